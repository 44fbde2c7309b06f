import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_SORTS } from "../../shared/constants";
import { LANGUAGES } from "../../shared/languages";
import { FUZZY_FALLBACK_BELOW, toMatchQuery } from "../../worker/features/catalog/catalog.service";
import { searchBindings, searchStatement } from "../../worker/features/catalog/catalog-page-sql";
import { PUBLIC_PAGE_CACHE } from "../../worker/lib/cache-control";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { page } from "./setup/html";
import { api } from "./setup/request";

/**
 * Whatever a shopper (or a bot) types, search answers 200 with a page of results or 400 naming the field, never a 500:
 * every sort, short words (which have no fuzzy key, so take the exact statements), odd text, FTS5's own syntax and
 * junk percent-encoding, on several pages and page sizes. The results page draws the same searches without failing.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  // Names with short words and digits, so the short searches find rows to order (and not only empty pages).
  const insert = env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (?, ?, ?, ?, ?, 1)");
  await env.DB.batch([
    insert.bind(400, "Body RN Manga Curta", 999, "FUZZ-400", 4),
    insert.bind(401, "Body RN Manga Comprida", 1299, "FUZZ-401", 0),
    insert.bind(402, "Meias 0-3 Meses Pack 3", 599, "FUZZ-402", 9),
    insert.bind(403, "Bebé Conforto Grupo 0+", 8999, "FUZZ-403", 2),
  ]);
});

/** Already a URL's query component: written into the URL as they are (junk percent-encoding, '+' as a space). */
const RAW = ["%", "%zz", "%E0%A4%A", "%FF%FE", "%%%", "rn%", "a+b", "be%2", "%C3", "%00rn", "rn%00", "%EF%BF%BDrn", "rn%ED%A0%80"];
/** Text: encoded as a form would. */
const TEXT = [
  // short words: 1, 2 and 3 characters
  "a",
  "rn",
  "RN",
  "be",
  "ber",
  "0",
  "03",
  "x1",
  // odd text
  "   ",
  "  rn  ",
  "!!",
  ".,;:-_",
  "👶",
  "👶🍼",
  "rn 👶",
  "a".repeat(99),
  `${"berço ".repeat(40)}`,
  "x".repeat(250),
  Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "),
  Array.from({ length: 20 }, () => "rn").join(" "),
  "berço",
  "ÇÃÕÉ",
  "BeRçO",
  "be\u0301rc\u0327o",
  "\u0301\u0301",
  "e\u0301\u0301\u0301",
  "2026",
  "0 3",
  "ß ﬁ İ",
  "婴儿",
  "مرحبا",
  "rn\u0000",
  "\u202Ern",
  // FTS5 syntax
  '"',
  '""',
  'a"b',
  'rn"',
  "NEAR(a b)",
  "NEAR(rn berco, 2)",
  "a OR b",
  "rn OR berco",
  "a AND",
  "NOT rn",
  "*",
  "rn*",
  "**",
  "col:x",
  "name:rn",
  "^x",
  "^rn",
  "(",
  ")",
  "(rn",
  "-a",
  "-rn",
  "+a",
  "a:b",
  "{a}",
  "{name} : rn",
  "rn AND (berco OR",
];
const QUERIES = [...TEXT.map(encodeURIComponent), ...RAW];
/** Pages and page sizes every query is asked with; the refused ones are asked of a few queries only. */
const PAGES = ["", "&page=1", "&page=2", "&page=3", "&limit=1&page=3", "&limit=6", "&limit=52&page=2"];
const BAD_PAGES = [
  "&limit=0",
  "&limit=53",
  "&limit=-1",
  "&limit=1.5",
  "&limit=abc",
  "&page=0",
  "&page=-2",
  "&page=abc",
  "&page=100001",
  "&page=100000",
  "&limit=",
];

/** The status is 200 with a page of results, 400 naming the refusal, or 404 for a page past the last; anything else is reported. */
function problem(status: number, body: any, pageAsked: boolean): string | null {
  if (status === 200) {
    const ok =
      Array.isArray(body?.items) &&
      body.items.every((p: any) => Number.isInteger(p.id) && typeof p.name === "string" && Number.isInteger(p.priceCents)) &&
      [body.total, body.page, body.pageSize, body.totalPages].every(Number.isInteger) &&
      body.items.length <= body.pageSize &&
      body.totalPages >= 1 &&
      (body.suggestion === null || typeof body.suggestion === "string");
    return ok ? null : `200 without the page's shape: ${JSON.stringify(body).slice(0, 200)}`;
  }
  const error = body?.error;
  const shaped = typeof error?.code === "string" && typeof error?.message === "string" && error.message.length > 0;
  if (status === 400 && shaped && ["invalid_input", "unsafe_characters"].includes(error.code)) return null;
  // A page past the last is not found (as for the listing); only a later page can be.
  if (status === 404 && shaped && error.code === "page_out_of_range" && pageAsked) return null;
  return `${status} ${JSON.stringify(body).slice(0, 200)}`;
}

// Hundreds of requests per test: a generous limit, so a busy machine never fails them for time.
describe("search never answers 500", { timeout: 60_000 }, () => {
  it("every search statement is bound exactly the values it names", async () => {
    for (const [kind, words] of [
      ["exact", "rn"],
      ["fuzzy", "berco"],
      ["similar", "berco"],
    ] as const) {
      const match = toMatchQuery(words)!;
      for (const lang of LANGUAGES) {
        for (const sort of SEARCH_SORTS) {
          const text = searchStatement(lang, kind, sort, 52, 0);
          const bound = env.DB.prepare(text).bind(...searchBindings(kind, sort, { match, fuzzyBelow: FUZZY_FALLBACK_BELOW }));
          await expect(bound.raw(), `${lang} ${kind} ${sort}`).resolves.toBeDefined();
        }
      }
    }
  });

  it.each(SEARCH_SORTS)("sort %s: every query, page and page size answers 200 or 400 (404 for a page past the last)", async (sort) => {
    const failures: string[] = [];
    const ask = async (q: string, rest: string) => {
      const path = `/api/products/search?q=${q}&sort=${sort}${rest}`;
      const { status, body } = await api(path);
      const found = problem(status, body, /page=[2-9]|page=1\d/.test(rest));
      if (found) failures.push(`${path} → ${found}`);
    };
    for (const q of QUERIES) for (const rest of PAGES) await ask(q, rest);
    for (const q of ["rn", "berco", "%FF%FE"]) for (const rest of BAD_PAGES) await ask(q, rest);
    expect(failures).toEqual([]);
  });

  it("short words find their products in every sort, in that sort's order", async () => {
    const ids = async (sort: string) => (await api(`/api/products/search?q=rn&sort=${sort}`)).body.items.map((p: { id: number }) => p.id);
    expect(await ids("relevance")).toEqual([401, 400]);
    // Out of stock last, then by price or by name.
    expect(await ids("price-low")).toEqual([400, 401]);
    expect(await ids("price-high")).toEqual([400, 401]);
    expect(await ids("name")).toEqual([400, 401]);
    expect((await api("/api/products/search?q=0%203&sort=price-high")).body.items.map((p: { id: number }) => p.id)).toEqual([402]);
  });

  it("the results page draws the same searches: 200, with its data, never the bare page of a failed read", async () => {
    const failures: string[] = [];
    const some = [
      ...["rn", "be", "ber", "0 3", "👶", '"', "a OR b", "NEAR(a b)", "^x", "-a", "{a}", "x".repeat(250), "rn\u0000"].map(encodeURIComponent),
      ...RAW,
    ];
    for (const sort of SEARCH_SORTS) {
      for (const q of some) {
        const path = `/pesquisa?q=${q}&sort=${sort}`;
        const { status, headers } = await page(path);
        // A page whose catalogue read failed is still sent, bare and "no-store" (pages.routes.ts): that is a failure too.
        if (status !== 200 || headers.get("Cache-Control") !== PUBLIC_PAGE_CACHE) failures.push(`${path} → ${status} ${headers.get("Cache-Control")}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
