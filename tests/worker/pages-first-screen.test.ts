import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
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

  it("listing page: the first page's products as cards, in the API's order, with the count", async () => {
    const answer = (await api("/api/products?category=sono-conforto&sort=featured&page=1")).body;
    const markup = rendered((await page("/sono-conforto")).html)!;
    const names = [...markup.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(answer.items.map((p: { name: string }) => p.name));
    expect(text(markup)).toContain(`${answer.total} produto`);
    expect(markup).not.toContain('data-testid="product-skeleton"');
  });

  it("search page: the results of the inlined search", async () => {
    const answer = (await api(`/api/products/search?q=${encodeURIComponent("berço")}&sort=relevance&page=1`)).body;
    const markup = rendered((await page(`/pesquisa?q=${encodeURIComponent("berço")}`)).html)!;
    expect(text(markup)).toContain('Resultados para "berço"');
    for (const p of answer.items) expect(markup).toContain(p.name);
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
