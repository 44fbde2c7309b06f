import { expect, type Page } from "@playwright/test";
import { copies, copy } from "../../shared/copy";
import { LANGUAGES } from "../../shared/languages";
import { pathsFor } from "../../shared/page-tables";
import { findProducts, type Summary } from "./support/catalog";
import { test } from "./support/fixtures";
import { chunkOf, holdBack } from "./support/hold-back";

/**
 * Decision 0022: a catalogue page arrives drawn by the worker and looks ready before the app has taken it over. What the
 * shopper does in between (a tap on a button or a link, Ctrl/Cmd+K) is held and given to the app once it has, once and
 * in order. On a mid-range phone (the CPU slowed 4×), with a piece of the app's code held back so that the taps land
 * in a known moment: before the app's code has arrived, or while React is taking the page over.
 */

/** The app's entry, and a route's own chunk (the page's content, hydrated after the entry has started). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * A mid-range phone's CPU, and a navigation that does not wait for the takeover (the fixture's page.goto does), nor
 * for the load event: start-app.js asks for the entry at load or 300 ms after the first paint, whichever comes first,
 * and an entry asked for before load delays it, so with the entry held back the load event waited for the release
 * (seen in CI: goto timed out on a busy machine). DOMContentLoaded comes after start-app.js (a deferred script) has
 * run, so what the shopper does from then on is held; the entry it adds later does not delay it.
 */
async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.mainFrame().goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("#root")).toHaveAttribute("data-rendered", "");
}

const takenOver = (page: Page) => page.waitForFunction(() => !document.querySelector("#root[data-rendered]"));
const cartLines = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-cart") ?? "[]") as { id: number; quantity: number }[]);

let product: Summary;
test.beforeAll(async ({ request }) => {
  const [found] = await findProducts(request, (p) => p.stockQuantity >= 5);
  if (!found) throw new Error("no product with stock in the e2e shop");
  product = found;
});

// In each language's build (decisions/0039: the Spanish pages load the Spanish build, with its own entry and chunks).
for (const lang of LANGUAGES) {
  const t = copies[lang];
  test(`'${t.product.addToCart}' tapped while React takes the page over adds the product once, with its toast (${lang}) @phone`, async ({ page }) => {
    const route = await holdBack(page, chunkOf("product-page"));
    await openSlowly(page, pathsFor(lang).product(product.id));
    // The entry has run and React is hydrating (the root is React's); the product's part of the page waits for its code.
    await route.asked;
    await page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")));
    await page.getByRole("button", { name: t.product.addToCart }).click();
    route.release();
    await takenOver(page);
    await expect(page.getByText(t.cart.addedTitle)).toBeVisible();
    await expect(page.getByRole("button", { name: t.common.cartWithCount(1) })).toBeVisible();
    expect(await cartLines(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 1 })]);
  });
}

test("taps made before the app's code arrives all happen, in order: one more, add to the cart, open the cart @phone", async ({ page }) => {
  const entry = await holdBack(page, ENTRY);
  await openSlowly(page, `/produto/${product.id}`);
  await page.getByRole("button", { name: copy.product.increase }).click();
  await page.getByRole("button", { name: copy.product.addToCart }).click();
  await page.getByRole("banner").getByRole("button", { name: copy.common.cart, exact: true }).click();
  entry.release();
  await takenOver(page);
  // The quantity went to 2 before the product was added (in the other order the cart would hold 1).
  const drawer = page.getByRole("dialog", { name: copy.cart.title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(product.name)).toBeVisible();
  await expect(page.getByText(copy.cart.addedText(2, product.name))).toBeVisible();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ id: product.id, quantity: 2 })]);
});

test("a link tapped before the app's code arrives is followed by the app, once, without loading the page again @phone", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (r) => r.resourceType() === "document" && documents.push(new URL(r.url()).pathname));
  const entry = await holdBack(page, ENTRY);
  await openSlowly(page, "/");
  await page.getByRole("main").getByRole("link", { name: copy.home.discover }).click();
  // Held: the drawn home page stays until the app takes it over.
  await expect(page).toHaveURL(/\/$/);
  entry.release();
  await takenOver(page);
  await expect(page).toHaveURL(/\/catalogo$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.common.catalogue })).toBeVisible();
  expect(documents).toEqual(["/"]);
  // Once: going back leads to the home page, not to the catalogue again.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: copy.home.hero })).toBeVisible();
});

test("Ctrl+K pressed as soon as the home page shows opens the search once the app has taken over", async ({ page }) => {
  const entry = await holdBack(page, ENTRY);
  await openSlowly(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Control+k");
  entry.release();
  await takenOver(page);
  const palette = page.getByRole("dialog", { name: copy.search.paletteTitle });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole("combobox")).toBeFocused();
});
