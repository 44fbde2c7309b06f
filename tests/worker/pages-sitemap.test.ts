import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sitemapXml } from "../../worker/features/pages/sitemap";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { SHOP_ORIGIN } from "./setup/request";

/**
 * Decision 0019: /sitemap.xml and /robots.txt, with absolute addresses from the configured origin (PUBLIC_ORIGIN); each
 * page in Portuguese and in Spanish, each naming the other (issue 31).
 */
async function get(path: string) {
  const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${path}`));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/** Each <url>'s alternates: hreflang → href. */
function alternatesOf(xml: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const m of xml.matchAll(/<url><loc>([^<]*)<\/loc>((?:<xhtml:link [^>]*\/>)*)<\/url>/g)) {
    const links = [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
    out.set(m[1]!.replace(/&amp;/g, "&"), Object.fromEntries(links.map((l) => [l[1]!, l[2]!.replace(/&amp;/g, "&")])));
  }
  return out;
}

/**
 * A well-formed sitemap document: the XML declaration, one root in the protocol's namespace (a urlset also in XHTML's,
 * for the alternates), one <loc> per entry, and in a urlset three alternates per <url> (pt-PT, es-ES, x-default).
 */
function expectSitemapShape(xml: string, root: "urlset" | "sitemapindex", entry: "url" | "sitemap") {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const ns = root === "urlset" ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  expect(xml).toMatch(new RegExp(`^<\\?xml[^>]*>\\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${ns}>\\n[\\s\\S]*</${root}>\\n$`));
  const links = entry === "url" ? "(?:<xhtml:link [^>]*/>){3}" : "";
  const entries = xml.match(new RegExp(`<${entry}><loc>[^<]+</loc>${links}</${entry}>`, "g")) ?? [];
  expect(entries.length).toBe(locs(xml).length);
  // The declaration, the root's two tags and per entry four (and three links): nothing else.
  expect(xml.match(/</g)!.length).toBe(3 + entries.length * (entry === "url" ? 7 : 4));
}

beforeAll(async () => {
  await seedCatalogFixture();
});

describe("GET /sitemap.xml", () => {
  it("lists the home, the listings, every active product and the information pages, absolute", async () => {
    const { status, headers, text } = await get("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("application/xml");
    expectSitemapShape(text, "urlset", "url");
    const urls = locs(text);
    for (const u of urls) expect(new URL(u).origin).toBe(SHOP_ORIGIN);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain("http://shop.test/");
    expect(urls).toContain("http://shop.test/catalogo");
    expect(urls).toContain("http://shop.test/sono-conforto");
    expect(urls).toContain("http://shop.test/sono-conforto?sub=berco-portatil");
    expect(urls).toContain("http://shop.test/educational-toys");
    // An alias of a category's page is not listed: its canonical address is.
    expect(urls).not.toContain("http://shop.test/brinquedos-atividades");
    for (const id of [1, 2, 3, 4, 5, 7]) expect(urls).toContain(`http://shop.test/produto/${id}`);
    expect(urls).not.toContain("http://shop.test/produto/6");
    for (const p of ["/contacto", "/termos-condicoes", "/politica-privacidade", "/perguntas-frequentes"]) expect(urls).toContain(`http://shop.test${p}`);
    for (const u of urls) expect(u).not.toMatch(/minha-conta|mi-cuenta|checkout|\/api\//);
  });

  it("lists each page in Spanish too, under /es/, each naming both and x-default (the Portuguese)", async () => {
    const { text } = await get("/sitemap.xml");
    const alternates = alternatesOf(text);
    const pairs: [string, string][] = [
      ["/", "/es/"],
      ["/catalogo", "/es/catalogo"],
      ["/sono-conforto", "/es/sueno-confort"],
      ["/sono-conforto?sub=berco-portatil", "/es/sueno-confort?subcategoria=berco-portatil"],
      ["/educational-toys", "/es/juguetes-educativos"],
      ["/produto/1", "/es/producto/1"],
      ["/contacto", "/es/contacto"],
      ["/termos-condicoes", "/es/terminos-condiciones"],
      ["/livre-resolucao", "/es/desistimiento"],
    ];
    for (const [pt, es] of pairs) {
      const expected = { "pt-PT": `${SHOP_ORIGIN}${pt}`, "es-ES": `${SHOP_ORIGIN}${es}`, "x-default": `${SHOP_ORIGIN}${pt}` };
      expect(alternates.get(`${SHOP_ORIGIN}${pt}`), pt).toEqual(expected);
      expect(alternates.get(`${SHOP_ORIGIN}${es}`), es).toEqual(expected);
    }
    expect(alternates.has(`${SHOP_ORIGIN}/es/producto/6`)).toBe(false);
    // As many Spanish addresses as Portuguese ones.
    const urls = [...alternates.keys()];
    expect(urls.filter((u) => u.startsWith(`${SHOP_ORIGIN}/es/`)).length * 2).toBe(urls.length);
  });

  it("becomes an index of parts beyond the per-file limit, each part within it and holding a page's two languages", () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ pt: `/produto/${i + 1}`, es: `/es/producto/${i + 1}` }));
    // At most 5 URLs a file: two pages (four URLs) a part, four parts.
    const index = sitemapXml(SHOP_ORIGIN, all, 0, 5)!;
    expectSitemapShape(index, "sitemapindex", "sitemap");
    expect(locs(index)).toEqual([1, 2, 3, 4].map((n) => `http://shop.test/sitemap-${n}.xml`));
    const parts = [1, 2, 3, 4].map((n) => sitemapXml(SHOP_ORIGIN, all, n, 5)!);
    for (const p of parts) expectSitemapShape(p, "urlset", "url");
    for (const p of parts) expect(locs(p).length).toBeLessThanOrEqual(5);
    expect(parts.flatMap(locs)).toEqual(all.flatMap((p) => [`${SHOP_ORIGIN}${p.pt}`, `${SHOP_ORIGIN}${p.es}`]));
    expect(sitemapXml(SHOP_ORIGIN, all, 5, 5)).toBeNull();
    // Within the limit there is one file and no parts.
    expect(locs(sitemapXml(SHOP_ORIGIN, all, 0, 14)!)).toHaveLength(14);
    expect(sitemapXml(SHOP_ORIGIN, all, 1, 14)).toBeNull();
  });

  it("answers 404 for a part that does not exist while everything fits in one file", async () => {
    expect((await get("/sitemap-1.xml")).status).toBe(404);
  });
});

describe("GET /robots.txt", () => {
  it("closes the API, the account and checkout, and points to the sitemap", async () => {
    const { status, headers, text } = await get("/robots.txt");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("text/plain");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const p of [
      "/api/",
      "/checkout",
      "/minha-conta",
      "/meus-pedidos",
      "/meus-dados",
      "/enderecos",
      "/favoritos",
      "/auth",
      "/es/checkout",
      "/es/mi-cuenta",
      "/es/mis-pedidos",
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines.filter((l) => l.startsWith("Disallow:")).some((l) => /produto|catalogo|sono-conforto/.test(l) || l === "Disallow: /")).toBe(false);
    expect(lines).toContain("Sitemap: http://shop.test/sitemap.xml");
    for (const l of lines) expect(l === "" || /^(User-agent|Disallow|Sitemap): \S+$/.test(l), l).toBe(true);
  });
});
