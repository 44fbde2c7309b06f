import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { EXPIRY_GRACE_MS } from "../../worker/features/orders/order-payments.service";
import worker from "../../worker/index";
import { customerWithAddress, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { STRIPE_VARS, stripeCalls, stripeServer, stripeSessions } from "./setup/stripe-mock";
import { supplierAnswer, withStripeMock } from "./setup/stripe-orders";
import { HttpResponse, http } from "./setup/supplier-mock";

// The Cron Trigger (worker/scheduled.ts) run in workerd through the Worker's own scheduled handler.

withStripeMock();
afterEach(async () => {
  // Orders left pending by one test must not be another test's stale orders.
  await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE status = 'pending'").run();
});

const runCron = (vars: Record<string, string> = {}) =>
  worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), { ...env, ...vars }, createExecutionContext());

const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const setDeadline = (id: string, at: string) => env.DB.prepare("UPDATE orders SET payment_expires_at = ?2 WHERE id = ?1").bind(id, at).run();

async function order(productId: number, quantity: number, vars?: Record<string, string>) {
  const c = await customerWithAddress(vars);
  const v = await variantOf(productId);
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: v, quantity }]);
  expect(res.status).toBe(201);
  return { ...c, v, orderId: res.body.orderId as string, page: new URL(res.body.url).pathname };
}

describe("the expiry run (Cron Trigger)", () => {
  it("cancels only the orders whose payment attempt ended, gives their stock back once; a second run changes nothing", async () => {
    const v = await variantOf(3);
    const start = await stockOf(v);
    const fresh = await order(3, 1); // its card session is still open
    const stale = await order(3, 2); // its session ended an hour ago
    const justEnded = await order(3, 1); // ended a moment ago: the provider's own word may still come
    const paid = await order(3, 1);
    const multibanco = await order(3, 1); // a reference out, deadline in three days
    const staleMultibanco = await order(3, 3); // the reference's deadline passed unpaid
    expect((await paid.b.fetch(`${paid.page}/pay`, { method: "POST" })).status).toBe(303);
    await multibanco.b.fetch(`${multibanco.page}/multibanco`, { method: "POST" });
    await staleMultibanco.b.fetch(`${staleMultibanco.page}/multibanco`, { method: "POST" });
    await setDeadline(stale.orderId, iso(-3_600_000));
    await setDeadline(justEnded.orderId, iso(-EXPIRY_GRACE_MS / 2));
    await setDeadline(paid.orderId, iso(-3_600_000));
    await setDeadline(staleMultibanco.orderId, iso(-3_600_000));
    expect(await stockOf(v)).toBe(start - 9);

    await runCron();
    expect(await orderStatus(fresh.orderId)).toBe("pending");
    expect(await orderStatus(stale.orderId)).toBe("cancelled");
    expect(await orderStatus(justEnded.orderId)).toBe("pending");
    expect(await orderStatus(paid.orderId)).toBe("paid");
    expect(await orderStatus(multibanco.orderId)).toBe("pending");
    expect(await orderStatus(staleMultibanco.orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(start - 9 + 2 + 3);

    await runCron();
    await Promise.all([runCron(), runCron(), runCron()]);
    expect(await stockOf(v)).toBe(start - 4);
    expect(await orderStatus(fresh.orderId)).toBe("pending");
    expect(await orderStatus(multibanco.orderId)).toBe("pending");
  });

  it("a run racing the payment of the same order: paid or cancelled, never both, and the stock matches", async () => {
    for (let round = 0; round < 5; round++) {
      const v = await variantOf(4);
      const before = await stockOf(v);
      const o = await order(4, 1);
      await setDeadline(o.orderId, iso(-3_600_000));
      await Promise.all([runCron(), o.b.fetch(`${o.page}/pay`, { method: "POST" })]);
      const status = await orderStatus(o.orderId);
      expect(["paid", "cancelled"]).toContain(status);
      expect(await stockOf(v)).toBe(status === "paid" ? before - 1 : before);
    }
  });

  it("with Stripe: a session Stripe says is paid is fulfilled, not cancelled; an ended one is cancelled and expired at Stripe", async () => {
    const v = await variantOf(4);
    const before = await stockOf(v);
    const paidLate = await order(4, 1, STRIPE_VARS);
    const unpaid = await order(4, 1, STRIPE_VARS);
    await setDeadline(paidLate.orderId, iso(-3_600_000));
    await setDeadline(unpaid.orderId, iso(-3_600_000));
    const sessionOf = async (id: string) =>
      (await env.DB.prepare("SELECT payment_session_id AS s FROM orders WHERE id = ?1").bind(id).first<{ s: string }>())!.s;
    const paidSession = await sessionOf(paidLate.orderId);
    const unpaidSession = await sessionOf(unpaid.orderId);
    Object.assign(stripeSessions.get(paidSession)!, { payment_status: "paid", status: "complete" });
    Object.assign(stripeSessions.get(unpaidSession)!, { status: "expired" });

    await runCron(STRIPE_VARS);
    expect(await orderStatus(paidLate.orderId)).toBe("paid");
    expect(await orderStatus(unpaid.orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before - 1);
    expect(stripeCalls.some((c) => c.path === `/v1/checkout/sessions/${unpaidSession}/expire`)).toBe(true);
  });

  it("when Stripe cannot be reached, nothing is cancelled: the next run tries again", async () => {
    const o = await order(4, 1, STRIPE_VARS);
    await setDeadline(o.orderId, iso(-3_600_000));
    stripeServer.use(http.get("https://api.stripe.com/v1/checkout/sessions/:id", () => HttpResponse.json({ error: { type: "api_error" } }, { status: 500 })));
    await runCron(STRIPE_VARS);
    expect(await orderStatus(o.orderId)).toBe("pending");
    stripeServer.resetHandlers();
    stripeServer.use(supplierAnswer);
    await runCron(STRIPE_VARS);
    expect(await orderStatus(o.orderId)).toBe("cancelled");
  });
});
