import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { OWNER, person } from "./setup/admin";
import { STRIPE_VARS, signedEvent, stripeCalls, stripeIntents } from "./setup/stripe-mock";
import { stripeOrder, webhook, withStripeMock } from "./setup/stripe-orders";

/** Issue 32, decisions/0043: the owner's partial refund goes through Stripe Refunds, in Stripe's wire format. */
withStripeMock();

describe("a partial refund through Stripe", () => {
  it("refunds the paid payment intent by the amount, keyed by the refund's id (a failure waits for the cron: payments-events-matched)", async () => {
    const { orderId, sessionId } = await stripeOrder();
    const intent = `pi_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
    stripeIntents.set(sessionId, { id: intent, object: "payment_intent", status: "succeeded" });
    const total = (await env.DB.prepare("SELECT total_cents AS t FROM orders WHERE id = ?1").bind(orderId).first<{ t: number }>())!.t;
    expect(
      (
        await webhook(
          await signedEvent("checkout.session.completed", {
            id: sessionId,
            client_reference_id: orderId,
            payment_status: "paid",
            status: "complete",
            amount_total: total,
          }),
        )
      ).status,
    ).toBe(200);

    const owner = await person("owner", OWNER, STRIPE_VARS);
    const res = await owner.b.json(`/api/admin/orders/${orderId}/refunds`, "POST", { amountCents: 500 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amountCents: 500, status: "succeeded" });
    const calls = stripeCalls.filter((c) => c.path === "/v1/refunds");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.form.get("payment_intent")).toBe(intent);
    expect(calls[0]!.form.get("amount")).toBe("500");
    expect(calls[0]!.idempotencyKey).toBe(`refund:${res.body.refundId}`);
    const row = await env.DB.prepare("SELECT status, provider_refund_id AS p FROM order_refunds WHERE id = ?1").bind(res.body.refundId).first();
    expect(row).toEqual({ status: "succeeded", p: expect.stringMatching(/^re_/) });
  });
});
