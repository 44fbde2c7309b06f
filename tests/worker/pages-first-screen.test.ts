import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CARDS_DRAWN_FIRST } from "../../shared/constants";
import { CATALOG_CACHE_HEADER } from "../../worker/features/catalog/catalog-cache";
import { PUBLIC_PAGE_CACHE } from "../../worker/lib/cache-control";
import { seedCatalogFixture, withBulkToys } from "./setup/catalog-fixture";
import { appModules, page, rendered } from "./setup/html";
import { api } from "./setup/request";

/** Decision 0022: catalogue pages arrive with their first screen drawn by the app itself, read with no JavaScript. */
beforeAll(async () => {
  await seedCatalogFixture();
});

const euros = (cents: number) => new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/\s+/g, " ");
/** The words a reader sees, spaces (no-break ones included) as one. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the first screen in the HTML", () => {
  it("product page: the product's name as the heading, its price and the add-to-cart button", async () => {
    const { product } = (await api("/api/products/1")).body;
    const markup = rendered((await page("/produto/1")).html);
    expect(markup).toBeDefined();
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(text(markup!)).toContain(euros(product.salePriceCents ?? product.priceCents));
    expect(text(markup!)).toContain("Adicionar ao Carrinho");
    // The header and footer are the app's own, not the loading placeholder.
    expect(markup).toContain('<main id="conteudo"');
    expect(markup).not.toContain("A carregar...");
  });

  it("listing page: the first screen's products as cards, in the API's order, with the count", async () => {
    // A category larger than the first screen (category 2, subcategory 3 of the fixture).
    await withBulkToys(20);
    const answer = (await api("/api/products?category=brinquedos-diversao&sort=featured&page=1")).body;
    const markup = rendered((await page("/brinquedos-diversao")).html)!;
    const names = [...markup.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]);
    // The first screen's cards; the browser adds the rest of the page once it has taken over.
    expect(answer.items.length).toBeGreaterThan(CARDS_DRAWN_FIRST);
    expect(names).toEqual(answer.items.slice(0, CARDS_DRAWN_FIRST).map((p: { name: string }) => p.name));
    expect(text(markup)).toContain(`${answer.total} produtos encontrados`);
    expect(markup).not.toContain('data-testid="product-skeleton"');

    // A smaller one is drawn whole.
    const small = (await api("/api/products?category=sono-conforto&sort=featured&page=1")).body;
    const smallNames = [...rendered((await page("/sono-conforto")).html)!.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]);
    expect(smallNames).toEqual(small.items.map((p: { name: string }) => p.name));
  });

  it("search page: the results of the inlined search", async () => {
    const answer = (await api(`/api/products/search?q=${encodeURIComponent("berço")}&sort=relevance&page=1`)).body;
    const markup = rendered((await page(`/pesquisa?q=${encodeURIComponent("berço")}`)).html)!;
    expect(text(markup)).toContain('Resultados para "berço"');
    for (const p of answer.items) expect(markup).toContain(p.name);
  });

  it("the sort select shows its current choice before the app takes over (listing and search)", async () => {
    const combobox = (markup: string) => text(markup.match(/<button[^>]*role="combobox"[^>]*>[\s\S]*?<\/button>/)?.[0] ?? "").trim();
    expect(combobox(rendered((await page("/sono-conforto?sort=price-low")).html)!)).toBe("Preço menor para maior");
    expect(combobox(rendered((await page(`/pesquisa?q=${encodeURIComponent("berço")}`)).html)!)).toBe("Relevância");
  });

  it("home page: the hero and the featured products", async () => {
    const { items } = (await api("/api/products/featured")).body;
    const markup = rendered((await page("/")).html)!;
    expect(markup).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    for (const p of items) expect(markup).toContain(p.name);
  });

  it("draws a hostile search term only escaped, and writes no script of its own", async () => {
    const q = '"><script>alert(1)</script><!--';
    const { html } = await page(`/pesquisa?q=${encodeURIComponent(q)}`);
    const markup = rendered(html)!;
    expect(markup).toBeDefined();
    expect(markup).not.toContain("<script");
    expect(markup).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("is the same drawing for a signed-in customer's request: no one's own data is in it", async () => {
    const anonymous = rendered((await page("/sono-conforto")).html);
    const withSession = rendered((await page("/sono-conforto", { headers: { Cookie: "authjs.session-token=someone" } })).html);
    expect(withSession).toBe(anonymous);
  });

  it.each(["/minha-conta", "/checkout", "/produto/999", "/pesquisa?q=b", "/contacto"])("%s is not drawn: the app draws it in the browser", async (path) => {
    const { html } = await page(path);
    expect(rendered(html)).toBeUndefined();
    expect(html).toContain('<div id="root">');
    expect(appModules(html).starter).toBe(false);
  });
});

describe("a drawn page from the edge cache", () => {
  const versionToken = async () => (await env.DB.prepare("SELECT token FROM catalog_version WHERE id = 1").first<string>("token"))!;

  it("the second anonymous request is the cached page; a change to the catalogue draws it afresh", async () => {
    const path = "/produto/2";
    const first = await page(path);
    expect(first.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE);

    // Behind the cache's back (the version token put back): the cached page is still served.
    const before = await versionToken();
    await env.DB.prepare("UPDATE products SET name = 'Nome Por Trás' WHERE id = 2").run();
    await env.DB.prepare("UPDATE catalog_version SET token = ?1 WHERE id = 1").bind(before).run();
    const second = await page(path);
    expect(second.headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    expect(second.html).toBe(first.html);
    expect(second.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));

    // A change the catalogue records (a new token): the page is read and drawn again.
    await env.DB.prepare("UPDATE products SET name = 'Nome Novo' WHERE id = 2").run();
    const third = await page(path);
    expect(third.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect(rendered(third.html)).toMatch(/<h1[^>]*>Nome Novo<\/h1>/);
  });

  it("a signed-in customer's request neither reads nor fills the shared cache", async () => {
    const path = "/sono-conforto?sort=price-high";
    const personal = { headers: { Cookie: "authjs.session-token=someone" } };
    const first = await page(path, personal);
    expect(first.headers.get(CATALOG_CACHE_HEADER)).toBeNull();
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await page(path)).headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect((await page(path)).headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    expect((await page(path, personal)).headers.get(CATALOG_CACHE_HEADER)).toBeNull();
  });

  it("keeps no not-found page and no private page", async () => {
    for (const path of ["/produto/999", "/minha-conta"]) {
      await page(path);
      expect((await page(path)).headers.get(CATALOG_CACHE_HEADER)).toBeNull();
    }
  });
});
