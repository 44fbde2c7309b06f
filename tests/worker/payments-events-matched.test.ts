import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { orderStatus, stockOf } from "./setup/checkout";
import { STRIPE_VARS, signedEvent, stripeCalls, stripeIntents, stripeSessions } from "./setup/stripe-mock";
import { stripeOrder, webhook, withStripeMock } from "./setup/stripe-orders";
import { SLOW_TEST_MS } from "./setup/timeouts";

// Every provider event acts only on the payment it belongs to, and money that arrives for an order that no longer
// waits for it goes back (issue: orders that never lie about money). Stripe's signed events in its wire format.

withStripeMock();
afterEach(async () => {
  await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE status = 'pending'").run();
});

const runCron = () =>
  worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), { ...env, ...STRIPE_VARS }, createExecutionContext());
const sessionOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;
const paidEvent = (sessionId: string, orderId: string, type = "checkout.session.completed", amount = 1349) =>
  signedEvent(type, { id: sessionId, client_reference_id: orderId, payment_status: "paid", status: "complete", amount_total: amount });
const refundsOf = async (orderId: string) =>
  (
    await env.DB.prepare("SELECT session_id, amount_cents, reason, status, provider_refund_id FROM order_refunds WHERE order_id = ?1")
      .bind(orderId)
      .all<{ session_id: string; amount_cents: number; reason: string; status: string; provider_refund_id: string | null }>()
  ).results;
const mailsTo = async (to: string, subjectLike: string) =>
  (
    await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1 AND subject LIKE ?2')
      .bind(to, subjectLike)
      .all<{ subject: string; text: string }>()
  ).results;
/** A session whose money Stripe holds: it has a payment intent (what a refund is made against). */
const withIntent = (sessionId: string) => {
  const intent = { id: `pi_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`, object: "payment_intent", status: "succeeded" };
  stripeIntents.set(sessionId, intent);
  return intent.id;
};

describe("a provider event acts only on the payment it belongs to", () => {
  it(
    "re-paid order: the first session's expired event changes nothing; the new session still pays it",
    async () => {
      const { b, orderId, sessionId: first, v, before, email } = await stripeOrder();
      const again = await b.json(`/api/orders/${orderId}/pay`, "POST");
      expect(again.status).toBe(200);
      const second = sessionOf(again.body.url);
      expect(second).not.toBe(first);
      // Stripe ends the old session and says so.
      expect(stripeSessions.get(first)!.status).toBe("expired");
      const expired = await webhook(await signedEvent("checkout.session.expired", { id: first, client_reference_id: orderId, status: "expired" }));
      expect(expired.status).toBe(200);
      expect(await orderStatus(orderId)).toBe("pending");
      expect(await stockOf(v)).toBe(before - 1);
      expect(stripeSessions.get(second)!.status).toBe("open");
      expect(stripeCalls.some((c) => c.path === `/v1/checkout/sessions/${second}/expire`)).toBe(false);
      // An old session's failed asynchronous payment is not the order's either.
      await webhook(await signedEvent("checkout.session.async_payment_failed", { id: first, client_reference_id: orderId, payment_status: "unpaid" }));
      expect(await orderStatus(orderId)).toBe("pending");
      // The new session pays it.
      await webhook(await paidEvent(second, orderId));
      expect(await orderStatus(orderId)).toBe("paid");
      expect(await mailsTo(email, "Encomenda % confirmada%")).toHaveLength(1);
      // The current session's own expiry still cancels a pending order (checked on a fresh one).
      const other = await stripeOrder();
      await webhook(await signedEvent("checkout.session.expired", { id: other.sessionId, client_reference_id: other.orderId, status: "expired" }));
      expect(await orderStatus(other.orderId)).toBe("cancelled");
      expect(await stockOf(other.v)).toBe(other.before);
    },
    SLOW_TEST_MS,
  );

  it("an event naming another order's id in client_reference_id acts on the order its session belongs to", async () => {
    const a = await stripeOrder();
    const victim = await stripeOrder();
    await webhook(await signedEvent("checkout.session.expired", { id: a.sessionId, client_reference_id: victim.orderId, status: "expired" }));
    expect(await orderStatus(victim.orderId)).toBe("pending");
    expect(await orderStatus(a.orderId)).toBe("cancelled");
    // A session the shop never opened changes nothing.
    const res = await webhook(await paidEvent("cs_test_unknown_session", victim.orderId));
    expect(res.status).toBe(200);
    expect(await orderStatus(victim.orderId)).toBe("pending");
  });
});

describe("money that arrives for an order that no longer waits for it is given back", { timeout: 30_000 }, () => {
  it("cancelled by the expiry run, then the asynchronous payment succeeds: refunded in full once, recorded, the customer told", async () => {
    const { orderId, sessionId, email, v, before } = await stripeOrder();
    const intent = withIntent(sessionId);
    stripeSessions.get(sessionId)!.status = "expired";
    await env.DB.prepare("UPDATE orders SET payment_expires_at = ?2 WHERE id = ?1")
      .bind(orderId, new Date(Date.now() - 3_600_000).toISOString())
      .run();
    await runCron();
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
    const late = await paidEvent(sessionId, orderId, "checkout.session.async_payment_succeeded", 1349);
    expect((await webhook(late)).status).toBe(200);
    expect((await webhook(late)).status).toBe(200); // Stripe retries the same event
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
    const refunds = stripeCalls.filter((c) => c.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get("payment_intent")).toBe(intent);
    expect(refunds[0]!.form.get("amount")).toBe("1349");
    expect(refunds[0]!.idempotencyKey).toMatch(/^refund:/);
    expect(await refundsOf(orderId)).toEqual([
      { session_id: sessionId, amount_cents: 1349, reason: "order_not_pending", status: "succeeded", provider_refund_id: expect.stringMatching(/^re_/) },
    ]);
    const mails = await mailsTo(email, "Reembolso da encomenda%");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/13,49\s€/);
    expect(await mailsTo(email, "Encomenda % confirmada%")).toHaveLength(0);
  });

  it("a refund the provider could not make waits, and the cron makes it with the same idempotency key", async () => {
    const { orderId, sessionId, email, b } = await stripeOrder();
    withIntent(sessionId);
    expect((await b.json(`/api/orders/${orderId}/cancel`, "POST")).status).toBe(200);
    // Stripe is down when the late payment arrives.
    const { stripeServer } = await import("./setup/stripe-mock");
    const { HttpResponse, http } = await import("msw");
    stripeServer.use(
      http.post("https://api.stripe.com/v1/refunds", () => HttpResponse.json({ error: { type: "api_error" } }, { status: 500 }), { once: true }),
    );
    stripeServer.use(
      http.post("https://api.stripe.com/v1/refunds", () => HttpResponse.json({ error: { type: "api_error" } }, { status: 500 }), { once: true }),
    );
    await webhook(await paidEvent(sessionId, orderId));
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: "pending", provider_refund_id: null });
    expect(await mailsTo(email, "Reembolso da encomenda%")).toHaveLength(0);
    await runCron();
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: "succeeded", provider_refund_id: expect.stringMatching(/^re_/) });
    expect(await mailsTo(email, "Reembolso da encomenda%")).toHaveLength(1);
    const keys = new Set(stripeCalls.filter((c) => c.path === "/v1/refunds").map((c) => c.idempotencyKey));
    expect(keys.size).toBe(1);
    await runCron();
    expect(await mailsTo(email, "Reembolso da encomenda%")).toHaveLength(1);
  });

  it(
    "the customer's cancel racing the paid event, ten times: paid with the stock kept, or cancelled with the money refunded; never both, never neither",
    async () => {
      for (let i = 0; i < 10; i++) {
        const { b, orderId, sessionId, v, before, email } = await stripeOrder();
        withIntent(sessionId);
        const event = await paidEvent(sessionId, orderId);
        const [cancel] = await Promise.all([b.json(`/api/orders/${orderId}/cancel`, "POST"), webhook(event)]);
        const status = await orderStatus(orderId);
        const refunds = await refundsOf(orderId);
        if (status === "paid") {
          expect(cancel.status).toBe(409);
          expect(refunds).toHaveLength(0);
          expect(await stockOf(v)).toBe(before - 1);
          expect(await mailsTo(email, "Encomenda % confirmada%")).toHaveLength(1);
        } else {
          expect(status).toBe("cancelled");
          expect(cancel.status).toBe(200);
          expect(refunds).toEqual([expect.objectContaining({ reason: "order_not_pending", status: "succeeded" })]);
          expect(await stockOf(v)).toBe(before);
          expect(await mailsTo(email, "Reembolso da encomenda%")).toHaveLength(1);
        }
      }
    },
    SLOW_TEST_MS,
  );

  it("two sessions of one order both paid: the order is paid once and the second payment refunded", async () => {
    const { b, orderId, sessionId: first, email, v, before } = await stripeOrder();
    // The first session is complete and processing (a voucher being paid): Stripe cannot end it.
    stripeSessions.get(first)!.status = "complete";
    const again = await b.json(`/api/orders/${orderId}/pay`, "POST");
    expect(again.status).toBe(200);
    const second = sessionOf(again.body.url);
    withIntent(first);
    const secondIntent = withIntent(second);
    await Promise.all([webhook(await paidEvent(first, orderId)), webhook(await paidEvent(second, orderId))]);
    expect(await orderStatus(orderId)).toBe("paid");
    expect(await stockOf(v)).toBe(before - 1);
    const paidBy = (await env.DB.prepare("SELECT paid_session_id AS s FROM orders WHERE id = ?1").bind(orderId).first<{ s: string }>())!.s;
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: "paid_twice", status: "succeeded" });
    expect(refunds[0]!.session_id).toBe(paidBy === first ? second : first);
    if (paidBy === first) expect(stripeCalls.find((c) => c.path === "/v1/refunds")!.form.get("payment_intent")).toBe(secondIntent);
    expect(await mailsTo(email, "Encomenda % confirmada%")).toHaveLength(1);
    expect(await mailsTo(email, "Reembolso da encomenda%")).toHaveLength(1);
    // A later event of the paying session is the same payment: nothing more.
    await webhook(await paidEvent(paidBy, orderId, "checkout.session.async_payment_succeeded"));
    expect(await refundsOf(orderId)).toHaveLength(1);
  });
});

describe("the expiry run and payments that complete later", () => {
  it("never cancels a Stripe session that is complete and still processing", async () => {
    const { orderId, sessionId, v, before } = await stripeOrder();
    stripeSessions.get(sessionId)!.status = "complete";
    stripeIntents.set(sessionId, { id: "pi_processing_voucher", object: "payment_intent", status: "requires_action", payment_method_types: ["multibanco"] });
    await env.DB.prepare("UPDATE orders SET payment_expires_at = ?2 WHERE id = ?1")
      .bind(orderId, new Date(Date.now() - 3_600_000).toISOString())
      .run();
    await runCron();
    expect(await orderStatus(orderId)).toBe("pending");
    expect(await stockOf(v)).toBe(before - 1);
    // Once its payment was cancelled (the voucher ran out), the next run cancels the order.
    stripeIntents.set(sessionId, { id: "pi_processing_voucher", object: "payment_intent", status: "canceled", payment_method_types: ["multibanco"] });
    await runCron();
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
  });

  it("MB WAY's own deadline is recorded like Multibanco's", async () => {
    const { orderId, sessionId, email } = await stripeOrder();
    const created = Math.floor(Date.now() / 1000);
    stripeSessions.get(sessionId)!.status = "complete";
    stripeIntents.set(sessionId, { id: "pi_mbway", object: "payment_intent", status: "requires_action", payment_method_types: ["mb_way"], created });
    await webhook(
      await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "unpaid", status: "complete" }),
    );
    const row = await env.DB.prepare("SELECT status, payment_method, payment_expires_at FROM orders WHERE id = ?1")
      .bind(orderId)
      .first<{ status: string; payment_method: string; payment_expires_at: string }>();
    expect(row).toMatchObject({ status: "pending", payment_method: "mb_way" });
    expect(Date.parse(row!.payment_expires_at)).toBe((created + 5 * 60) * 1000);
    expect(await mailsTo(email, "Encomenda %: dados para pagamento%")).toHaveLength(1);
  });

  it("a new payment page never holds the stock past the first one's end", async () => {
    const { b, orderId } = await stripeOrder();
    const hold = (await env.DB.prepare("SELECT hold_expires_at AS h, payment_expires_at AS p FROM orders WHERE id = ?1")
      .bind(orderId)
      .first<{ h: string; p: string }>())!;
    expect(hold.p).toBe(hold.h);
    for (let i = 0; i < 3; i++) {
      expect((await b.json(`/api/orders/${orderId}/pay`, "POST")).status).toBe(200);
      const now = (await env.DB.prepare("SELECT hold_expires_at AS h, payment_expires_at AS p FROM orders WHERE id = ?1")
        .bind(orderId)
        .first<{ h: string; p: string }>())!;
      expect(now).toEqual(hold);
    }
    // Later in the hold: Stripe's session is at least 31 minutes, but the order's own clock stays the hold's end.
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    await env.DB.prepare("UPDATE orders SET hold_expires_at = ?2, payment_expires_at = ?2 WHERE id = ?1").bind(orderId, soon).run();
    expect((await b.json(`/api/orders/${orderId}/pay`, "POST")).status).toBe(200);
    const expiresAt = Number(
      stripeCalls
        .filter((c) => c.path === "/v1/checkout/sessions")
        .at(-1)!
        .form.get("expires_at"),
    );
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect((await env.DB.prepare("SELECT payment_expires_at AS p FROM orders WHERE id = ?1").bind(orderId).first<{ p: string }>())!.p).toBe(soon);
    // With under a minute left there is no new page.
    await env.DB.prepare("UPDATE orders SET hold_expires_at = ?2 WHERE id = ?1")
      .bind(orderId, new Date(Date.now() + 30_000).toISOString())
      .run();
    const late = await b.json(`/api/orders/${orderId}/pay`, "POST");
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("order_payment_expired");
  });
});
