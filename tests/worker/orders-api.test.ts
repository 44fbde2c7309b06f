import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { parseConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { createDeps } from "../../worker/deps";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderMailsTo, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";
import { SLOW_TEST_MS } from "./setup/timeouts";

// The order routes with the embedded test payment page (no Stripe keys in this environment).

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const sessionOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;

describe("orders with the test payment page", () => {
  it("needs a session for every route", async () => {
    const b = new Browser();
    const id = crypto.randomUUID();
    for (const [path, method] of [
      ["/api/orders", "GET"],
      ["/api/orders", "POST"],
      [`/api/orders/${id}`, "GET"],
      [`/api/orders/${id}/cancel`, "POST"],
    ] as const) {
      expect((await b.json(path, method, method === "POST" ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("order → test page → Pagar: paid, one confirmation e-mail, success URL; paying again changes nothing", async () => {
    const { b, email, addressId } = await customerWithAddress();
    const v = await variantOf(4);
    const before = await stockOf(v);
    const res = await placeOrder(b, addressId, [{ productId: 4, variantId: v, quantity: 2 }]);
    expect(res.status).toBe(201);
    const { orderId, url } = res.body as { orderId: string; url: string };
    expect(url).toMatch(/^http:\/\/shop\.test\/api\/payments\/test\/test_[0-9a-f]{32}$/);
    expect(await orderStatus(orderId)).toBe("pending");
    expect(await stockOf(v)).toBe(before - 2);

    const page = await b.fetch(new URL(url).pathname);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain(copy.testPayment.banner);
    expect(text).toContain("Biberão Anticólicas");

    const paid = await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`http://shop.test/order-success?pedido=${orderId}&session_id=${sessionOf(url)}`);
    expect(await orderStatus(orderId)).toBe("paid");
    const mails = await orderMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(copy.orders.mail.subject(orderId.slice(-8).toUpperCase()));
    expect(mails[0]!.text).toContain("2 × Biberão Anticólicas");
    expect(mails[0]!.text).toContain(copy.orders.mail.withdrawalTitle);

    const again = await b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await orderMailsTo(email)).toHaveLength(1);
    expect(await stockOf(v)).toBe(before - 2);

    const { order } = (await b.json(`/api/orders/${orderId}`)).body;
    expect(order).toMatchObject({ id: orderId, status: "paid", totalCents: 2 * 899 + 450, items: [{ productName: "Biberão Anticólicas", quantity: 2 }] });
    expect((await b.json("/api/orders")).body.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
  });

  it("Recusar keeps the order pending on the page; Cancelar cancels it, gives the stock back and returns to the payment step", async () => {
    const { b, addressId } = await customerWithAddress();
    const v = await variantOf(3);
    const before = await stockOf(v);
    const { orderId, url } = (await placeOrder(b, addressId, [{ productId: 3, variantId: v, quantity: 1 }])).body;
    const path = new URL(url).pathname;
    const declined = await b.fetch(`${path}/decline`, { method: "POST" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain(copy.testPayment.declined);
    expect(await orderStatus(orderId)).toBe("pending");
    const cancelled = await b.fetch(`${path}/cancel`, { method: "POST" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("Location")).toBe(`http://shop.test/checkout/payment?canceled=true&pedido=${orderId}`);
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
    // The order's own cancel route now says it is no longer pending, and gives nothing back twice.
    const twice = await b.json(`/api/orders/${orderId}/cancel`, "POST");
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("order_not_pending");
    expect(await stockOf(v)).toBe(before);
  });

  it("the customer cancels a pending order once; the stock comes back once, also when cancels race", async () => {
    const { b, addressId } = await customerWithAddress();
    const v = await variantOf(5);
    const before = await stockOf(v);
    const { orderId } = (await placeOrder(b, addressId, [{ productId: 5, variantId: v, quantity: 3 }])).body;
    const results = await Promise.all(Array.from({ length: 6 }, () => b.json(`/api/orders/${orderId}/cancel`, "POST")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await stockOf(v)).toBe(before);
  });

  it(
    "cancel racing the payment: the order ends paid or cancelled, never both, and the stock matches",
    async () => {
      for (let round = 0; round < 5; round++) {
        const { b, addressId } = await customerWithAddress();
        const v = await variantOf(4);
        const before = await stockOf(v);
        const { orderId, url } = (await placeOrder(b, addressId, [{ productId: 4, variantId: v, quantity: 1 }])).body;
        await Promise.all([b.fetch(`${new URL(url).pathname}/pay`, { method: "POST" }), b.json(`/api/orders/${orderId}/cancel`, "POST")]);
        const status = await orderStatus(orderId);
        expect(["paid", "cancelled"]).toContain(status);
        expect(await stockOf(v)).toBe(status === "paid" ? before - 1 : before);
      }
    },
    SLOW_TEST_MS,
  );

  it("another customer's order answers 404 everywhere", async () => {
    const owner = await customerWithAddress();
    const { orderId } = (await placeOrder(owner.b, owner.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }])).body;
    const other = await customerWithAddress();
    expect((await other.b.json(`/api/orders/${orderId}`)).status).toBe(404);
    expect((await other.b.json(`/api/orders/${orderId}/cancel`, "POST")).status).toBe(404);
    expect((await other.b.json("/api/orders")).body.items).toEqual([]);
    expect(await orderStatus(orderId)).toBe("pending");
  });

  it("bad input is a 400 naming the field, and nothing is written", async () => {
    const { b, addressId } = await customerWithAddress();
    const count = async () => (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
    const before = await count();
    for (const body of [
      { items: [], quoteId: crypto.randomUUID(), optionId: "x", addressId },
      { items: [{ productId: 4, variantId: 1, quantity: 0 }], quoteId: crypto.randomUUID(), optionId: "x", addressId },
      { items: [{ productId: 4, variantId: 1, quantity: 1 }], quoteId: "nope", optionId: "x", addressId },
      { items: [{ productId: 4, variantId: 1, quantity: 1 }], quoteId: crypto.randomUUID(), optionId: "x", addressId: "nope" },
    ]) {
      const res = await b.json("/api/orders", "POST", body);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it("prices, costs and totals sent by the browser are ignored: the order is priced from D1", async () => {
    const { b, addressId } = await customerWithAddress();
    const v = await variantOf(4);
    const items = [{ productId: 4, variantId: v, quantity: 1, priceCents: 1, unitPriceCents: 1 }];
    const res = await placeOrder(b, addressId, items as never, { totalCents: 1, shippingCents: 0, subtotalCents: 1 });
    expect(res.status).toBe(201);
    const { order } = (await b.json(`/api/orders/${res.body.orderId}`)).body;
    expect(order).toMatchObject({ subtotalCents: 899, shippingCents: 450, totalCents: 1349, items: [{ unitPriceCents: 899 }] });
  });

  it("production without Stripe keys has no payment provider and refuses to create orders, writing nothing", async () => {
    const { userId, email, addressId, b } = await customerWithAddress();
    const v = await variantOf(4);
    const quote = (
      await b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items: [{ productId: 4, variantId: v, quantity: 1 }] })
    ).body;
    const config = parseConfig({
      ...env,
      APP_ENV: "production",
      PUBLIC_ORIGIN: "https://shop.test",
      MAIL_API_URL: "https://mail.test",
      MAIL_API_KEY: "re_test",
      INVOICING: "manual",
    });
    const production = createDeps({ env, var: { db: createDb(env.DB), config } });
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
    await expect(
      production.checkout.placeOrder(
        { id: userId, email },
        { items: [{ productId: 4, variantId: v, quantity: 1 }], quoteId: quote.quoteId, optionId: quote.options[0].id, addressId },
        "pt",
      ),
    ).rejects.toMatchObject({ code: "payment_unavailable" });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n).toBe(before);
  });

  it("the test page does not exist in production", async () => {
    const b = new Browser(undefined, {
      APP_ENV: "production",
      PUBLIC_ORIGIN: "https://shop.test",
      MAIL_API_URL: "https://mail.test",
      MAIL_API_KEY: "re_test",
      INVOICING: "manual",
    });
    const res = await b.fetch(`/api/payments/test/test_${"a".repeat(32)}`);
    expect(res.status).toBe(404);
  });
});
