import { env } from "cloudflare:workers";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { OWNER, person } from "./setup/admin";
import { customerWithAddress, orderMailsTo, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { cronDeps } from "./setup/cron-deps";
import { Browser } from "./setup/session";
import { refundAtStripe, STRIPE_VARS, signedEvent, stripeCalls, stripeIntents, stripeRefundsMade, stripeServer, stripeSessions } from "./setup/stripe-mock";
import { stripeOrder, webhook, withStripeMock } from "./setup/stripe-orders";
import { SLOW_TEST_MS } from "./setup/timeouts";

/**
 * Stripe under the fault-injection mode (FAULTS="payments=…", decisions/0083): what the customer and the owner are told
 * while Stripe is slow, down, answering garbage or cutting the connection, that no order is left between states, and
 * that once Stripe is back the waiting work (the order's payment page, the owner's refund) happens exactly once.
 */
withStripeMock();

const FAULTS = ["slow", "fail", "malformed", "drop"] as const;
const pt = copies.pt;
/**
 * The adapter's own deadline: a slow Stripe costs about 0.3 s a call, twice with stripe-node's one retry and its pause,
 * never 10 s. Those waits are on purpose, so those tests have SLOW_TEST_MS, not the 5 s a loaded machine can exceed.
 */
const FAST = { STRIPE_TIMEOUT_MS: "300" };

/** The same signed-in person (same cookies) with `faults` in force for their requests. */
function underFaults(b: Browser, faults: string) {
  const faulty = new Browser(b.ip, { ...STRIPE_VARS, ...FAST, FAULTS: faults });
  faulty.cookies = b.cookies;
  return faulty;
}

const ordersOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT id, status, payment_session_id AS sessionId FROM orders WHERE user_id = ?1 ORDER BY created_at")
      .bind(userId)
      .all<{ id: string; status: string; sessionId: string | null }>()
  ).results;
const attemptsOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT session_id AS s FROM payment_attempts WHERE order_id = ?1").bind(orderId).all<{ s: string }>()).results.map((r) => r.s);
/** Every e-mail the outbox holds about an order (its own keys name it). */
const mailKeysOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT event_key AS k FROM email_outbox WHERE event_key LIKE ?1").bind(`%${orderId}%`).all<{ k: string }>()).results.map((r) => r.k);
const documentsOf = async (orderId: string) =>
  (
    await env.DB.prepare("SELECT kind, refund_id AS refundId FROM invoice_documents WHERE order_id = ?1 ORDER BY kind")
      .bind(orderId)
      .all<{ kind: string; refundId: string | null }>()
  ).results;
/** The Checkout sessions Stripe holds for an order (the shop sends its id as client_reference_id). */
const sessionsAtStripe = (orderId: string) => [...stripeSessions.values()].filter((s) => s.client_reference_id === orderId);
const refundsAtStripe = (intent: string) => stripeRefundsMade.filter((r) => r.payment_intent === intent);
const refundRow = (id: string) =>
  env.DB.prepare("SELECT status, provider_refund_id AS providerRefundId, refunded_at AS refundedAt FROM order_refunds WHERE id = ?1")
    .bind(id)
    .first<{ status: string; providerRefundId: string | null; refundedAt: string | null }>();
const callsSince = (mark: number, path: string) => stripeCalls.slice(mark).filter((c) => c.path === path);

/** The shop's 503 for Stripe: the code, and the Portuguese message with the request's reference. */
function expectPaymentUnavailable(res: { status: number; body: { error: { code: string; message: string; requestId: string } } }) {
  expect(res.status).toBe(503);
  expect(res.body.error.code).toBe("payment_unavailable");
  expect(res.body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.body.error.message).toBe(`${pt.orders.paymentUnavailable} ${pt.errors.reference(res.body.error.requestId)}`);
}

/** A customer's order paid through Stripe Checkout (the signed webhook), with the payment intent behind its session. */
async function paidStripeOrder() {
  const order = await stripeOrder();
  const intent = `pi_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
  stripeIntents.set(order.sessionId, { id: intent, object: "payment_intent", status: "succeeded" });
  const paid = await signedEvent("checkout.session.completed", {
    id: order.sessionId,
    client_reference_id: order.orderId,
    payment_status: "paid",
    status: "complete",
  });
  expect((await webhook(paid)).status).toBe(200);
  expect(await orderStatus(order.orderId)).toBe("paid");
  return { ...order, intent };
}

describe.each(FAULTS)("a customer's checkout with payments=%s", (fault) => {
  it(
    "is told the payment is unavailable, the order is cancelled with its stock back; with Stripe back, one Checkout session pays it",
    async () => {
      const c = await customerWithAddress(STRIPE_VARS);
      const v = await variantOf(4);
      const before = await stockOf(v);
      const items = [{ productId: 4, variantId: v, quantity: 1 }];

      const mark = stripeCalls.length;
      const res = await placeOrder(underFaults(c.b, `payments=${fault}`), c.addressId, items);
      expectPaymentUnavailable(res);

      // No payment page, no order: cancelled at once (no e-mail), the stock back, nothing waiting for a payment.
      const [failed, ...more] = await ordersOf(c.userId);
      expect(more).toEqual([]);
      expect(failed).toEqual({ id: expect.any(String), status: "cancelled", sessionId: null });
      expect(await stockOf(v)).toBe(before);
      expect(await attemptsOf(failed!.id)).toEqual([]);
      expect(await mailKeysOf(failed!.id)).toEqual([]);
      expect((await c.b.json("/api/orders/pending")).body).toEqual({ order: null });
      const tried = callsSince(mark, "/v1/checkout/sessions");
      if (fault === "slow" || fault === "drop") {
        // Stripe made the session, its answer was lost; stripe-node's one retry reused its Idempotency-Key, so Stripe holds
        // one session for the order, whose id the shop never learned: nobody is sent to pay it.
        expect(tried).toHaveLength(2);
        expect(new Set(tried.map((t) => t.idempotencyKey)).size).toBe(1);
        expect(tried[0]!.idempotencyKey).toMatch(/^stripe-node-retry-/);
        expect(sessionsAtStripe(failed!.id)).toHaveLength(1);
      } else {
        expect(tried).toEqual([]);
        expect(sessionsAtStripe(failed!.id)).toEqual([]);
      }

      // Stripe is back: the same customer orders again, on exactly one Checkout session, and pays.
      const again = stripeCalls.length;
      const ok = await placeOrder(c.b, c.addressId, items);
      expect(ok.status).toBe(201);
      const orderId = ok.body.orderId as string;
      expect(orderId).not.toBe(failed!.id);
      const sessionId = new URL(ok.body.url).pathname.split("/").at(-1)!;
      const made = callsSince(again, "/v1/checkout/sessions");
      expect(made).toHaveLength(1);
      expect(made[0]!.form.get("client_reference_id")).toBe(orderId);
      expect(sessionsAtStripe(orderId).map((s) => s.id)).toEqual([sessionId]);
      expect(await attemptsOf(orderId)).toEqual([sessionId]);
      expect(await stockOf(v)).toBe(before - 1);
      const paid = await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "paid", status: "complete" });
      expect((await webhook(paid)).status).toBe(200);
      expect((await ordersOf(c.userId)).map((o) => o.status)).toEqual(["cancelled", "paid"]);
      expect(await stockOf(v)).toBe(before - 1);
      expect(await orderMailsTo(c.email)).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );
});

describe.each(FAULTS)("the owner's refund with payments=%s", (fault) => {
  it(
    "is recorded as waiting with the order still paid, and the next retry run makes exactly one refund at Stripe and records it once",
    async () => {
      const { orderId, intent } = await paidStripeOrder();
      const owner = await person("owner", OWNER, { ...STRIPE_VARS, ...FAST, FAULTS: `payments=${fault}` });

      const mark = stripeCalls.length;
      const res = await owner.b.json(`/api/admin/orders/${orderId}/refunds`, "POST", { amountCents: 500 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ amountCents: 500, status: "pending" });
      const refundId = res.body.refundId as string;
      // The session is read before the refund is asked for; under every fault that read fails, so Stripe made no refund.
      expect(callsSince(mark, "/v1/refunds")).toEqual([]);
      expect(refundsAtStripe(intent)).toEqual([]);
      // Not half-refunded: the refund waits, the order stays paid, no credit note and no refund e-mail yet.
      expect(await refundRow(refundId)).toEqual({ status: "pending", providerRefundId: null, refundedAt: null });
      expect(await orderStatus(orderId)).toBe("paid");
      expect((await documentsOf(orderId)).map((d) => d.kind)).toEqual(["invoice_receipt"]);
      expect(await mailKeysOf(refundId)).toEqual([]);
      const seen = (await owner.b.json(`/api/admin/orders/${orderId}`)).body;
      expect(seen.payments.refunds).toEqual([expect.objectContaining({ id: refundId, amountCents: 500, status: "pending", refundedAt: null })]);

      // Stripe is back: the Cron Trigger's retry.
      const retry = stripeCalls.length;
      expect(await cronDeps(STRIPE_VARS).payments.retryRefunds()).toBe(1);
      const asked = callsSince(retry, "/v1/refunds");
      expect(asked).toHaveLength(1);
      expect(asked[0]!.idempotencyKey).toBe(`refund:${refundId}`);
      expect(asked[0]!.form.get("amount")).toBe("500");
      const atStripe = refundsAtStripe(intent);
      expect(atStripe).toHaveLength(1);
      expect(await refundRow(refundId)).toEqual({ status: "succeeded", providerRefundId: atStripe[0]!.id, refundedAt: expect.any(String) });
      expect(await mailKeysOf(refundId)).toEqual([`refund:${refundId}`]);
      expect(await documentsOf(orderId)).toEqual([
        { kind: "credit_note", refundId },
        { kind: "invoice_receipt", refundId: null },
      ]);

      // Done once: the next run has nothing to do.
      expect(await cronDeps(STRIPE_VARS).payments.retryRefunds()).toBe(0);
      expect(callsSince(retry, "/v1/refunds")).toHaveLength(1);
      expect(refundsAtStripe(intent)).toHaveLength(1);
      expect(await mailKeysOf(refundId)).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );
});

describe.each(["slow", "drop"] as const)("Stripe makes the owner's refund but its answer is lost (%s)", (fault) => {
  it(
    "the owner sees it waiting, and the retry run asks again with refund:<id> and records Stripe's same refund once",
    async () => {
      const { orderId, intent } = await paidStripeOrder();
      // Only the refund's answer is lost (the session read answers): Stripe acts, then the answer never arrives in time.
      stripeServer.use(
        http.post("https://api.stripe.com/v1/refunds", async ({ request }) => {
          const answer = await refundAtStripe(request);
          if (fault === "drop") return HttpResponse.error();
          await delay(1_000);
          return answer;
        }),
      );
      const owner = await person("owner", OWNER, { ...STRIPE_VARS, ...FAST });

      const mark = stripeCalls.length;
      const res = await owner.b.json(`/api/admin/orders/${orderId}/refunds`, "POST", { amountCents: 500 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ amountCents: 500, status: "pending" });
      const refundId = res.body.refundId as string;
      // stripe-node's own retry used the shop's key too: Stripe made one refund, not two.
      expect(callsSince(mark, "/v1/refunds").map((c) => c.idempotencyKey)).toEqual([`refund:${refundId}`, `refund:${refundId}`]);
      const made = refundsAtStripe(intent);
      expect(made).toHaveLength(1);
      expect(await refundRow(refundId)).toEqual({ status: "pending", providerRefundId: null, refundedAt: null });
      expect(await mailKeysOf(refundId)).toEqual([]);

      stripeServer.resetHandlers();
      const retry = stripeCalls.length;
      expect(await cronDeps(STRIPE_VARS).payments.retryRefunds()).toBe(1);
      expect(callsSince(retry, "/v1/refunds").map((c) => c.idempotencyKey)).toEqual([`refund:${refundId}`]);
      // Stripe answered the refund it made the first time: still one, and the shop records that one.
      expect(refundsAtStripe(intent)).toEqual(made);
      expect(await refundRow(refundId)).toEqual({ status: "succeeded", providerRefundId: made[0]!.id, refundedAt: expect.any(String) });
      expect(await mailKeysOf(refundId)).toEqual([`refund:${refundId}`]);
      expect((await documentsOf(orderId)).filter((d) => d.kind === "credit_note")).toEqual([{ kind: "credit_note", refundId }]);
      expect(await cronDeps(STRIPE_VARS).payments.retryRefunds()).toBe(0);
      expect(refundsAtStripe(intent)).toHaveLength(1);
    },
    SLOW_TEST_MS,
  );
});

describe("every outside system failing (all=fail)", () => {
  it("a customer who tries to buy is told the delivery cannot be quoted or the payment is unavailable, and nothing is left half-written", async () => {
    const c = await customerWithAddress(STRIPE_VARS);
    const v = await variantOf(5);
    const before = await stockOf(v);
    const items = [{ productId: 5, variantId: v, quantity: 1 }];
    // A quote taken just before the outage (the checkout page's), kept by the shop.
    const quote = await c.b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items });
    expect(quote.status).toBe(200);

    const down = underFaults(c.b, "all=fail");
    const mark = stripeCalls.length;
    // A new quote asks the supplier, which is down.
    const requote = await down.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items: [{ ...items[0], quantity: 2 }] });
    expect(requote.status).toBe(502);
    expect(requote.body.error.code).toBe("shipping_unavailable");
    expect(requote.body.error.message).toBe(`${pt.errors.shippingUnavailable} ${pt.errors.reference(requote.body.error.requestId)}`);
    // With the quote from before, the order reaches the payment, which is down.
    const res = await down.json("/api/orders", "POST", { items, quoteId: quote.body.quoteId, optionId: quote.body.options[0].id, addressId: c.addressId });
    expectPaymentUnavailable(res);

    const orders = await ordersOf(c.userId);
    expect(orders).toEqual([{ id: expect.any(String), status: "cancelled", sessionId: null }]);
    expect(await stockOf(v)).toBe(before);
    expect(await attemptsOf(orders[0]!.id)).toEqual([]);
    expect(await mailKeysOf(orders[0]!.id)).toEqual([]);
    expect(await documentsOf(orders[0]!.id)).toEqual([]);
    expect(stripeCalls.slice(mark)).toEqual([]);
    expect((await c.b.json("/api/orders/pending")).body).toEqual({ order: null });
  });
});
