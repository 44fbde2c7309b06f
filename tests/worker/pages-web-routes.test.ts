import { renderPage } from "@ssr/render-page";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING_PAGES } from "../../shared/categories";
import { copy } from "../../shared/copy";
import { paths } from "../../shared/paths";
import { ROUTE_KEYS, ROUTES, routePatterns } from "../../shared/routes";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { meta, page } from "./setup/html";

/**
 * The route table (shared/routes.ts) is the one list of the shop's pages (issue 30 item 17): the web's router draws each
 * of its pages and the worker answers each of them, with the table's audience. The web's and the worker's records of
 * pages (`Record<RouteKey, …>`) make a missing page a type error; this file checks the same at run time, on the web's
 * own app (drawn as the worker draws a first screen) and on the worker's answers.
 */

/** Every page of the table as a URL (a parameter filled in with an active product of the fixture). */
const tableUrls = ROUTE_KEYS.flatMap((key) => routePatterns(key).map((pattern) => ({ key, url: pattern.replace(/:\w+/g, "1") })));

/** The web app's markup for a URL, as the worker's renderer draws it (no data: the pages show their loading state). */
const drawn = (url: string) => renderPage(url, []);

beforeAll(async () => {
  await seedCatalogFixture();
});

describe("the route table", () => {
  it("holds every page: the catalogue's, the listings, the account's, the checkout's and the information pages", () => {
    const urls = tableUrls.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining([paths.home, paths.search(), paths.orders, paths.withdrawal, paths.checkoutPayment(), "/produto/1"]));
    expect(urls).toEqual(expect.arrayContaining(LISTING_PAGES.map((p) => p.path)));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThan(40);
  });

  it("the web app has a page for each (never its not-found page)", async () => {
    // The check below sees the not-found page where the app has none.
    expect(await drawn("/nao-existe")).toContain(copy.notFound.title);
    const missing: string[] = [];
    for (const { url } of tableUrls) if ((await drawn(url)).includes(copy.notFound.title)) missing.push(url);
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
