import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { appModules, canonical, initialData, jsonLd, meta, page, scripts, title } from "./setup/html";
import { api, SHOP_ORIGIN } from "./setup/request";

/** Decision 0019: the raw HTML of each page (no JavaScript): head tags, JSON-LD, the first screen's data as the API answers it, 404s. */
beforeAll(async () => {
  await seedCatalogFixture();
});

describe("product page HTML", () => {
  it("has the product's title, description, canonical, Open Graph and Twitter tags", async () => {
    const { status, headers, html } = await page("/produto/1");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("text/html");
    expect(title(html)).toBe("Berço Portátil Dobrável | Mãe & Bebé");
    expect(meta(html, "description")).toBe("Descrição de Berço Portátil Dobrável. Segunda linha.");
    expect(canonical(html)).toBe("http://shop.test/produto/1");
    expect(meta(html, "og:type")).toBe("product");
    expect(meta(html, "og:title")).toBe("Berço Portátil Dobrável | Mãe & Bebé");
    expect(meta(html, "og:url")).toBe("http://shop.test/produto/1");
    expect(meta(html, "og:image")).toBe("http://shop.test/images/SKU-1/principal.svg");
    expect(meta(html, "product:price:amount")).toBe("129.99");
    expect(meta(html, "product:price:currency")).toBe("EUR");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "robots")).toBeUndefined();
    // The SPA is still there to take over (started by start-app.js once the page painted), and the main image is fetched early.
    const app = appModules(html);
    expect(app.starter).toBe(true);
    expect(app.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/SKU-1/principal.svg" fetchpriority="high" />');
  });

  it("has parseable JSON-LD: Product with an Offer in EUR, availability and brand, and its breadcrumb", async () => {
    const [inStock] = jsonLd((await page("/produto/1")).html, "Product");
    expect(inStock).toMatchObject({
      "@context": "https://schema.org",
      name: "Berço Portátil Dobrável",
      sku: "SKU-1",
      url: "http://shop.test/produto/1",
      brand: { "@type": "Brand", name: expect.stringContaining("Pequenito") },
      offers: { "@type": "Offer", price: "129.99", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    });
    expect(inStock.image[0]).toBe("http://shop.test/images/SKU-1/principal.svg");

    // Product 2: on sale at 69,99 € and sold out.
    const html = (await page("/produto/2")).html;
    expect(jsonLd(html, "Product")[0].offers).toMatchObject({ price: "69.99", priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" });
    expect(meta(html, "product:price:amount")).toBe("69.99");
    const [crumbs] = jsonLd(html, "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual([
      [1, "Início", "http://shop.test/"],
      [2, "Sono e Conforto", "http://shop.test/sono-conforto"],
      [3, "Berço Portátil", "http://shop.test/sono-conforto?sub=berco-portatil"],
      [4, "Berço de Viagem Azul", "http://shop.test/produto/2"],
    ]);
  });

  it("inlines exactly what GET /api/products/:id answers, under the id the page's URL names", async () => {
    const data = initialData((await page("/produto/2")).html);
    expect(data).toEqual([{ kind: "product", id: "2", data: (await api("/api/products/2")).body }]);
  });
});

describe("route code fetched early", () => {
  it.each([
    ["/produto/1", "product-page"],
    ["/sono-conforto", "listing-page"],
    ["/pesquisa?q=berco", "search-page"],
    ["/", "home-page"],
  ])("%s asks for its route's chunk (%s) with the HTML", async (path, chunk) => {
    const { html } = await page(path);
    const preloads = appModules(html).modules;
    const own = preloads.find((href) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(href));
    expect(own, preloads.join(" ")).toBeDefined();
    const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${own}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("javascript");
    await res.arrayBuffer();
  });

  it("asks for no route code on a not-found page", async () => {
    const { html } = await page("/produto/999");
    const app = appModules(html);
    expect(app.starter).toBe(false);
    expect(app.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    // The entry alone (its modules are one chunk, decisions/0024): none of the catalogue pages' route chunks.
    expect(app.modules.filter((m) => /(home|listing|product|search)-page-/.test(m))).toEqual([]);
  });
});

describe("listing page HTML", () => {
  it("has the listing's head, BreadcrumbList and ItemList of the first page", async () => {
    const { status, html } = await page("/sono-conforto");
    expect(status).toBe(200);
    expect(title(html)).toBe("Sono e Conforto | Mãe & Bebé");
    expect(meta(html, "description")).toContain("Sono e Conforto");
    expect(canonical(html)).toBe("http://shop.test/sono-conforto");
    expect(meta(html, "og:type")).toBe("website");
    const api1 = (await api("/api/products?category=sono-conforto&sort=featured&page=1")).body;
    const [list] = jsonLd(html, "ItemList");
    expect(list.itemListElement.map((i: any) => i.url)).toEqual(api1.items.map((p: any) => `http://shop.test/produto/${p.id}`));
    expect(list.itemListElement[0].position).toBe(1);
    expect(jsonLd(html, "BreadcrumbList")[0].itemListElement.map((i: any) => i.name)).toEqual(["Início", "Sono e Conforto"]);
    expect(html).toContain(`<link rel="preload" as="image" href="/images/${api1.items[0].imageKey}" fetchpriority="high" />`);
  });

  it("inlines the API's first page under the page's own query, and the categories the page checks its filters against", async () => {
    const data = initialData((await page("/sono-conforto?sub=berco-portatil&sort=price-low&min=10")).html);
    expect(data).toEqual([
      { kind: "categories", data: (await api("/api/categories")).body },
      {
        kind: "listing",
        params: { category: "sono-conforto", subcategory: "berco-portatil", min: 10, sort: "price-low" },
        data: (await api("/api/products?category=sono-conforto&subcategory=berco-portatil&min=10&sort=price-low&page=1")).body,
      },
    ]);
  });

  it("ignores a subcategory the category does not have, as the page does, and names the alias's canonical page", async () => {
    const { html } = await page("/sono-conforto?sub=brinquedos-educativos&sort=nao-existe");
    expect(initialData(html)[1]).toMatchObject({ kind: "listing", params: { category: "sono-conforto", sort: "featured" } });
    expect(initialData(html)[1].params).not.toHaveProperty("subcategory");
    expect(canonical((await page("/brinquedos-atividades")).html)).toBe("http://shop.test/brinquedos-diversao");
    expect(canonical((await page("/sono-conforto?sub=berco-portatil")).html)).toBe("http://shop.test/sono-conforto?sub=berco-portatil");
  });
});

describe("search page HTML", () => {
  it("inlines the API's first page of results, with an ItemList, indexed under one canonical URL", async () => {
    const { status, html } = await page(`/pesquisa?q=${encodeURIComponent("berço")}`);
    expect(status).toBe(200);
    expect(title(html)).toBe('Resultados para "berço" | Mãe & Bebé');
    expect(meta(html, "robots")).toBe("index, follow");
    expect(canonical(html)).toBe(`http://shop.test/pesquisa?q=${encodeURIComponent("berço")}`);
    expect(canonical((await page(`/pesquisa?q=${encodeURIComponent("BERÇO")}`)).html)).toBe(canonical(html));
    const answer = (await api(`/api/products/search?q=${encodeURIComponent("berço")}&sort=relevance&page=1`)).body;
    expect(answer.total).toBeGreaterThan(0);
    expect(initialData(html)).toEqual([{ kind: "search", q: "berço", sort: "relevance", data: answer }]);
    expect(jsonLd(html, "ItemList")[0].itemListElement).toHaveLength(answer.items.length);
  });

  it("writes a hostile search term only escaped", async () => {
    const q = '"><script>alert(1)</script><!--';
    const { html } = await page(`/pesquisa?q=${encodeURIComponent(q)}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(title(html)).toBe(`Resultados para "${q}" | Mãe & Bebé`);
    expect(meta(html, "description")).toContain(q);
    expect(initialData(html)[0]).toMatchObject({ kind: "search", q });
  });

  it("keeps a search that finds nothing out of the index, still followed", async () => {
    const { status, html } = await page("/pesquisa?q=zzzxqw");
    expect(status).toBe(200);
    expect(meta(html, "robots")).toBe("noindex, follow");
    expect(meta((await page("/pesquisa?q=b")).html, "robots")).toBe("noindex, follow");
  });

  it("inlines nothing without a usable term", async () => {
    const { html } = await page("/pesquisa?q=b");
    expect(scripts(html, "application/json")).toEqual([]);
  });
});

describe("home page HTML", () => {
  it("has Organization and WebSite with a SearchAction, and the featured products inlined", async () => {
    const { html } = await page("/");
    expect(canonical(html)).toBe("http://shop.test/");
    expect(jsonLd(html, "Organization")[0]).toMatchObject({ name: "Mãe & Bebé", url: "http://shop.test/" });
    expect(jsonLd(html, "WebSite")[0].potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "http://shop.test/pesquisa?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
    expect(initialData(html)).toContainEqual({ kind: "featured", data: (await api("/api/products/featured")).body });
  });
});

describe("unknown pages", () => {
  it.each(["/produto/999", "/produto/6", "/produto/abc", "/produto/01", "/nao-existe", "/sono-conforto/extra", "/nada.png"])(
    "%s answers 404 with the SPA's not-found page and noindex",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(meta(html, "robots")).toBe("noindex");
      expect(title(html)).toBe("Página não encontrada | Mãe & Bebé");
      expect(html).toContain('<div id="root">');
      expect(scripts(html, "application/json")).toEqual([]);
    },
  );

  it("leaves unknown API addresses to the API's JSON 404", async () => {
    const { status, body } = await api("/api/nada");
    expect(status).toBe(404);
    expect(body.error.code).toBe("not_found");
  });

  it("passes the built files on from the assets", async () => {
    const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}/favicon.svg`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    await res.arrayBuffer();
    const index = await exports.default.fetch(new Request(`${SHOP_ORIGIN}/index.html`, { redirect: "manual" }));
    expect(index.status).toBeGreaterThanOrEqual(300);
    expect(index.status).toBeLessThan(400);
    expect(new URL(index.headers.get("Location")!, SHOP_ORIGIN).pathname).toBe("/");
    await index.arrayBuffer();
  });
});
