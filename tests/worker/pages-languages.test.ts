import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { appModules, canonical, jsonLd, meta, page, rendered, title } from "./setup/html";

/**
 * Issue 31: the Spanish pages under /es/ — each drawn in Spanish by the Spanish build, with <html lang>, its canonical and
 * hreflang alternates (pt-PT, es-ES, x-default), JSON-LD in its language, and never served from a Portuguese cache entry.
 */
beforeAll(async () => {
  await seedCatalogFixture();
});

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** Every `<link rel="alternate" hreflang>`: hreflang → href. */
const hreflang = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, "&")]));

const PAGES: { pt: string; es: string; esTitle: RegExp; esText: string }[] = [
  { pt: "/", es: "/es/", esTitle: /Mãe & Bebé/, esText: "Nuestras categorías" },
  { pt: "/sono-conforto", es: "/es/sueno-confort", esTitle: /^Sueño y Confort \| Mãe & Bebé$/, esText: "Sueño y Confort" },
  { pt: "/produto/1", es: "/es/producto/1", esTitle: /\| Mãe & Bebé$/, esText: "Añadir al carrito" },
  { pt: "/pesquisa?q=berco", es: "/es/buscar?q=berco", esTitle: /berco/, esText: "berco" },
  { pt: "/contacto", es: "/es/contacto", esTitle: /Mãe & Bebé/, esText: "" },
];

describe("the Spanish pages", () => {
  for (const { pt, es, esTitle, esText } of PAGES) {
    it(`${es}: Spanish document, canonical and both languages' alternates; ${pt} names it back`, async () => {
      const spanish = await page(es);
      expect(spanish.status).toBe(200);
      expect(htmlLang(spanish.html)).toBe("es-ES");
      expect(title(spanish.html)).toMatch(esTitle);
      const expected = { "pt-PT": `http://shop.test${pt}`, "es-ES": `http://shop.test${es}`, "x-default": `http://shop.test${pt}` };
      expect(canonical(spanish.html)).toBe(expected["es-ES"]);
      expect(hreflang(spanish.html)).toEqual(expected);

      const portuguese = await page(pt);
      expect(htmlLang(portuguese.html)).toBe("pt-PT");
      expect(canonical(portuguese.html)).toBe(expected["pt-PT"]);
      expect(hreflang(portuguese.html)).toEqual(expected);

      // The Spanish build's own entry, not the Portuguese one.
      const [esEntry, ptEntry] = [appModules(spanish.html).entry, appModules(portuguese.html).entry];
      expect(esEntry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(esEntry).not.toBe(ptEntry);
      if (esText) expect(rendered(spanish.html) ?? spanish.html).toContain(esText);
    });
  }

  it("the first screen is drawn in Spanish: the home's words, a listing's chips and the product's button", async () => {
    const home = rendered((await page("/es/")).html)!;
    expect(home).toContain("Nuestras categorías");
    expect(home).not.toContain("Nossas Categorias");
    expect(home).toContain('href="/es/sueno-confort"');
    const listing = rendered((await page("/es/sueno-confort")).html)!;
    expect(listing).toContain("Cuna de Viaje");
    expect(listing).not.toContain("Berço Portátil<");
    const product = rendered((await page("/es/producto/1")).html)!;
    expect(product).toContain("Añadir al carrito");
    expect(product).not.toContain("Adicionar ao Carrinho");
    expect(product).toContain('href="/es/sueno-confort"');
  });

  it("JSON-LD and Open Graph in the page's language", async () => {
    const html = (await page("/es/producto/1")).html;
    const [product] = jsonLd(html, "Product");
    expect(product).toMatchObject({ inLanguage: "es-ES", url: "http://shop.test/es/producto/1" });
    const [crumbs] = jsonLd(html, "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: any) => [i.name, i.item]).slice(0, 3)).toEqual([
      ["Inicio", "http://shop.test/es/"],
      ["Sueño y Confort", "http://shop.test/es/sueno-confort"],
      ["Cuna de Viaje", "http://shop.test/es/sueno-confort?subcategoria=berco-portatil"],
    ]);
    expect(meta(html, "og:locale")).toBe("es_ES");
    expect(meta(html, "og:locale:alternate")).toBe("pt_PT");
    const [site] = jsonLd((await page("/es/")).html, "WebSite");
    expect(site).toMatchObject({ inLanguage: "es-ES", url: "http://shop.test/es/" });
    expect(site.potentialAction.target.urlTemplate).toBe("http://shop.test/es/buscar?q={search_term_string}");
  });

  it("an unknown path under /es/ is the Spanish 404 page; a private Spanish page is not indexed", async () => {
    const missing = await page("/es/no-existe");
    expect(missing.status).toBe(404);
    expect(htmlLang(missing.html)).toBe("es-ES");
    expect(meta(missing.html, "robots")).toBe("noindex");
    expect(title(missing.html)).not.toMatch(/não/i);
    const account = await page("/es/mi-cuenta");
    expect(account.status).toBe(200);
    expect(htmlLang(account.html)).toBe("es-ES");
    expect(meta(account.html, "robots")).toBe("noindex, nofollow");
    expect(account.headers.get("Cache-Control")).toContain("no-store");
  });

  it("a Spanish page is never served from the Portuguese page's cache entry, nor the other way round", async () => {
    // Each twice: the second answer of each may come from the edge cache.
    for (let round = 0; round < 2; round++) {
      const [pt, es] = await Promise.all([page("/produto/1"), page("/es/producto/1")]);
      expect(htmlLang(pt.html)).toBe("pt-PT");
      expect(rendered(pt.html)).toContain("Adicionar ao Carrinho");
      expect(htmlLang(es.html)).toBe("es-ES");
      expect(rendered(es.html)).toContain("Añadir al carrito");
    }
  });
});
