import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonForScript } from "../../worker/features/pages/html-safety";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api, SHOP_ORIGIN } from "./setup/request";

/**
 * Decision 0019: the raw HTML of each page, as a crawler or a link preview reads it (no JavaScript): head tags,
 * JSON-LD, the first screen's data inlined as the API would answer it, 404s, cache headers.
 */
async function page(path: string, init?: RequestInit) {
  const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${path}`, init));
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The content of <meta property|name="key">. */
function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => attr(t, "property") === key || attr(t, "name") === key);
  const content = tag && attr(tag, "content");
  return content === undefined ? undefined : decodeEntities(content);
}
const title = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The text of every <script type="..."> of that type, parsed. A `</script>` inside one would cut it and fail the parse. */
function scripts(html: string, type: string): any[] {
  return [...html.matchAll(/<script type="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1] === type).map((m) => JSON.parse(m[2]!));
}
const jsonLd = (html: string, type: string) => scripts(html, "application/ld+json").filter((ld) => ld["@type"] === type);
const initialData = (html: string) => scripts(html, "application/json")[0] as any[];

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
    // The SPA is still there to take over, and the main image is fetched early.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html).toContain('<div id="root">');
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
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]!);
    const own = preloads.find((href) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(href));
    expect(own, preloads.join(" ")).toBeDefined();
    const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${own}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("javascript");
    await res.arrayBuffer();
  });

  it("asks for no route code on a not-found page", async () => {
    expect((await page("/produto/999")).html).not.toContain('rel="modulepreload" crossorigin href="/assets/product-page');
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
  it("inlines the API's first page of results, with an ItemList, followed but not indexed", async () => {
    const { status, html } = await page(`/pesquisa?q=${encodeURIComponent("berço")}`);
    expect(status).toBe(200);
    expect(title(html)).toBe('Resultados para "berço" | Mãe & Bebé');
    expect(meta(html, "robots")).toBe("noindex, follow");
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

describe("without the catalogue", () => {
  it("serves the bare SPA, uncached, when the data cannot be read", async () => {
    await env.DB.prepare("ALTER TABLE products RENAME TO products_away").run();
    try {
      const { status, headers, html } = await page("/sono-conforto");
      expect(status).toBe(200);
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(html).toContain('<div id="root">');
      expect(title(html)).toBe("Mãe & Bebé");
      expect(scripts(html, "application/json")).toEqual([]);
    } finally {
      await env.DB.prepare("ALTER TABLE products_away RENAME TO products").run();
    }
    expect((await page("/sono-conforto")).headers.get("Cache-Control")).toMatch(/^public/);
  });
});

describe("caching and indexing", () => {
  it("lets an edge keep an anonymous page briefly, but never a signed-in customer's request", async () => {
    const anonymous = await page("/produto/1");
    expect(anonymous.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
    for (const cookie of ["authjs.session-token=abc", "__Secure-authjs.session-token=abc", "outro=1; authjs.session-token.0=abc"]) {
      const signedIn = await page("/produto/1", { headers: { Cookie: cookie } });
      expect(signedIn.headers.get("Cache-Control"), cookie).toBe("private, no-store");
    }
    const other = await page("/produto/1", { headers: { Cookie: "authjs.csrf-token=abc" } });
    expect(other.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it.each(["/minha-conta", "/meus-pedidos", "/checkout", "/checkout/payment", "/auth", "/favoritos"])("%s is never indexed nor cached", async (path) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    expect(meta(html, "robots")).toContain("noindex");
    expect(canonical(html)).toBeUndefined();
  });

  it("serves pages with the static assets' content security policy, so the SPA's scripts run", async () => {
    const { headers } = await page("/");
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self'");
    expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await api("/api/health")).headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });
});

describe("inlined JSON inside <script>", () => {
  const hostile = "Berço </script><script>alert(1)</script> <!-- \u2028\u2029 & 'aspas' \"duplas\" </SCRIPT >";

  it("escapes what could end or change the element, and reads back the same", () => {
    const text = jsonForScript({ name: hostile });
    expect(text).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual({ name: hostile });
  });

  it("keeps a product named to break out of the script inert in the page", async () => {
    await env.DB.prepare("UPDATE products SET name = ?, description = ? WHERE id = 3").bind(hostile, hostile).run();
    try {
      const { html } = await page("/produto/3");
      // One element per script: the hostile text never appears raw, and every block still parses to the same name.
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("<!-- \u2028");
      const rawScripts = [...html.matchAll(/<script type="application\/[^"]+"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(rawScripts.length).toBe(3);
      for (const text of rawScripts) expect(text).not.toMatch(/<|\u2028|\u2029/);
      expect(initialData(html)[0].data.product.name).toBe(hostile);
      expect(jsonLd(html, "Product")[0].name).toBe(hostile);
      expect(title(html)).toBe(`${hostile} | Mãe & Bebé`);
      expect(meta(html, "og:title")).toBe(`${hostile} | Mãe & Bebé`);
      const listing = await page("/sono-conforto");
      expect(initialData(listing.html)[1].data.items.map((p: any) => p.name)).toContain(hostile);
    } finally {
      await env.DB.prepare("UPDATE products SET name = 'Espreguiçadeira Vibratória', description = 'x' WHERE id = 3").run();
    }
  });
});
