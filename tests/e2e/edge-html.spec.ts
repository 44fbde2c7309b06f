import { expect, type Page } from "@playwright/test";
import { copy } from "../../shared/copy";
import { apiJson, productCards } from "./support/catalog";
import { test } from "./support/fixtures";

/**
 * Decision 0019: the worker writes the first screen's catalogue data into the HTML, so on a first load the first
 * product card paints without the page asking the API for it.
 */

/** Every catalogue read of products the page makes (listing pages, search, a product's detail). */
function productRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/products")) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

test("a listing's first card paints with no request to /api/products for its first page", async ({ page, request }) => {
  const first = (await apiJson(request, "/api/products?category=sono-conforto&sort=featured&page=1")).items[0];
  const asked = productRequests(page);
  await page.goto("/sono-conforto");
  await expect(productCards(page).first()).toContainText(first.name);
  await expect(page.getByText(/produtos encontrados/)).toBeVisible();
  // Later pages may load as the shopper scrolls; the first never goes to the API.
  expect(asked.filter((u) => u.startsWith("/api/products?") && !/[?&]page=[2-9]/.test(u))).toEqual([]);
  // The query the page asked for is the one the worker inlined: changing a filter asks the API as before.
  await page.getByRole("button", { name: "Berço Portátil", exact: true }).click();
  await expect.poll(() => asked.some((u) => u.includes("subcategory=berco-portatil"))).toBe(true);
});

test("a product page paints its product with no request to /api/products/:id", async ({ page, request }) => {
  const first = (await apiJson(request, "/api/products?category=sono-conforto&sort=featured&page=1")).items[0];
  const asked = productRequests(page);
  await page.goto(`/produto/${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  await expect(page).toHaveTitle(`${first.name} | ${copy.brand}`);
  expect(asked.filter((u) => u === `/api/products/${first.id}`)).toEqual([]);
});

test("search results paint with no request for their first page", async ({ page }) => {
  const asked = productRequests(page);
  await page.goto("/pesquisa?q=body");
  await expect(productCards(page).first()).toBeVisible();
  expect(asked.filter((u) => u.startsWith("/api/products/search") && !/[?&]page=[2-9]/.test(u))).toEqual([]);
});

test("an unknown product answers 404 and still shows the shop's not-found message", async ({ page }) => {
  const res = await page.goto("/produto/999999");
  expect(res?.status()).toBe(404);
  await expect(page.getByText(copy.product.notFound)).toBeVisible();
  const unknown = await page.goto("/nao-existe-esta-pagina");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: copy.notFound.title })).toBeVisible();
});

/**
 * Decision 0022: catalogue pages arrive drawn by the worker with the app's own components, and the app takes the
 * drawing over (hydration) without redrawing it: React reports any difference between the two as an error.
 */
function hydrationProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match|server rendered/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

test("catalogue pages are drawn before any script runs, and the app takes them over without a difference @phone", async ({ browser, request }) => {
  const first = (await apiJson(request, "/api/products?category=sono-conforto&sort=featured&page=1")).items[0];
  // No JavaScript at all: what a crawler, a link preview or a very slow phone sees first.
  const bare = await browser.newPage({ javaScriptEnabled: false });
  await bare.goto("/sono-conforto");
  await expect(bare.getByRole("heading", { level: 1, name: "Sono e Conforto" })).toBeVisible();
  await expect(productCards(bare).first()).toContainText(first.name);
  await bare.goto(`/produto/${first.id}`);
  await expect(bare.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
  await bare.close();

  // With a cart in storage (the drawing shows none): the app takes over, then shows the shopper's own.
  const page = await browser.newPage();
  const problems = hydrationProblems(page);
  await page.goto("/");
  await page.evaluate((product) => {
    localStorage.setItem(
      "mae-bebe-cart",
      JSON.stringify([
        {
          id: product.id,
          variantId: null,
          name: product.name,
          priceCents: product.priceCents,
          imageKey: null,
          sku: product.sku,
          quantity: 2,
          stockQuantity: 50,
        },
      ]),
    );
  }, first);
  for (const path of ["/", "/sono-conforto", `/produto/${first.id}`, "/pesquisa?q=body"]) {
    await page.goto(path);
    await page.waitForFunction(() => !document.querySelector("#root[data-rendered]"));
    await expect(page.getByRole("button", { name: copy.common.cartWithCount(2) })).toBeVisible();
  }
  expect(problems).toEqual([]);
  await page.close();
});

test("a tap on a drawn page before the app has taken it over is given to the app once it has", async ({ browser, request }) => {
  const listing = await apiJson(request, "/api/products?category=sono-conforto&sort=featured&page=1");
  const product = listing.items.find((p: { variantCount: number; stockQuantity: number }) => p.variantCount === 1 && p.stockQuantity > 0);
  // A page of its own (not the fixture's, which waits for the takeover), with the app's entry held back.
  const page = await browser.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until load: an entry asked for before it (start-app.js asks 300 ms after the first paint at the latest) delays
  // the load event, which would then wait for the release. start-app.js has run by DOMContentLoaded.
  await page.goto(`/produto/${product.id}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: copy.product.addToCart }).click();
  await expect(page.locator("#root")).toHaveAttribute("data-rendered", "");
  release();
  await page.waitForFunction(() => !document.querySelector("#root[data-rendered]"));
  await expect(page.getByRole("button", { name: copy.common.cartWithCount(1) })).toBeVisible();
  await page.close();
});
