import { expect, type Page, type Request } from "@playwright/test";
import { copies } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { LANGUAGES } from "../../shared/languages";
import { pathsFor } from "../../shared/page-tables";
import { signInAsOwner } from "./support/back-office";
import { escapeRe, productCards } from "./support/catalog";
import { test } from "./support/fixtures";
import { chunkOf, holdBack } from "./support/hold-back";
import { customerWithAddress, placeOrder, productsToOrder } from "./support/orders";

/**
 * Issue 44, decisions/0063: a client-side navigation asks for the next page's data side by side with its code, not
 * after it. Each test holds the page's own chunk back and sees the page's API request made while the chunk is still
 * held, then lets the chunk go and sees the page's content: with the data asked for only once the code has arrived
 * (as before), the request never comes while the chunk is held.
 */

/** The API request for exactly this path (and method GET), from now on. */
const apiRequest = (page: Page, path: string) =>
  page.waitForRequest((r: Request) => r.method() === "GET" && new URL(r.url()).pathname === path, { timeout: 10_000 });

/** A navigation of the app's own router (as its links and buttons make), with no tap or hover to hint at it before. */
const routerNavigation = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);

for (const lang of LANGUAGES) {
  const t = copies[lang];
  const paths = pathsFor(lang);

  test(`listing → product: the product's data is asked for while its page's code is still on its way (${lang}) @phone`, async ({ page }) => {
    await page.goto(paths.catalogue);
    const link = productCards(page).first().getByRole("link").first();
    const id = /\/(\d+)(?:\?|$)/.exec((await link.getAttribute("href")) ?? "")?.[1];
    expect(id).toBeDefined();
    const chunk = await holdBack(page, chunkOf("product-page"));
    const data = apiRequest(page, `/api/products/${id}`);
    await link.click();
    await chunk.asked;
    await data;
    chunk.release();
    await expect(page).toHaveURL(new RegExp(`${escapeRe(paths.product(Number(id)))}(\\?|$)`));
    // The product page's own content (its back button is drawn with the product), its name as the heading.
    await expect(page.getByRole("button", { name: t.product.back, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("listing → /meus-pedidos: the customer's orders are asked for while the page's code is still on its way @phone", async ({ page }) => {
  const customer = await customerWithAddress(page, "prefetch-orders");
  const [line] = await productsToOrder(page, 1);
  await placeOrder(page, customer, [{ ...line!, quantity: 1 }]);
  await page.goto("/sono-conforto");
  // The session is known (the header shows the account) before the navigation, as when a customer uses the shop.
  await page.waitForLoadState("networkidle");
  const chunk = await holdBack(page, chunkOf("orders-page"));
  const data = apiRequest(page, "/api/orders");
  await routerNavigation(page, "/meus-pedidos");
  await chunk.asked;
  await data;
  chunk.release();
  await expect(page.getByRole("list", { name: copies.pt.orderPages.listLabel }).getByRole("listitem").first()).toBeVisible();
});

test("shop → back-office: who is here and the orders list are asked for while the back-office's code is still on its way", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/sono-conforto");
  await page.waitForLoadState("networkidle");
  const chunk = await holdBack(page, chunkOf("admin-app"));
  const me = apiRequest(page, "/api/admin/me");
  const orders = apiRequest(page, "/api/admin/orders");
  await routerNavigation(page, "/admin/encomendas");
  await chunk.asked;
  await Promise.all([me, orders]);
  chunk.release();
  await expect(page.getByRole("heading", { level: 1, name: adminCopy.orders.title })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
});
