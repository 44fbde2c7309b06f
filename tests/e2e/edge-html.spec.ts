import { expect, type Page } from "@playwright/test";
import { copy } from "../../shared/copy";
import { apiJson } from "./support/catalog";
import { test } from "./support/fixtures";

/**
 * Decision 0019: the worker writes the first screen's catalogue data into the HTML, so on a first load the first
 * product card paints without the page asking the API for it.
 */
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/** Every catalogue read of products the page makes (listing pages, search, a product's detail). */
function productRequests(page: Page) {
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/products")) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

test("a listing's first card paints with no request to /api/products for its first page @phone", async ({ page, request }) => {
  const first = (await apiJson(request, "/api/products?category=sono-conforto&sort=featured&page=1")).items[0];
  const asked = productRequests(page);
  await page.goto("/sono-conforto");
  await expect(cards(page).first()).toContainText(first.name);
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
  await expect(cards(page).first()).toBeVisible();
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
