import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { orderMailsTo, orderStatus, stockOf } from "./setup/checkout";
import { multibancoIntent, signedEvent, stripeCalls, stripeIntents, stripeSessions } from "./setup/stripe-mock";
import { stripeOrder, webhook, withStripeMock } from "./setup/stripe-orders";
import { SLOW_TEST_MS } from "./setup/timeouts";

// Multibanco through Stripe Checkout: the completed session is unpaid until the voucher is paid (async events), and
// the customer's cancel racing Stripe's word. Stripe is msw at api.stripe.com, webhooks signed as Stripe signs them.

withStripeMock();

const payment = (id: string) =>
  env.DB.prepare("SELECT status, payment_method, payment_reference, payment_expires_at FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ status: string; payment_method: string | null; payment_reference: string | null; payment_expires_at: string }>();

async function multibancoOrder(quantity = 1) {
  const o = await stripeOrder(quantity);
  const deadline = Math.floor(Date.now() / 1000) + 7 * 86_400;
  stripeIntents.set(o.sessionId, multibancoIntent(deadline));
  Object.assign(stripeSessions.get(o.sessionId)!, { status: "complete", payment_status: "unpaid" });
  const completed = await signedEvent("checkout.session.completed", { id: o.sessionId, client_reference_id: o.orderId, payment_status: "unpaid" });
  return { ...o, deadline, completed };
}

describe("Multibanco through Stripe", () => {
  it("the completed, unpaid session records Stripe's voucher (entity, reference, deadline) once and e-mails it once", async () => {
    const { orderId, sessionId, email, v, before, deadline, completed } = await multibancoOrder(2);
    const answers = await Promise.all(Array.from({ length: 3 }, () => webhook(completed)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    // (The mock answers the voucher only when the payment intent is expanded, as Stripe does.)
    // A second delivery of the same fact under another event id changes nothing either.
    await webhook(await signedEvent("checkout.session.completed", { id: sessionId, client_reference_id: orderId, payment_status: "unpaid" }));
    const p = (await payment(orderId))!;
    expect(p.status).toBe("pending");
    expect(p.payment_method).toBe("multibanco");
    expect(JSON.parse(p.payment_reference!)).toEqual({ entity: "12345", reference: "123456789" });
    expect(Date.parse(p.payment_expires_at)).toBe(deadline * 1000);
    expect(await stockOf(v)).toBe(before - 2);
    const mails = await orderMailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([copy.orders.awaitedMail.subject(orderId.slice(-8).toUpperCase())]);
    expect(mails[0]!.text).toContain("123 456 789");
  });

  it("async_payment_succeeded pays it once (sent twice, one confirmation); async_payment_failed on another gives the stock back once", async () => {
    const paid = await multibancoOrder();
    await webhook(paid.completed);
    const succeeded = await signedEvent("checkout.session.async_payment_succeeded", {
      id: paid.sessionId,
      client_reference_id: paid.orderId,
      payment_status: "paid",
    });
    await Promise.all([webhook(succeeded), webhook(succeeded)]);
    expect(await orderStatus(paid.orderId)).toBe("paid");
    expect((await orderMailsTo(paid.email)).map((m) => m.subject)).toEqual([
      copy.orders.awaitedMail.subject(paid.orderId.slice(-8).toUpperCase()),
      copy.orders.mail.subject(paid.orderId.slice(-8).toUpperCase()),
    ]);

    const failed = await multibancoOrder(3);
    await webhook(failed.completed);
    const failure = await signedEvent("checkout.session.async_payment_failed", {
      id: failed.sessionId,
      client_reference_id: failed.orderId,
      payment_status: "unpaid",
    });
    await Promise.all([webhook(failure), webhook(failure)]);
    await webhook(
      await signedEvent("checkout.session.async_payment_failed", { id: failed.sessionId, client_reference_id: failed.orderId, payment_status: "unpaid" }),
    );
    expect(await orderStatus(failed.orderId)).toBe("cancelled");
    expect(await stockOf(failed.v)).toBe(failed.before);
  });
});

describe("cancelling an order whose Multibanco voucher is out", () => {
  it("cancels the voucher's payment intent at Stripe (the session can no longer be expired) and gives the stock back", async () => {
    const o = await multibancoOrder(2);
    await webhook(o.completed);
    const intent = stripeIntents.get(o.sessionId)!;
    expect((await o.b.json(`/api/orders/${o.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await orderStatus(o.orderId)).toBe("cancelled");
    expect(await stockOf(o.v)).toBe(o.before);
    expect(stripeCalls.map((c) => c.path)).toContain(`/v1/payment_intents/${intent.id}/cancel`);
    expect(intent.status).toBe("canceled");
  });
});

describe("cancel racing Stripe's payment", () => {
  it(
    "the customer's cancel and the paid webhook in parallel, many times: paid or cancelled, never both, stock matches",
    async () => {
      for (let round = 0; round < 8; round++) {
        const o = await stripeOrder();
        const event = await signedEvent("checkout.session.completed", { id: o.sessionId, client_reference_id: o.orderId, payment_status: "paid" });
        const [cancel] = await Promise.all([o.b.json(`/api/orders/${o.orderId}/cancel`, "POST"), webhook(event)]);
        const status = await orderStatus(o.orderId);
        expect(["paid", "cancelled"]).toContain(status);
        expect(cancel.status).toBe(status === "cancelled" ? 200 : 409);
        expect(await stockOf(o.v)).toBe(status === "paid" ? o.before - 1 : o.before);
        const confirmations = (await orderMailsTo(o.email)).filter((m) => m.subject === copy.orders.mail.subject(o.orderId.slice(-8).toUpperCase()));
        expect(confirmations).toHaveLength(status === "paid" ? 1 : 0);
      }
    },
    SLOW_TEST_MS,
  );
});
