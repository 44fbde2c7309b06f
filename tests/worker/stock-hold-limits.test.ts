import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { ConfigError, parseConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { type NewOrder, ordersRepo } from "../../worker/features/orders/orders.repo";
import { formatLisbonMomentIn } from "../../worker/lib/formats-in";
import { customerWithAddress, orderMailsTo, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { Browser, STRONG } from "./setup/session";
import { multibancoIntent, STRIPE_VARS, signedEvent, stripeCalls, stripeIntents, stripeSessions } from "./setup/stripe-mock";
import { webhook, withStripeMock } from "./setup/stripe-orders";

// Issue 43, 'stock held without paying' (decisions/0050): an account that never verified its e-mail cannot hold stock
// for Multibanco's days, one order line is what a household buys, one customer holds at most a share of a variant's
// stock in pending orders (checked inside the reserving batch, so parallel orders cannot step around it), and erasing
// an account cancels its pending orders in the erasure's batch.

withStripeMock();

const CARD_WINDOW_MS = 31 * 60_000;
const setStock = (variantId: number, n: number) => env.DB.prepare("UPDATE product_variants SET stock_quantity = ?2 WHERE id = ?1").bind(variantId, n).run();
const holdRow = (id: string) =>
  env.DB.prepare("SELECT status, payment_method, payment_expires_at, hold_expires_at FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ status: string; payment_method: string | null; payment_expires_at: string; hold_expires_at: string }>();
const verify = (userId: string) => env.DB.prepare("UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE id = ?1").bind(userId).run();
const pathOf = (url: string) => new URL(url).pathname;
const post = (b: Browser, path: string) => b.fetch(path, { method: "POST" });
const BIBERAO = "Biberão Anticólicas";
const BODY = "Body de Recém-Nascido";

describe("stock held without paying: Multibanco's days only for a verified e-mail", () => {
  it("an unverified account orders a variant's whole stock and chooses Multibanco: not offered, refused, the hold stays the card window's", async () => {
    const v = await variantOf(5);
    await setStock(v, 6);
    const c = await customerWithAddress(undefined, { verified: false });
    const res = await placeOrder(c.b, c.addressId, [{ productId: 5, variantId: v, quantity: 6 }]);
    expect(res.status).toBe(201);
    const page = pathOf(res.body.url);
    const orderId = res.body.orderId as string;

    const offered = await (await c.b.fetch(page)).text();
    expect(offered).toContain(copy.testPayment.pay);
    expect(offered).not.toContain(copy.testPayment.multibanco);
    const chosen = await post(c.b, `${page}/multibanco`);
    expect(chosen.status).toBe(409);
    expect(await chosen.text()).toContain(copy.testPayment.multibancoNeedsVerifiedEmail);
    const r = (await holdRow(orderId))!;
    expect(r).toMatchObject({ status: "pending", payment_method: null });
    expect(Date.parse(r.payment_expires_at)).toBeLessThanOrEqual(Date.now() + CARD_WINDOW_MS);
    expect(r.payment_expires_at).toBe(r.hold_expires_at);
    expect(await orderMailsTo(c.email)).toEqual([]);

    // The database refuses it too, whatever path asks (migrations/0032).
    await expect(env.DB.prepare("UPDATE orders SET payment_method = 'multibanco' WHERE id = ?1").bind(orderId).run()).rejects.toThrow(
      /multibanco_needs_verified_email/,
    );

    // Once the e-mail is verified, Multibanco is offered; its hold is the reference's deadline, the one e-mailed.
    await verify(c.userId);
    expect(await (await c.b.fetch(page)).text()).toContain(copy.testPayment.multibanco);
    expect((await post(c.b, `${page}/multibanco`)).status).toBe(303);
    const awaited = (await holdRow(orderId))!;
    expect(awaited.payment_method).toBe("multibanco");
    const [mail] = await orderMailsTo(c.email);
    expect(mail!.text).toContain(`${copy.orders.awaited.deadline}: ${formatLisbonMomentIn("pt", awaited.payment_expires_at)}`);
    expect((await c.b.json(`/api/orders/${orderId}/cancel`, "POST")).status).toBe(200);
    expect(await stockOf(v)).toBe(6);
  });

  it("Stripe: an unverified account's session leaves Multibanco out, a verified one's does not; a voucher reported anyway does not hold the stock for days", async () => {
    const v = await variantOf(4);
    await setStock(v, 30);
    const unverified = await customerWithAddress(STRIPE_VARS, { verified: false });
    const res = await placeOrder(unverified.b, unverified.addressId, [{ productId: 4, variantId: v, quantity: 3 }]);
    expect(res.status).toBe(201);
    const orderId = res.body.orderId as string;
    const sessionId = pathOf(res.body.url).split("/").at(-1)!;
    const created = stripeCalls.filter((c) => c.path === "/v1/checkout/sessions");
    expect(created).toHaveLength(1);
    expect(created[0]!.form.getAll("excluded_payment_method_types[0]")).toEqual(["multibanco"]);

    const verified = await customerWithAddress(STRIPE_VARS);
    expect((await placeOrder(verified.b, verified.addressId, [{ productId: 4, variantId: v, quantity: 1 }])).status).toBe(201);
    const second = stripeCalls.filter((c) => c.path === "/v1/checkout/sessions")[1]!;
    expect([...second.form.keys()].some((k) => k.startsWith("excluded_payment_method_types"))).toBe(false);

    // Stripe reports a Multibanco voucher for the unverified account's session anyway (an account setting, a bug):
    // the shop does not hold the stock for its days; the order is cancelled and the voucher's payment cancelled.
    const intent = multibancoIntent(Math.floor(Date.now() / 1000) + 7 * 86_400);
    stripeIntents.set(sessionId, intent);
    Object.assign(stripeSessions.get(sessionId)!, { status: "complete", payment_status: "unpaid" });
    const completed = await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "unpaid" });
    expect((await webhook(completed)).status).toBe(200);
    const r = (await holdRow(orderId))!;
    expect(r.payment_method).toBeNull();
    expect(Date.parse(r.payment_expires_at)).toBeLessThanOrEqual(Date.now() + CARD_WINDOW_MS);
    expect(r.status).toBe("cancelled");
    expect(stripeCalls.some((c) => c.path === `/v1/payment_intents/${intent.id}/cancel`)).toBe(true);
    expect(await stockOf(v)).toBe(30 - 1);
  });
});

describe("stock held without paying: a household's line, a customer's share", () => {
  it("a line beyond the owner's limit (10 by default) is refused with the copy's message, nothing reserved; the setting changes it", async () => {
    const v = await variantOf(4);
    await setStock(v, 30);
    const c = await customerWithAddress();
    const over = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 11 }]);
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({ code: "order_line_limit", message: copy.orders.lineLimit(BIBERAO, 10), field: "items.0.quantity" });
    expect(await stockOf(v)).toBe(30);
    const ten = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 10 }]);
    expect(ten.status).toBe(201);
    expect((await c.b.json(`/api/orders/${ten.body.orderId}/cancel`, "POST")).status).toBe(200);

    const three = { ORDER_LINE_MAX_UNITS: "3" };
    const d = await customerWithAddress(three);
    const four = await placeOrder(d.b, d.addressId, [{ productId: 4, variantId: v, quantity: 4 }]);
    expect(four.status).toBe(400);
    expect(four.body.error.message).toBe(copy.orders.lineLimit(BIBERAO, 3));
    const ok = await placeOrder(d.b, d.addressId, [{ productId: 4, variantId: v, quantity: 3 }]);
    expect(ok.status).toBe(201);
    expect((await d.b.json(`/api/orders/${ok.body.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await stockOf(v)).toBe(30);
  });

  it("the line limit is a validated setting: a whole number from 1 to 99, 10 when absent", () => {
    const base = { APP_ENV: "test", PUBLIC_ORIGIN: "http://shop.test" };
    expect(parseConfig(base).orderLineMaxUnits).toBe(10);
    expect(parseConfig({ ...base, ORDER_LINE_MAX_UNITS: " 6 " }).orderLineMaxUnits).toBe(6);
    for (const bad of ["0", "-2", "2.5", "dez", "100"]) expect(() => parseConfig({ ...base, ORDER_LINE_MAX_UNITS: bad }), bad).toThrow(ConfigError);
  });

  it("two orders of one customer in parallel cannot hold more than half of what is left (at least the line limit)", async () => {
    const v = await variantOf(7);
    await setStock(v, 24);
    const c = await customerWithAddress();
    const answers = await Promise.all([8, 8].map((quantity) => placeOrder(c.b, c.addressId, [{ productId: 7, variantId: v, quantity }])));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    // 8 held of the 24: at most max(10, 24 / 2) = 12, so 4 more.
    expect(refused.body.error).toEqual({ code: "stock_share_limit", message: copy.orders.shareLimit(BODY, 4), field: "items.0.quantity" });
    expect(await stockOf(v)).toBe(16);
    expect((await c.b.json("/api/orders/pending")).body.order).not.toBeNull();
    // Another customer still buys.
    const other = await customerWithAddress();
    expect((await placeOrder(other.b, other.addressId, [{ productId: 7, variantId: v, quantity: 6 }])).status).toBe(201);
    expect(await stockOf(v)).toBe(10);
    for (const id of [answers.find((a) => a.status === 201)!.body.orderId, (await other.b.json("/api/orders/pending")).body.order.id])
      await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ?1").bind(id).run();
  });

  it("a small stock: one customer may take the line limit of it, and not a unit more while it is held", async () => {
    const v = await variantOf(3);
    await setStock(v, 12);
    const c = await customerWithAddress();
    const first = await placeOrder(c.b, c.addressId, [{ productId: 3, variantId: v, quantity: 10 }]);
    expect(first.status).toBe(201);
    const more = await placeOrder(c.b, c.addressId, [{ productId: 3, variantId: v, quantity: 1 }]);
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe("stock_share_limit");
    expect(more.body.error.message).toBe(copy.orders.shareLimit("Espreguiçadeira Vibratória", 0));
    expect(await stockOf(v)).toBe(2);
    expect((await c.b.json(`/api/orders/${first.body.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await stockOf(v)).toBe(12);
  });

  it("the reserving batch itself refuses the share and the line limit, under parallel batches", async () => {
    const v = await variantOf(7);
    await setStock(v, 20);
    const c = await customerWithAddress();
    const repo = ordersRepo(createDb(env.DB), 10);
    const order = (quantity: number): NewOrder => ({
      id: crypto.randomUUID(),
      userId: c.userId,
      subtotalCents: 100,
      discountCents: 0,
      shippingCents: 0,
      totalCents: 100,
      shippingCountry: "PT",
      shippingPostalCode: "1100-148",
      shippingServiceName: "CTT Normal",
      shippingDelay: "3-5 dias",
      transitDays: [3, 5],
      recipientAddress: {},
      shippingQuoteId: "q",
      items: [{ productId: 7, variantId: v, quantity, unitPriceCents: 50, discountCents: 0, productName: "x", imageKey: null }],
      promotion: null,
      language: "pt",
      invoiceNif: null,
      invoiceName: null,
    });
    expect(await repo.reserve(order(11), new Date().toISOString())).toEqual({ ok: false, refused: "line" });
    const results = await Promise.all([order(7), order(7)].map((o) => repo.reserve(o, new Date().toISOString())));
    expect(results).toContainEqual({ ok: true });
    expect(results).toContainEqual({ ok: false, refused: "share" });
    expect(await stockOf(v)).toBe(13);
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE user_id = ?1").bind(c.userId).run();
  });
});

describe("erasing an account with a pending order", () => {
  it("cancels the order in the erasure's batch: the stock back, the change audited, no e-mail kept, the old payment page refuses to pay", async () => {
    const v = await variantOf(1);
    const before = await stockOf(v);
    const c = await customerWithAddress();
    const res = await placeOrder(c.b, c.addressId, [{ productId: 1, variantId: v, quantity: 2 }]);
    expect(res.status).toBe(201);
    const orderId = res.body.orderId as string;
    const page = pathOf(res.body.url);
    expect(await stockOf(v)).toBe(before - 2);

    expect((await c.b.json("/api/account", "DELETE", { password: STRONG })).body).toEqual({ deleted: true });
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
    const audit = await env.DB.prepare("SELECT before, after FROM audit_log WHERE order_id = ?1 AND action = 'order.status'").bind(orderId).all();
    expect(audit.results).toEqual([{ before: "pending", after: "cancelled" }]);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?1').bind(c.email).first<{ n: number }>())!.n).toBe(0);
    expect(await env.DB.prepare("SELECT user_id, recipient_address FROM orders WHERE id = ?1").bind(orderId).first()).toEqual({
      user_id: null,
      recipient_address: null,
    });

    const pay = await post(new Browser(), `${page}/pay`);
    expect(pay.status).toBe(409);
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
  });

  it("Stripe: the order's Checkout session is ended, so Stripe's page cannot take the money either", async () => {
    const v = await variantOf(4);
    await setStock(v, 30);
    const c = await customerWithAddress(STRIPE_VARS);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 2 }]);
    expect(res.status).toBe(201);
    const sessionId = pathOf(res.body.url).split("/").at(-1)!;
    expect((await c.b.json("/api/account", "DELETE", { password: STRONG })).body).toEqual({ deleted: true });
    expect(await orderStatus(res.body.orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(30);
    expect(stripeCalls.some((call) => call.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect(stripeSessions.get(sessionId)!.status).toBe("expired");
  });
});
