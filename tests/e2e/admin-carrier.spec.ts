import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { axe } from "./support/a11y";
import { lastMail, signInAs } from "./support/accounts";
import { signInAsStaff } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";

/**
 * Issue 44: in the back-office's shipping form, 'Outra' asks for the carrier's name (refused without it), and the
 * customer reads that name in /meus-pedidos and in the 'enviado' e-mail, never 'outra transportadora'.
 */
const t = adminCopy;

test("shipping with 'Outra' asks for the carrier's name; the shopper reads it in 'Meus Pedidos' and the e-mail @phone", async ({ page }) => {
  test.slow();
  const { email, ...order } = await paidOrder(page, "outra");

  await signInAsStaff(page);
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
  await axe(page, "/admin/encomendas/:id (carrier's name missing)");

  await ship.getByLabel(t.order.carrierName).fill("Transportes Silva");
  await ship.getByRole("button", { name: t.order.ship }).click();
  await expect(page.getByText(copy.orderPages.status.shipped).first()).toBeVisible();
  // The back-office names the carrier typed.
  await expect(page.getByText("Transportes Silva · ABC-12345")).toBeVisible();

  // The shopper: the carrier's name in 'Meus Pedidos' and in the e-mail.
  await signInAs(page, email);
  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: copy.orderPages.orderHeading(order.number) });
  await expect(card.getByText(copy.orderPages.shipment("Transportes Silva", "ABC-12345"))).toBeVisible();
  await expect(card.getByText(copy.orderPages.otherCarrier)).toHaveCount(0);
  const mail = await lastMail(page.request, email, copy.orders.fulfilmentMail.shippedSubject(order.number));
  expect(mail.text).toContain(copy.orders.fulfilmentMail.carrier("Transportes Silva"));
  expect(mail.text).not.toContain(copy.orders.fulfilmentMail.otherCarrier);
});
