import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sitemapXml } from "../../worker/features/pages/sitemap";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { SHOP_ORIGIN } from "./setup/request";

/** Decision 0019: /sitemap.xml and /robots.txt, with absolute addresses from the configured origin (PUBLIC_ORIGIN). */
async function get(path: string) {
  const res = await exports.default.fetch(new Request(`${SHOP_ORIGIN}${path}`));
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/** A well-formed sitemap document: the XML declaration, one root in the protocol's namespace, one <loc> per entry. */
function expectSitemapShape(xml: string, root: "urlset" | "sitemapindex", entry: "url" | "sitemap") {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toMatch(new RegExp(`^<\\?xml[^>]*>\\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\\n[\\s\\S]*</${root}>\\n$`));
  const entries = xml.match(new RegExp(`<${entry}><loc>[^<]+</loc></${entry}>`, "g")) ?? [];
  expect(entries.length).toBe(locs(xml).length);
  // The declaration, the root's two tags and four per entry: nothing else.
  expect(xml.match(/</g)!.length).toBe(3 + entries.length * 4);
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
    for (const u of urls) expect(u).not.toMatch(/minha-conta|checkout|\/api\//);
  });

  it("becomes an index of parts beyond the per-file limit, each part within it", () => {
    const all = Array.from({ length: 7 }, (_, i) => `/produto/${i + 1}`);
    const index = sitemapXml(SHOP_ORIGIN, all, 0, 3)!;
    expectSitemapShape(index, "sitemapindex", "sitemap");
    expect(locs(index)).toEqual(["http://shop.test/sitemap-1.xml", "http://shop.test/sitemap-2.xml", "http://shop.test/sitemap-3.xml"]);
    const parts = [1, 2, 3].map((n) => sitemapXml(SHOP_ORIGIN, all, n, 3)!);
    for (const p of parts) expectSitemapShape(p, "urlset", "url");
    expect(parts.flatMap(locs)).toEqual(all.map((p) => `${SHOP_ORIGIN}${p}`));
    expect(sitemapXml(SHOP_ORIGIN, all, 4, 3)).toBeNull();
    // Within the limit there is one file and no parts.
    expect(locs(sitemapXml(SHOP_ORIGIN, all, 0, 7)!)).toHaveLength(7);
    expect(sitemapXml(SHOP_ORIGIN, all, 1, 7)).toBeNull();
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
    for (const p of ["/api/", "/checkout", "/minha-conta", "/meus-pedidos", "/meus-dados", "/enderecos", "/favoritos", "/auth"]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines.filter((l) => l.startsWith("Disallow:")).some((l) => /produto|catalogo|sono-conforto/.test(l) || l === "Disallow: /")).toBe(false);
    expect(lines).toContain("Sitemap: http://shop.test/sitemap.xml");
    for (const l of lines) expect(l === "" || /^(User-agent|Disallow|Sitemap): \S+$/.test(l), l).toBe(true);
  });
});
