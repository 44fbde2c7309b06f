import { type Browser, expect, type Page } from "@playwright/test";
import { signInAs } from "./accounts";
import { MAIN_SHOP_URL } from "./servers";

/** The development owner and staff member (npm start's seed). */
export const OWNER = { email: "dono@exemplo.pt", password: "Dono#2026loja" };
export const STAFF = { email: "equipa@exemplo.pt", password: "Dono#2026loja" };

export const signInAsOwner = (page: Page) => signInAs(page, OWNER.email, OWNER.password);
export const signInAsStaff = (page: Page) => signInAs(page, STAFF.email, STAFF.password);

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
