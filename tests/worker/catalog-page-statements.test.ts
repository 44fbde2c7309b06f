import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { LISTING_SORTS, SEARCH_SORTS } from "../../shared/constants";
import { LANGUAGES } from "../../shared/languages";
import { createDb } from "../../worker/db/client";
import { catalogRepo } from "../../worker/features/catalog/catalog.repo";
import { FUZZY_FALLBACK_BELOW, toMatchQuery } from "../../worker/features/catalog/catalog.service";
import { listingSql, pageBounds, type SearchKind, searchStatement } from "../../worker/features/catalog/catalog-page-sql";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

/** decisions/0029: how the listing's and search's statements are written, so that SQLite runs them as prepared. */
beforeAll(seedCatalogFixture);

const KINDS: SearchKind[] = ["exact", "fuzzy", "similar"];
const BOUND_PAGE = /\b(LIMIT|OFFSET)\s+\?/i;
const PAST_THE_CACHE = { headers: { Cookie: "authjs.session-token=past-the-edge-cache" } };

describe("a page's bounds (decisions/0029)", () => {
  it("are written into the statement, never bound: SQLite prepares a statement again whenever a bound LIMIT changes", () => {
    for (const sort of LISTING_SORTS) {
      for (const filter of [{}, { categoryId: 2 }, { subcategoryId: 5, minCents: 1000, maxCents: 5000, size: "0-3 meses" }]) {
        const { sql, params } = listingSql({ ...filter, lang: "pt", sort, limit: 52, offset: 104 });
        expect(sql).not.toMatch(BOUND_PAGE);
        expect(sql).toContain("LIMIT 52 OFFSET 104");
        expect(params).not.toContain(104);
      }
    }
    for (const lang of LANGUAGES) {
      for (const kind of KINDS) {
        for (const sort of SEARCH_SORTS) {
          const sql = searchStatement(lang, kind, sort, 6, 12);
          expect(sql).not.toMatch(BOUND_PAGE);
          expect(sql).toContain("LIMIT 6 OFFSET 12");
        }
      }
    }
  });

  it("keep one text per page whatever is searched, so the prepared statement serves every query", async () => {
    const text = new Set<string>();
    const prepare = (sql: string) => {
      text.add(sql);
      return env.DB.prepare(sql);
    };
    const record = new Proxy(env.DB, { get: (db, prop) => (prop === "prepare" ? prepare : Reflect.get(db, prop, db)) });
    const repo = catalogRepo(createDb(record));
    for (const words of ["berso", "carinho", "manta azul", "fraldas"]) {
      await repo.search({ lang: "pt", match: toMatchQuery(words)!, sort: "relevance", limit: 6, offset: 0, fuzzyBelow: FUZZY_FALLBACK_BELOW });
    }
    expect(text.size).toBe(1);
  });

  it("accept whole numbers from zero only", () => {
    expect(pageBounds(52, 0)).toBe("LIMIT 52 OFFSET 0");
    for (const [limit, offset] of [
      [1.5, 0],
      [52, -52],
      [Number.NaN, 0],
      [52, Number.POSITIVE_INFINITY],
    ]) {
      expect(() => pageBounds(limit!, offset!)).toThrow(RangeError);
    }
  });
});

describe("the relevance page's fuzzy tier (decisions/0029)", () => {
  it.each(LANGUAGES)("is read in the index's order: the page is merged from the tiers without sorting any of them (%s)", async (lang) => {
    const m = toMatchQuery("berso portatil")!;
    for (const kind of ["fuzzy", "similar"] as const) {
      const params = [m.all, m.starts, m.rest, m.fuzzy, FUZZY_FALLBACK_BELOW, ...(kind === "similar" ? [m.similar] : [])];
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${searchStatement(lang, kind, "relevance", 52, 0)}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((r) => r.detail);
      expect(plan).toContain("MERGE (UNION ALL)");
      expect(plan).not.toContain("USE TEMP B-TREE FOR ORDER BY");
    }
  });

  it("gives the fuzzy matches newest first, page after page, after the exact ones", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'PS-%'").run();
    });
    const rows: [number, string][] = [
      [470, "Alcofa Xocalinho Antiga"],
      [471, "Xocalinho Azul"],
      [472, "Manta Chocalinho"],
      [473, "Xocalinho Verde"],
      [474, "Chocalinho Rosa"],
    ];
    await env.DB.batch(
      rows.map(([id, name]) =>
        env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity, active) VALUES (?, ?, 1000, ?, 5, 1)").bind(id, name, `PS-${id}`),
      ),
    );
    // 'chocalinho' finds two names by their words (the one starting with it first), and three by their sound only.
    const page = async (n: number) =>
      (await api(`/api/products/search?q=chocalinho&limit=2&page=${n}`, PAST_THE_CACHE)).body as { items: { id: number }[]; total: number };
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(...(await page(n)).items.map((p) => p.id));
    expect(ids).toEqual([474, 472, 473, 471, 470]);
    expect((await page(1)).total).toBe(5);
  });
});
