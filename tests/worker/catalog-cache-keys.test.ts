import { beforeAll, describe, expect, it } from "vitest";
import { LISTING_URL_PARAMS, listingParams, SEARCH_URL_PARAMS, searchParamsOf } from "../../shared/listing-url";
import { LISTING_PAGES } from "../../shared/page-tables";
import { CATALOG_CACHE_HEADER } from "../../worker/features/catalog/catalog-cache";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { initialData, page, rendered } from "./setup/html";
import { api } from "./setup/request";

/**
 * The edge cache keys an answer by exactly what its handler reads (decisions/0020, 0022): two URLs share an entry only
 * when they give the same answer. Each answer below is compared with a fresh one for the same URL, read past the cache
 * (a session cookie: never looked up nor stored, and the same drawing, pages-first-screen.test.ts).
 */
beforeAll(seedCatalogFixture);

const PAST_THE_CACHE = { headers: { Cookie: "authjs.session-token=past-the-edge-cache" } };
const cacheState = (res: { headers: Headers }) => res.headers.get(CATALOG_CACHE_HEADER);

/** What an API answer says: its status, and the products it lists (or its error's code). */
async function apiAnswer(path: string, init?: RequestInit) {
  const res = await api(path, init);
  const said = res.status === 200 ? (res.body.items ?? [res.body.product]).map((p: { id: number }) => p.id) : res.body.error.code;
  return { status: res.status, said, cache: cacheState(res) };
}
/** What a page says: its status, its heading, the products it draws and the query of its inlined data. */
async function pageAnswer(path: string, init?: RequestInit) {
  const res = await page(path, init);
  const markup = rendered(res.html) ?? "";
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];
  const cards = [...markup.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]);
  const data = (initialData(res.html) ?? []).filter((e) => e.kind !== "categories").map(({ data: _, ...query }) => query);
  return { status: res.status, said: { heading, cards, data }, cache: cacheState(res) };
}
/** Asks for each path twice (the second may be a hit); each answer must be the fresh one for its own URL. */
async function eachAsItself(ask: typeof apiAnswer, paths: string[]) {
  const answers = [];
  for (const path of paths) {
    const fresh = await ask(path, PAST_THE_CACHE);
    expect(fresh.cache, path).not.toBe("hit");
    for (let i = 0; i < 2; i++) {
      const shared = await ask(path);
      expect({ path, status: shared.status, said: shared.said }).toEqual({ path, status: fresh.status, said: fresh.said });
      answers.push(shared);
    }
  }
  return answers;
}

describe("a repeated query parameter never shares an entry with another reading", () => {
  it("results page: /pesquisa?q=berco&q=biberao and the reverse each show their own search", async () => {
    const [a, , b] = await eachAsItself(pageAnswer, ["/pesquisa?q=berco&q=biberao", "/pesquisa?q=biberao&q=berco"]);
    expect(a!.said.heading).not.toBe(b!.said.heading);
    const sorted = await eachAsItself(pageAnswer, ["/pesquisa?q=berco&sort=price-low&sort=name", "/pesquisa?q=berco&sort=name&sort=price-low"]);
    expect(sorted[0]!.said.data).not.toEqual(sorted[2]!.said.data);
  });

  it("listing page: a repeated sort or price is read as the page reads it, in either order", async () => {
    await eachAsItself(pageAnswer, [
      "/sono-conforto?sort=price-low&sort=price-high",
      "/sono-conforto?sort=price-high&sort=price-low",
      "/catalogo?categoria=sono-conforto&categoria=brinquedos-diversao",
      "/catalogo?categoria=brinquedos-diversao&categoria=sono-conforto",
      "/produto/1?tamanho=M&tamanho=S",
    ]);
  });

  it("API listing and search: each order answers as a fresh request for it would", async () => {
    await eachAsItself(apiAnswer, [
      "/api/products?category=sono-conforto&category=brinquedos-diversao",
      "/api/products?category=brinquedos-diversao&category=sono-conforto",
      "/api/products/search?q=berco&q=biberao",
      "/api/products/search?q=biberao&q=berco",
      "/api/products/search?q=berco&sort=price-low&sort=name",
      "/api/products/search?q=berco&sort=name&sort=price-low",
    ]);
  });

  it("text the URL and the handler decode differently is keyed as the handler reads it", async () => {
    // %FF is not UTF-8: the URL reads it as U+FFFD (whose UTF-8 is %EF%BF%BD), the router keeps it as '%FF'.
    await eachAsItself(apiAnswer, ["/api/products/search?q=%EF%BF%BDberco", "/api/products/search?q=%FFberco"]);
  });
});

describe("hit and miss", () => {
  it("API: the same reading in another spelling is the same entry; another reading is another; errors are not stored", async () => {
    expect((await apiAnswer("/api/products/search?q=biberao")).cache).toBe("miss");
    // Parameters in another order, the defaults written out, and parameters the handler does not read: the same answer.
    for (const same of [
      "/api/products/search?q=biberao",
      "/api/products/search?sort=relevance&q=biberao",
      "/api/products/search?q=biberao&page=1",
      "/api/products/search?q=biberao&utm_source=news&utm_medium=email",
    ]) {
      expect((await apiAnswer(same)).cache, same).toBe("hit");
    }
    expect((await apiAnswer("/api/products/search?q=biberao&sort=name")).cache).toBe("miss");
    expect((await apiAnswer("/api/products/search?q=biberao&limit=6")).cache).toBe("miss");
    expect((await apiAnswer("/api/products/1?utm_source=news")).cache).toBe("miss");
    expect((await apiAnswer("/api/products/1")).cache).toBe("hit");
    expect((await apiAnswer("/api/products/1", PAST_THE_CACHE)).cache).toBe("bypass");
    for (let i = 0; i < 2; i++) {
      const refused = await apiAnswer("/api/products/search?q=berco&q=biberao");
      expect([refused.status, refused.cache]).toEqual([400, null]);
    }
  });

  it("pages: the first reading of a parameter is the page's, other parameters do not split it", async () => {
    expect((await pageAnswer("/pesquisa?q=espreguicadeira")).cache).toBe("miss");
    for (const same of ["/pesquisa?q=espreguicadeira", "/pesquisa?utm_source=news&q=espreguicadeira", "/pesquisa?q=espreguicadeira&q=cubo"]) {
      expect((await pageAnswer(same)).cache, same).toBe("hit");
    }
    expect((await pageAnswer("/pesquisa?q=cubo&q=espreguicadeira")).cache).toBe("miss");
    expect((await pageAnswer("/pesquisa?q=espreguicadeira&sort=name")).cache).toBe("miss");
    expect((await pageAnswer("/pesquisa?q=espreguicadeira", PAST_THE_CACHE)).cache).toBeNull();
  });

  it("pages: an entry holds nothing of a parameter the page does not read", async () => {
    const first = await page("/brinquedos-diversao?utm_source=boletim-42&sort=price-high&fbclid=abc123");
    expect(first.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    const next = await page("/brinquedos-diversao?sort=price-high");
    expect(next.headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    expect(next.html).toBe(first.html);
    expect(next.html).not.toMatch(/boletim-42|abc123|utm_source|fbclid/);
  });
});

describe("the parameters a page is keyed by", () => {
  /** The names a reader asks a URL's parameters for; any other way of reading them (getAll, iteration) fails. */
  function namesRead(read: (params: URLSearchParams) => unknown) {
    const names = new Set<string>();
    const params = new URLSearchParams("q=berco&sort=name&categoria=sono-conforto&sub=berco-portatil&min=5&max=50&tamanho=M");
    const spy = new Proxy(params, {
      get(target, prop) {
        if (prop !== "get") throw new Error(`read by ${String(prop)}`);
        return (name: string) => {
          names.add(name);
          return target.get(name);
        };
      },
    });
    read(spy);
    return names;
  }

  it("are every parameter the worker's and the app's readers of the URL ask for", () => {
    for (const def of LISTING_PAGES) {
      for (const categories of [undefined, [{ slug: "sono-conforto", subcategories: [{ slug: "berco-portatil" }] }]]) {
        const names = namesRead((params) => listingParams(def, params, categories, undefined));
        expect(LISTING_URL_PARAMS, def.path).toEqual(expect.arrayContaining([...names]));
      }
    }
    expect(SEARCH_URL_PARAMS).toEqual(expect.arrayContaining([...namesRead(searchParamsOf)]));
  });
});
