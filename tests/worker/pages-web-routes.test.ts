/// <reference types="vite/client" />
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING_PAGES } from "../../shared/categories";
import { paths, routePatterns } from "../../shared/paths";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { page } from "./setup/html";

/**
 * Every page the web's router draws is a page the worker serves (issue 30 item 17): the route table is read from the
 * router's own source, so a page added there without its worker page fails here instead of answering 404 with noindex.
 */
const sources = import.meta.glob<string>(["../../web/app/router.tsx", "../../web/app/other-routes.tsx"], { query: "?raw", import: "default", eager: true });
const routeSource = Object.values(sources).join("\n");

/** `path={paths.x}`, `path={paths.x()}`, `path={routePatterns.x}` and the listing pages' `def.path`, as concrete URLs. */
function webRoutePaths(): string[] {
  const found = [...routeSource.matchAll(/path=\{([^}]+)\}/g)].map((m) => m[1]!.trim());
  const urls = found.flatMap((expr): string[] => {
    const p = /^paths\.(\w+)(\(\))?$/.exec(expr);
    if (p) {
      const value = paths[p[1] as keyof typeof paths];
      return [typeof value === "function" ? (value as () => string)() : value];
    }
    const r = /^routePatterns\.(\w+)$/.exec(expr);
    if (r) return [routePatterns[r[1] as keyof typeof routePatterns].replace(":id", "1")];
    if (expr === "def.path") return LISTING_PAGES.map((d) => d.path);
    throw new Error(`a route path this test cannot read: ${expr}`);
  });
  return [...new Set(urls)];
}

beforeAll(async () => {
  await seedCatalogFixture();
});

describe("the web's routes and the worker's pages", () => {
  it("reads the router's whole table", () => {
    const urls = webRoutePaths();
    expect(urls).toEqual(expect.arrayContaining([paths.search(), paths.orders, paths.withdrawal, paths.checkoutPayment(), "/produto/1"]));
    expect(urls.length).toBeGreaterThan(30);
  });

  it("every route the web draws is served by the worker (never its 404 page)", async () => {
    const missing: string[] = [];
    for (const url of webRoutePaths()) {
      const { status } = await page(url);
      if (status === 404) missing.push(url);
    }
    expect(missing).toEqual([]);
  });
});
