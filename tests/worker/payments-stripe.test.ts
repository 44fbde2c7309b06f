import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { customerWithAddress, orderMailsTo, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { STRIPE_VARS, signedEvent, stripeCalls, stripeServer, stripeSessions } from "./setup/stripe-mock";
import { stripeOrder, webhook, withStripeMock } from "./setup/stripe-orders";
import { HttpResponse, http } from "./setup/supplier-mock";

// Stripe Checkout (keys configured) against msw at api.stripe.com; the supplier's quotes come from the same msw server.

withStripeMock();

describe("Stripe Checkout", () => {
  it("creates the session from the server's prices in EUR, with the order id, return URLs and expiry", async () => {
    const { orderId, url, sessionId } = await stripeOrder(2);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const call = stripeCalls.find((c) => c.path === "/v1/checkout/sessions")!;
    expect(call.auth).toBe(`Bearer ${STRIPE_VARS.STRIPE_SECRET_KEY}`);
    const f = call.form;
    expect(f.get("mode")).toBe("payment");
    expect(f.get("client_reference_id")).toBe(orderId);
    expect(f.get("metadata[orderId]")).toBe(orderId);
    expect(f.get("line_items[0][quantity]")).toBe("2");
    expect(f.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(f.get("line_items[0][price_data][unit_amount]")).toBe("899");
    expect(f.get("line_items[0][price_data][product_data][name]")).toBe("Biberão Anticólicas");
    expect(f.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]")).toBe("450");
    expect(f.get("success_url")).toBe(`http://shop.test/order-success?pedido=${orderId}&session_id={CHECKOUT_SESSION_ID}`);
    expect(f.get("cancel_url")).toBe(`http://shop.test/checkout/payment?canceled=true&pedido=${orderId}`);
    const expires = Number(f.get("expires_at"));
    expect(expires - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(f.has("discounts[0][coupon]")).toBe(false);
  });

  it("a signed completed event pays the order once: the same event ten times and in parallel, one fulfilment and one e-mail", async () => {
    const { orderId, sessionId, email, v, before } = await stripeOrder();
    const event = await signedEvent("checkout.session.completed", {
      id: sessionId,
      client_reference_id: orderId,
      metadata: { orderId },
      payment_status: "paid",
      status: "complete",
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await orderStatus(orderId)).toBe("paid");
    expect(await orderMailsTo(email)).toHaveLength(1);
    expect(await stockOf(v)).toBe(before - 1);
    // A later, different event for the same session (Stripe retries with new ids too) changes nothing.
    await webhook(await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "paid" }));
    expect(await orderMailsTo(email)).toHaveLength(1);
  });

  it("a bad signature answers 400 and changes nothing", async () => {
    const { orderId, sessionId, email } = await stripeOrder();
    const forged = await signedEvent(
      "checkout.session.completed",
      { id: sessionId, client_reference_id: orderId, payment_status: "paid" },
      undefined,
      "whsec_someone_else",
    );
    const res = await webhook(forged);
    expect(res.status).toBe(400);
    const tampered = await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "unpaid" });
    expect((await webhook({ payload: tampered.payload.replace('"unpaid"', '"paid"'), header: tampered.header })).status).toBe(400);
    expect(await orderStatus(orderId)).toBe("pending");
    expect(await orderMailsTo(email)).toHaveLength(0);
  });

  it("a completed session still waiting for an asynchronous payment is not paid yet", async () => {
    const { orderId, sessionId } = await stripeOrder();
    await webhook(
      await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "unpaid", status: "complete" }),
    );
    expect(await orderStatus(orderId)).toBe("pending");
    await webhook(await signedEvent("checkout.session.async_payment_succeeded", { id: sessionId, client_reference_id: orderId, payment_status: "paid" }));
    expect(await orderStatus(orderId)).toBe("paid");
  });

  it("the expired event cancels the order and gives the stock back once; events out of order never undo a payment", async () => {
    const a = await stripeOrder(2);
    const expired = await signedEvent("checkout.session.expired", { id: a.sessionId, client_reference_id: a.orderId, status: "expired" });
    await webhook(expired);
    await webhook(expired);
    expect(await orderStatus(a.orderId)).toBe("cancelled");
    expect(await stockOf(a.v)).toBe(a.before);

    const b = await stripeOrder();
    await webhook(await signedEvent("checkout.session.completed", { id: b.sessionId, client_reference_id: b.orderId, payment_status: "paid" }));
    await webhook(await signedEvent("checkout.session.expired", { id: b.sessionId, client_reference_id: b.orderId, status: "expired" }));
    expect(await orderStatus(b.orderId)).toBe("paid");
    expect(await stockOf(b.v)).toBe(b.before - 1);
  });

  it("the success page asks the server, which asks Stripe: paid only when Stripe says so", async () => {
    const { b, orderId, sessionId, email } = await stripeOrder();
    expect((await b.json(`/api/orders/${orderId}`)).body.order.status).toBe("pending");
    stripeSessions.get(sessionId)!.payment_status = "paid";
    // Stripe is asked at most once per interval for one order (issue 43: tests/worker/orders-status-checks.test.ts): the interval ends.
    await env.DB.prepare("UPDATE counters SET window_ends_at = 0 WHERE key = ?1").bind(`order-status:${orderId}`).run();
    expect((await b.json(`/api/orders/${orderId}`)).body.order.status).toBe("paid");
    expect(await orderMailsTo(email)).toHaveLength(1);
    // The webhook arriving afterwards sends nothing more.
    await webhook(await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "paid" }));
    expect(await orderMailsTo(email)).toHaveLength(1);
  });

  it("cancelling a pending order expires its Stripe session", async () => {
    const { b, orderId, sessionId } = await stripeOrder();
    expect((await b.json(`/api/orders/${orderId}/cancel`, "POST")).status).toBe(200);
    expect(stripeCalls.some((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
  });

  it("the welcome code becomes a one-off coupon of the exact discount", async () => {
    const c = await customerWithAddress(STRIPE_VARS);
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-STRIPE0001', ?1)").bind(c.email).run();
    const v = await variantOf(1);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 1, variantId: v, quantity: 1 }], { discountCode: "BEMVINDO-STRIPE0001" });
    expect(res.status).toBe(201);
    const coupon = stripeCalls.find((x) => x.path === "/v1/coupons")!;
    // 10% of 129,99 € = 13,00 €.
    expect(Object.fromEntries(coupon.form)).toMatchObject({ amount_off: "1300", currency: "eur", duration: "once" });
    const session = stripeCalls.find((x) => x.path === "/v1/checkout/sessions")!;
    expect(session.form.get("discounts[0][coupon]")).toMatch(/^coupon_/);
    expect(coupon.form.get("name")).toBe(copies.pt.orders.discountLabel);
  });

  it("the coupon is named in the order's language: a Spanish order's reads 'Descuento de bienvenida' on Stripe's page", async () => {
    const c = await customerWithAddress(STRIPE_VARS);
    c.b.headers[LANGUAGE_HEADER] = "es";
    await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES ('BEMVINDO-STRIPE0002', ?1)").bind(c.email).run();
    const v = await variantOf(1);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 1, variantId: v, quantity: 1 }], { discountCode: "BEMVINDO-STRIPE0002" });
    expect(res.status).toBe(201);
    const session = stripeCalls.findLast((x) => x.path === "/v1/checkout/sessions")!;
    expect(session.form.get("locale")).toBe("es");
    // The tests of this file run one after another: the last coupon made is this order's.
    const coupon = stripeCalls.findLast((x) => x.path === "/v1/coupons")!;
    expect(session.form.get("discounts[0][coupon]")).toBe(`coupon_${stripeCalls.indexOf(coupon) + 1}`);
    expect(coupon.form.get("name")).toBe(copies.es.orders.discountLabel);
    expect(copies.es.orders.discountLabel).not.toBe(copies.pt.orders.discountLabel);
  });

  it("when Stripe refuses to create the session, the order is cancelled at once and the stock is back", async () => {
    stripeServer.use(
      http.post("https://api.stripe.com/v1/checkout/sessions", () => HttpResponse.json({ error: { type: "api_error", message: "boom" } }, { status: 500 })),
    );
    const c = await customerWithAddress(STRIPE_VARS);
    const v = await variantOf(5);
    const before = await stockOf(v);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 5, variantId: v, quantity: 1 }]);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("payment_unavailable");
    expect(await stockOf(v)).toBe(before);
    const row = await env.DB.prepare("SELECT status FROM orders WHERE user_id = ?1").bind(c.userId).first<{ status: string }>();
    expect(row).toEqual({ status: "cancelled" });
  });
});
