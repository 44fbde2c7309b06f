import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORDER_STATUS_CHECK_SECONDS } from "../../worker/features/orders/checkout.service";
import { orderMailsTo } from "./setup/checkout";
import { stripeServer, stripeSessions } from "./setup/stripe-mock";
import { stripeOrder, withStripeMock } from "./setup/stripe-orders";
import { http } from "./setup/supplier-mock";

/**
 * Issue 43 (low), decisions/0033: `GET /api/orders/:id` asked Stripe about a pending order on every request. One
 * order's session is now asked at most once per ORDER_STATUS_CHECK_SECONDS (an atomic D1 counter), whoever asks and
 * however many at once; every request still answers, from the database.
 */
withStripeMock();

/** Counts Stripe's session reads (the mock's own handler answers them: this one only counts and falls through). */
function countSessionReads(sessionId: string) {
  const seen = { n: 0 };
  stripeServer.use(
    http.get("https://api.stripe.com/v1/checkout/sessions/:id", ({ params }) => {
      if (params.id === sessionId) seen.n++;
    }),
  );
  return seen;
}

describe("a pending order's status, asked of Stripe at most once per interval", () => {
  it("40 parallel and 20 sequential GETs of one pending order: every one answers 'pending' from the database, Stripe is asked once per interval", async () => {
    const { b, orderId, sessionId } = await stripeOrder();
    const reads = countSessionReads(sessionId);
    const started = Date.now();
    const parallel = await Promise.all(Array.from({ length: 40 }, () => b.json(`/api/orders/${orderId}`)));
    const sequential = [];
    for (let i = 0; i < 20; i++) sequential.push(await b.json(`/api/orders/${orderId}`));
    const elapsedS = (Date.now() - started) / 1000;
    for (const r of [...parallel, ...sequential]) {
      expect(r.status).toBe(200);
      expect(r.body.order).toMatchObject({ id: orderId, status: "pending" });
    }
    // Once in the first window, and at most once more per interval the machine took beyond it.
    expect(reads.n).toBeGreaterThanOrEqual(1);
    expect(reads.n).toBeLessThanOrEqual(1 + Math.floor(elapsedS / ORDER_STATUS_CHECK_SECONDS));
  }, 60_000);

  it("the interval is per order: another order is asked at once; and once the interval is over, Stripe's 'paid' is seen", async () => {
    const first = await stripeOrder();
    const second = await stripeOrder();
    const readsFirst = countSessionReads(first.sessionId);
    const readsSecond = countSessionReads(second.sessionId);
    expect((await first.b.json(`/api/orders/${first.orderId}`)).body.order.status).toBe("pending");
    expect((await second.b.json(`/api/orders/${second.orderId}`)).body.order.status).toBe("pending");
    expect([readsFirst.n, readsSecond.n]).toEqual([1, 1]);

    // Paid at Stripe, asked again within the interval: the database's answer (the webhook will tell).
    stripeSessions.get(first.sessionId)!.payment_status = "paid";
    expect((await first.b.json(`/api/orders/${first.orderId}`)).body.order.status).toBe("pending");
    expect(readsFirst.n).toBe(1);
    // The interval over (its counter's window ended), Stripe is asked and the order settled, once.
    await env.DB.prepare("UPDATE counters SET window_ends_at = 0 WHERE key LIKE ?1").bind(`%${first.orderId}`).run();
    expect((await first.b.json(`/api/orders/${first.orderId}`)).body.order.status).toBe("paid");
    expect(readsFirst.n).toBe(2);
    expect(await orderMailsTo(first.email)).toHaveLength(1);
  });
});
