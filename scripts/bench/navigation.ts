import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { orderPagesCopy } from "../../shared/copy/pt/order-pages.ts";

/** The account and back-office pages must show their content within this after a client-side navigation (issue 44). */
export const NAVIGATION_TARGET_MS = 1000;

/** The development owner of the back-office (scripts/seed-back-office.ts), who also buys here to have orders of their own. */
const OWNER = { email: "dono@exemplo.pt", password: "Dono#2026loja" };
const LISTING = "/sono-conforto";
const ADDRESS = {
  firstName: "Dona",
  fullName: "Dona da Loja",
  phone: "+351912000001",
  country: "PT",
  zipCode: "1100-148",
  state: "Lisboa",
  city: "Lisboa",
  address: "Rua Augusta",
  number: "10",
  neighborhood: "Santa Maria Maior",
  propertyType: "casa",
};

export interface NavigationResult {
  /** What was timed: from the tap (or the router's navigation) until the page's content shows. */
  name: string;
  /** The CPU slowed this many times (CDP), 1 on this machine as it is. */
  cpu: number;
  medianMs: number;
  runs: number[];
  /** The target it is held to, when it has one. */
  targetMs: number | null;
}

/** Signs the context in as the owner and gives them an order (pending payment), so /meus-pedidos and /admin list one. */
async function ownerWithAnOrder(context: BrowserContext, base: string) {
  const headers = { Origin: base, "CF-Connecting-IP": "198.51.100.250" };
  const { csrfToken } = (await (await context.request.get(`${base}/api/auth/csrf`)).json()) as { csrfToken: string };
  const signIn = await context.request.post(`${base}/api/auth/callback/credentials`, {
    form: { ...OWNER, csrfToken },
    headers: { ...headers, "X-Auth-Return-Redirect": "1" },
  });
  if (!signIn.ok()) throw new Error(`navigation bench: sign-in ${signIn.status()}`);
  const address = await context.request.post(`${base}/api/addresses`, { headers, data: ADDRESS });
  if (address.status() !== 201) throw new Error(`navigation bench: address ${address.status()} ${await address.text()}`);
  const addressId = ((await address.json()) as { address: { id: string } }).address.id;
  type Item = { id: number; stockQuantity: number; variantCount: number };
  const { items } = (await (await context.request.get(`${base}/api/products?category=${LISTING.slice(1)}`)).json()) as { items: Item[] };
  const item = items.find((p) => p.variantCount === 1 && p.stockQuantity >= 2);
  if (!item) throw new Error("navigation bench: no product with stock to order");
  const { product } = (await (await context.request.get(`${base}/api/products/${item.id}`)).json()) as { product: { variants: { id: number }[] } };
  const lines = [{ productId: item.id, variantId: product.variants[0]!.id, quantity: 1 }];
  const quote = await context.request.post(`${base}/api/shipping/quotes`, { headers, data: { country: "PT", postalCode: ADDRESS.zipCode, items: lines } });
  if (!quote.ok()) throw new Error(`navigation bench: quote ${quote.status()} ${await quote.text()}`);
  const { quoteId, options } = (await quote.json()) as { quoteId: string; options: { id: string }[] };
  const order = await context.request.post(`${base}/api/orders`, { headers, data: { items: lines, quoteId, optionId: options[0]!.id, addressId } });
  if (order.status() !== 201) throw new Error(`navigation bench: order ${order.status()} ${await order.text()}`);
}

/** The listing as a shopper opens it: drawn by the worker, taken over by the app, nothing left in flight. */
async function openListing(page: Page, base: string) {
  await page.goto(`${base}${LISTING}`, { waitUntil: "load" });
  await page.waitForFunction(() => !document.querySelector("#root[data-rendered]"));
  await page.waitForLoadState("networkidle");
}

/**
 * Milliseconds from the moment marked in the page (`__navStart`) until the content shows, checked at every frame: a
 * heading with the product's name beside a price (`product`), or an element matching the selector.
 */
async function until(page: Page, shown: { product: string } | { selector: string }): Promise<number> {
  const handle = await page.waitForFunction(
    (want) => {
      const ok =
        "product" in want
          ? [...document.querySelectorAll("h1")].some((h) => h.textContent === want.product) &&
            [...document.querySelectorAll("main .text-3xl")].some((p) => p.textContent?.includes("€"))
          : document.querySelector(want.selector) !== null;
      return ok ? performance.now() - (window as unknown as { __navStart: number }).__navStart : false;
    },
    shown,
    { polling: "raf", timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** A navigation made by the app's router itself (as a link of the app does), without a tap to hint at it beforehand. */
const routerNavigation = (page: Page, path: string) =>
  page.evaluate((to) => {
    (window as unknown as { __navStart: number }).__navStart = performance.now();
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);

type Journey = { name: string; targetMs: number | null; run: (page: Page, base: string) => Promise<number> };

const JOURNEYS: Journey[] = [
  {
    name: "listing → product (tap on a card) until its name and price show",
    targetMs: null,
    async run(page, base) {
      await openListing(page, base);
      const card = page.locator('main a[href^="/produto/"]').first();
      const id = (await card.getAttribute("href"))!.split("/").at(-1);
      const { product } = (await (await page.request.get(`${base}/api/products/${id}`)).json()) as { product: { name: string } };
      await page.evaluate(() =>
        addEventListener("click", () => ((window as unknown as { __navStart: number }).__navStart = performance.now()), { capture: true, once: true }),
      );
      await card.click();
      return until(page, { product: product.name });
    },
  },
  {
    name: "listing → /meus-pedidos (signed in, with an order) until the list shows",
    targetMs: NAVIGATION_TARGET_MS,
    async run(page, base) {
      await openListing(page, base);
      await routerNavigation(page, "/meus-pedidos");
      return until(page, { selector: `ul[aria-label="${orderPagesCopy.orderPages.listLabel}"] > li` });
    },
  },
  {
    name: "listing → back-office orders (/admin/encomendas) until the table shows",
    targetMs: NAVIGATION_TARGET_MS,
    async run(page, base) {
      await openListing(page, base);
      // /admin itself is the dashboard since issue 48; the orders' list has its own path.
      await routerNavigation(page, "/admin/encomendas");
      return until(page, { selector: "main table tbody tr" });
    },
  },
];

/**
 * Client-side navigation (issue 44): in a phone-sized Chromium signed in as the development owner (with an order of
 * their own), each journey `runs` times, each in a fresh context (nothing cached from the run before: the page's code
 * and data come from the server each time), on this machine as it is and with the CPU slowed 4× (a busy phone). The
 * median of each.
 */
export async function measureNavigation(base: string, runs = 5): Promise<NavigationResult[]> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const setup = await browser.newContext();
    await ownerWithAnOrder(setup, base);
    const storageState = await setup.storageState();
    await setup.close();
    const results: NavigationResult[] = [];
    for (const cpu of [1, 4]) {
      for (const journey of JOURNEYS) {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const context = await browser.newContext({ storageState, viewport: { width: 390, height: 844 } });
          const page = await context.newPage();
          if (cpu > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
          try {
            times.push(await journey.run(page, base));
          } catch (error) {
            // What the page showed instead, for whoever reads the failure.
            mkdirSync(".tmp", { recursive: true });
            await page.screenshot({ path: ".tmp/navigation-bench-failure.png" }).catch(() => {});
            const shown = await page
              .locator("body")
              .innerText()
              .catch(() => "");
            throw new Error(`${journey.name} at ${page.url()}: ${String(error)}\n${shown.slice(0, 400)}`);
          } finally {
            await context.close();
          }
        }
        const sorted = [...times].sort((a, b) => a - b);
        results.push({ name: journey.name, cpu, medianMs: sorted[Math.floor(sorted.length / 2)]!, runs: times, targetMs: cpu === 1 ? journey.targetMs : null });
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
