import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { seedCatalogFixture } from "./catalog-fixture";
import { customerWithAddress, placeOrder, stockOf, variantOf } from "./checkout";
import { Browser } from "./session";
import { STRIPE_VARS, stripeCalls, stripeServer } from "./stripe-mock";
import { HttpResponse, http } from "./supplier-mock";

/** Shared steps of the Stripe tests: the supplier's one delivery option, an order paid through Stripe, its webhook. */
export const supplierAnswer = http.post("https://supplier.test/shipping/orders.json", () =>
  HttpResponse.json({ shippingOptions: [{ shippingService: { id: "CTT-N", name: "CTT Normal", delay: "3-5 dias", carrierCode: "CTT" }, cost: 4.5 }] }),
);

/** Stripe's webhook call: no Origin of the shop, the signature is the guard. */
export const webhook = (event: { payload: string; header: string }) =>
  new Browser("203.0.113.200", STRIPE_VARS).fetch("/api/payments/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": event.header, Origin: "https://stripe.com" },
    body: event.payload,
  });

/** A signed-in customer's pending order with a Stripe Checkout session (product 4 unless said otherwise). */
export async function stripeOrder(quantity = 1, extra: Record<string, unknown> = {}, productId = 4) {
  const c = await customerWithAddress(STRIPE_VARS);
  const v = await variantOf(productId);
  const before = await stockOf(v);
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: v, quantity }], extra);
  expect(res.status).toBe(201);
  const sessionId = new URL(res.body.url).pathname.split("/").at(-1)!;
  return { ...c, v, before, orderId: res.body.orderId as string, url: res.body.url as string, sessionId };
}

/** A test file's Stripe world: the catalogue fixture, msw at api.stripe.com with the supplier's answer, calls reset per test. */
export function withStripeMock() {
  beforeAll(async () => {
    await seedCatalogFixture();
    stripeServer.listen({ onUnhandledRequest: "error" });
  });
  beforeEach(() => {
    stripeCalls.length = 0;
    stripeServer.resetHandlers();
    stripeServer.use(supplierAnswer);
  });
  afterAll(() => stripeServer.close());
}
