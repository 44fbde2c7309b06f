import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonForScript } from "../../worker/features/pages/html-safety";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { canonical, initialData, jsonLd, meta, page, scripts, title } from "./setup/html";
import { api } from "./setup/request";

/** Decision 0019: the pages' cache and indexing headers, the bare page without data, and escaping of inlined JSON. */
beforeAll(async () => {
  await seedCatalogFixture();
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
