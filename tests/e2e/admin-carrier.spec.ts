import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { lastMail, PASSWORD } from "./support/accounts";
import { test } from "./support/fixtures";
import { customerWithAddress, placeOrder, productsToOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 44: in the back-office's shipping form, 'Outra' asks for the carrier's name (refused without it), and the
 * customer reads that name in /meus-pedidos and in the 'enviado' e-mail, never 'outra transportadora'.
 */
const STAFF = "equipa@exemplo.pt";
const STAFF_PASSWORD = "Dono#2026loja";
const t = adminCopy;

let signIns = 0;
/** Signs the page's context in as `email` through Auth.js's endpoints, each time from its own client address. */
async function signInAs(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken },
    headers: { "X-Auth-Return-Redirect": "1", Origin: MAIN_SHOP_URL, "CF-Connecting-IP": `198.51.102.${++signIns}` },
  });
  expect(res.ok()).toBe(true);
}

test("shipping with 'Outra' asks for the carrier's name; the shopper reads it in 'Meus Pedidos' and the e-mail @phone", async ({ page }) => {
  test.slow();
  const email = `cliente.outra.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.pt`;
  const customer = await customerWithAddress(page, "outra", undefined, email);
  const [line] = await productsToOrder(page, 1);
  const order = await placeOrder(page, customer, [{ ...line!, quantity: 1 }]);
  expect((await page.request.post(`${order.url}/pay`, { headers: customer.headers, maxRedirects: 0 })).status()).toBe(303);

  await signInAs(page, STAFF, STAFF_PASSWORD);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  await expect(page.getByRole("heading", { name: t.order.title(order.number) })).toBeVisible();
  await page.getByRole("button", { name: t.order.prepare }).click();
  await expect(page.getByRole("status").filter({ hasText: t.order.done })).toBeVisible();

  // 'Outra' shows the name field, which is required.
  const ship = page.getByRole("form", { name: t.order.ship });
  await expect(ship.getByLabel(t.order.carrierName)).toHaveCount(0);
  await ship.getByRole("combobox", { name: t.order.carrier }).click();
  await page.getByRole("option", { name: t.order.otherCarrier, exact: true }).click();
  await ship.getByLabel(t.order.trackingNumber).fill("ABC-12345");
  await ship.getByRole("button", { name: t.order.ship }).click();
  await expect(ship.getByText(copy.orders.admin.carrierName)).toBeVisible();
  await expect(ship.getByLabel(t.order.carrierName)).toHaveAttribute("aria-invalid", "true");
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect.soft(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await ship.getByLabel(t.order.carrierName).fill("Transportes Silva");
  await ship.getByRole("button", { name: t.order.ship }).click();
  await expect(page.getByText(copy.orderPages.status.shipped).first()).toBeVisible();
  // The back-office names the carrier typed.
  await expect(page.getByText("Transportes Silva · ABC-12345")).toBeVisible();

  // The shopper: the carrier's name in 'Meus Pedidos' and in the e-mail.
  await signInAs(page, email, PASSWORD);
  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: copy.orderPages.orderHeading(order.number) });
  await expect(card.getByText(copy.orderPages.shipment("Transportes Silva", "ABC-12345"))).toBeVisible();
  await expect(card.getByText(copy.orderPages.otherCarrier)).toHaveCount(0);
  const mail = await lastMail(page.request, email, copy.orders.fulfilmentMail.shippedSubject(order.number));
  expect(mail.text).toContain(copy.orders.fulfilmentMail.carrier("Transportes Silva"));
  expect(mail.text).not.toContain(copy.orders.fulfilmentMail.otherCarrier);
});
