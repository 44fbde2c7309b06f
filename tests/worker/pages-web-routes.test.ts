import { renderPage } from "@ssr/render-page";
import { renderPage as renderPageEs } from "@ssr/render-page-es";
import { beforeAll, describe, expect, it } from "vitest";
import { copies, copy } from "../../shared/copy";
import { LANGUAGES, type Lang } from "../../shared/languages";
import { LISTING_PAGES, routePatterns } from "../../shared/page-tables";
import { paths } from "../../shared/paths";
import { ROUTE_KEYS, ROUTES } from "../../shared/routes";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { meta, page } from "./setup/html";

/**
 * The route table (shared/routes.ts) is the one list of the shop's pages (issue 30 item 17): the web's router draws each
 * of its pages and the worker answers each of them, with the table's audience. The web's and the worker's records of
 * pages (`Record<RouteKey, …>`) make a missing page a type error; this file checks the same at run time, on the web's
 * own app (drawn as the worker draws a first screen) and on the worker's answers.
 */

/** Every page of the table as a URL in each language (a parameter filled in with an active product of the fixture). */
const tableUrls = LANGUAGES.flatMap((lang) =>
  ROUTE_KEYS.flatMap((key) => routePatterns(key, lang).map((pattern) => ({ key, lang, url: pattern.replace(/:\w+/g, "1") }))),
);

/** The web app's markup for a URL, as the worker's renderer of the language's build draws it (no data: the pages show their loading state). */
const drawn = (url: string, lang: Lang = "pt") => (lang === "es" ? renderPageEs : renderPage)(url, []);

beforeAll(async () => {
  await seedCatalogFixture();
});

describe("the route table", () => {
  it("holds every page: the catalogue's, the listings, the account's, the checkout's and the information pages", () => {
    const urls = tableUrls.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining([paths.home, paths.search(), paths.orders, paths.withdrawal, paths.checkoutPayment(), "/produto/1"]));
    expect(urls).toEqual(expect.arrayContaining(LISTING_PAGES.map((p) => p.path)));
    // The Spanish pages (issue 31), each under /es/.
    expect(urls).toEqual(expect.arrayContaining(["/es/", "/es/buscar", "/es/mis-pedidos", "/es/desistimiento", "/es/producto/1", "/es/sueno-confort"]));
    expect(tableUrls.filter((r) => r.lang === "es").every((r) => r.url.startsWith("/es/"))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThan(80);
  });

  it("the web app has a page for each (never its not-found page)", async () => {
    // The check below sees the not-found page where the app has none.
    expect(await drawn("/nao-existe")).toContain(copy.notFound.title);
    expect(await drawn("/es/no-existe", "es")).toContain(copies.es.notFound.title);
    const missing: string[] = [];
    for (const { url, lang } of tableUrls) if ((await drawn(url, lang)).includes(copies[lang].notFound.title)) missing.push(url);
    expect(missing).toEqual([]);
  });

  it("the worker serves each (never its 404 page), private ones as noindex, nofollow and never cached", async () => {
    const wrong: string[] = [];
    for (const { key, url } of tableUrls) {
      const { status, headers, html } = await page(url);
      const robots = meta(html, "robots") ?? "";
      const ok =
        status === 200 &&
        (ROUTES[key].audience === "private"
          ? robots === "noindex, nofollow" && headers.get("Cache-Control") === "no-store"
          : !robots.includes("nofollow") && headers.get("Cache-Control")?.startsWith("public"));
      if (!ok) wrong.push(`${url}: ${status} ${robots} ${headers.get("Cache-Control")}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(["/nao-existe", "/minha-conta/extra", "/checkout/nada", "/produto", "/produto/1/fotos", "/Minha-Conta"])(
    "a path outside it (%s) answers 404 with noindex",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(meta(html, "robots")).toBe("noindex");
    },
  );
});
