import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page } from "@playwright/test";
import { MAIN_SHOP_URL } from "./servers";

let ip = 40;

/** Signs the page in as the development owner (npm start's seed), from an address of its own (the sign-in limit). */
export async function signInAsOwner(page: Page) {
  await page.context().clearCookies();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { email: "dono@exemplo.pt", password: "Dono#2026loja", csrfToken },
    headers: { "X-Auth-Return-Redirect": "1", Origin: MAIN_SHOP_URL, "CF-Connecting-IP": `198.51.100.${ip++}` },
  });
  expect(res.ok()).toBe(true);
}

/** axe-core (WCAG 2.1 AA) on the page as it is; violations are soft failures naming where. */
export async function axe(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect.soft(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The owner moves a paid order to ENTREGUE through the back-office's API (EM PROCESSAMENTO, ENVIADO with CTT, ENTREGUE
 * today), from a browser context of their own so the shopper's page stays signed in as the shopper.
 */
export async function deliverAsOwner(browser: Browser, orderId: string) {
  const context = await browser.newContext();
  try {
    const owner = await context.newPage();
    await signInAsOwner(owner);
    const headers = { Origin: MAIN_SHOP_URL };
    const base = `/api/admin/orders/${orderId}`;
    expect((await owner.request.post(`${base}/prepare`, { headers })).status()).toBe(200);
    expect((await owner.request.post(`${base}/ship`, { headers, data: { carrier: "ctt", trackingNumber: "RR123456785PT" } })).status()).toBe(200);
    const deliveredOn = new Date().toISOString().slice(0, 10);
    expect((await owner.request.post(`${base}/deliver`, { headers, data: { deliveredOn } })).status()).toBe(200);
  } finally {
    await context.close();
  }
}
