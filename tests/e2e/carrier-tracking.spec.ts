import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { axe } from "./support/a11y";
import { signInAs } from "./support/accounts";
import { signInAsStaff } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

// Issue 49: the carrier's tracking reaches the order. A paid order's label is bought and the order sent with it; the
// simulator's carrier moves the parcel (in transit, out for delivery, delivered: each a signed event through the
// webhook), the order becomes ENTREGUE and its customer reads the parcel's history in 'Meus Pedidos'.
const t = copy.orderPages;

test("the simulator's 'delivered' turns the order ENTREGUE and the customer sees the parcel's history @phone", async ({ page }) => {
  test.slow();
  const { email, ...order } = await paidOrder(page, "seguimento");
  await signInAsStaff(page);
  const api = (path: string, data?: unknown) => page.request.post(path, { data, headers: { Origin: MAIN_SHOP_URL } });
  const label = await api(`/api/admin/shipping-labels/${order.orderId}`, { box: "media", weightGrams: 900 });
  expect(label.status()).toBe(200);
  const { trackingCode, carrier } = ((await label.json()) as { label: { trackingCode: string; carrier: string } }).label;
  expect((await api(`/api/admin/orders/${order.orderId}/prepare`)).status()).toBe(200);
  expect((await api(`/api/admin/orders/${order.orderId}/ship`, { carrier, trackingNumber: trackingCode })).status()).toBe(200);
  for (const status of ["in_transit", "out_for_delivery", "delivered"])
    expect((await api("/api/dev/carrier-simulator/events", { trackingCode, status })).status()).toBe(200);

  await signInAs(page, email);
  await page.goto("/meus-pedidos");
  const card = page.getByRole("article", { name: t.orderHeading(order.number) });
  await expect(card.getByText(t.status.delivered, { exact: true }).first()).toBeVisible();
  const history = card.getByRole("region", { name: t.trackingHistory });
  await expect(history.getByRole("listitem")).toHaveText([
    new RegExp(`^${t.trackingStatus.delivered}`),
    new RegExp(`^${t.trackingStatus.out_for_delivery}`),
    new RegExp(`^${t.trackingStatus.in_transit}`),
  ]);
  await axe(page, "/meus-pedidos with a parcel's history");
});
