import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { formatCentsIn } from "../../worker/lib/formats-in";
import { auditOf, OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { orderStatus, stockOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";
import { SLOW_TEST_MS } from "./setup/timeouts";

/**
 * Issue 32: "cancelling a paid order refunds it". The owner cancels a paid order that has not left: in one batch the
 * stock comes back (what earlier refunds did not put back already), the refund of everything not yet refunded is
 * opened, the order is cancelled naming the owner, and the customer is e-mailed; then the money leaves through the
 * payment provider and its confirmation is e-mailed too. Two clicks at once, or a member preparing it meanwhile: one wins.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt.orders;
const orderRow = async (id: string) =>
  (await env.DB.prepare("SELECT status, total_cents AS total, shipping_cents AS shipping, cancelled_at AS cancelledAt FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ status: string; total: number; shipping: number; cancelledAt: string | null }>())!;
const refunds = async (id: string) =>
  (
    await env.DB.prepare("SELECT amount_cents AS amount, status, actor FROM order_refunds WHERE order_id = ?1 ORDER BY created_at")
      .bind(id)
      .all<{ amount: number; status: string; actor: string | null }>()
  ).results;
const lineOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT variant_id AS variantId, quantity, unit_price_cents AS unit FROM order_items WHERE order_id = ?1").bind(orderId).first<{
    variantId: number;
    quantity: number;
    unit: number;
  }>())!;
const mailsTo = async (to: string) =>
  (
    await env.DB.prepare('SELECT subject, text, event_key AS key FROM email_outbox WHERE "to" = ?1')
      .bind(to)
      .all<{ subject: string; text: string; key: string }>()
  ).results;
const cancel = (b: Awaited<ReturnType<typeof person>>["b"], id: string) => b.json(`/api/admin/orders/${id}/cancel`, "POST");

describe("the owner cancels a paid order", () => {
  it(
    "refunds all of it, puts the stock back, tells the customer, and the audit log and /meus-pedidos say so",
    async () => {
      const order = await paidOrder();
      const owner = await person("owner", OWNER);
      const line = await lineOf(order.orderId);
      const before = await stockOf(line.variantId);
      const { total } = await orderRow(order.orderId);

      const detail = await owner.b.json(`/api/admin/orders/${order.orderId}`);
      expect(detail.body.cancellable).toBe(true);
      const res = await cancel(owner.b, order.orderId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ refundedCents: total, status: "succeeded" });

      expect((await orderRow(order.orderId)).status).toBe("cancelled");
      expect(await stockOf(line.variantId)).toBe(before + line.quantity);
      expect(await refunds(order.orderId)).toEqual([{ amount: total, status: "succeeded", actor: OWNER }]);

      const mails = await mailsTo(order.email);
      const number = pt.number(order.orderId);
      const cancelled = mails.filter((m) => m.key === `order:${order.orderId}:cancelled`);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.subject).toBe(pt.cancelledMail.subject(number));
      expect(cancelled[0]!.text).toContain(pt.cancelledMail.byShop(number));
      expect(cancelled[0]!.text).toContain(pt.cancelledMail.refunded(formatCentsIn("pt", total)));
      expect(cancelled[0]!.text).not.toContain(pt.cancelledMail.intro(number)); // "nada lhe foi cobrado" would be untrue
      expect(mails.filter((m) => m.text.includes(pt.refundMail.byShop(number, formatCentsIn("pt", total))))).toHaveLength(1);

      const audit = await auditOf(order.orderId);
      expect(audit.filter((a) => a.action === "order.status" && a.after === "cancelled").map((a) => [a.actor, a.before])).toEqual([[OWNER, "paid"]]);
      expect(audit.filter((a) => a.action.startsWith("order.refund")).map((a) => [a.actor, a.action, a.after])).toEqual([
        [OWNER, "order.refund", String(total)],
        ["sistema", "order.refunded", String(total)],
      ]);

      // The customer's own view of it: cancelled, and paid once (the page says the shop cancelled and refunded it).
      const mine = await order.b.json(`/api/orders/${order.orderId}`);
      expect(mine.body.order).toMatchObject({ status: "cancelled", paidAt: expect.any(String) });
      // Nothing more to cancel or refund.
      expect((await cancel(owner.b, order.orderId)).body.error.code).toBe("order_not_cancellable");
      expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { amountCents: 1 })).status).toBe(409);
    },
    SLOW_TEST_MS,
  );

  it("after a partial refund, gives back only what is left, and only the stock not already put back", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const line = await lineOf(order.orderId);
    const before = await stockOf(line.variantId);
    const { total, shipping } = await orderRow(order.orderId);
    // The owner refunded the line with its stock back, then the order was prepared.
    expect(
      (await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { lines: [{ variantId: line.variantId, quantity: 1 }], restock: true })).status,
    ).toBe(201);
    expect(await stockOf(line.variantId)).toBe(before + 1);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/prepare`, "POST")).status).toBe(200);

    const res = await cancel(owner.b, order.orderId);
    expect(res.body).toEqual({ refundedCents: total - line.unit, status: "succeeded" });
    expect(total - line.unit).toBe(shipping);
    expect((await orderRow(order.orderId)).status).toBe("cancelled");
    // The unit already back is not counted twice.
    expect(await stockOf(line.variantId)).toBe(before + line.quantity);
    expect((await refunds(order.orderId)).reduce((s, r) => s + r.amount, 0)).toBe(total);
  });

  it(
    "is refused for an order that left, was withdrawn, or was never paid; nothing changes",
    async () => {
      const owner = await person("owner", OWNER);
      const sent = await paidOrder();
      const staff = await person("staff");
      expect((await staff.b.json(`/api/admin/orders/${sent.orderId}/prepare`, "POST")).status).toBe(200);
      expect((await staff.b.json(`/api/admin/orders/${sent.orderId}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456789PT" })).status).toBe(200);
      const withdrawn = await paidOrder();
      expect((await withdrawn.b.json(`/api/orders/${withdrawn.orderId}/withdraw`, "POST")).status).toBe(201);

      for (const o of [sent, withdrawn]) {
        const res = await cancel(owner.b, o.orderId);
        expect(res.status).toBe(409);
        expect(res.body.error).toMatchObject({ code: "order_not_cancellable", message: pt.admin.notCancellable });
        expect(await refunds(o.orderId)).toEqual([]);
        expect((await owner.b.json(`/api/admin/orders/${o.orderId}`)).body.cancellable).toBe(false);
      }
      expect(await orderStatus(sent.orderId)).toBe("shipped");
      // Staff may not cancel a paid order (it gives money back).
      const paid = await paidOrder();
      expect((await cancel(staff.b, paid.orderId)).status).toBe(403);
      expect(await orderStatus(paid.orderId)).toBe("paid");
    },
    SLOW_TEST_MS,
  );

  it("an old sign-in must sign in again first", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const { keys } = await env.KV.list({ prefix: "session:" });
    for (const k of keys) {
      const rec = await env.KV.get<{ userId: string; at?: number }>(k.name, "json");
      if (rec) await env.KV.put(k.name, JSON.stringify({ ...rec, at: Date.now() - 60 * 60_000 }));
    }
    const stale = await cancel(owner.b, order.orderId);
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe("reauthentication_required");
    expect(await orderStatus(order.orderId)).toBe("paid");
  });
});

describe("cancelling races", () => {
  it("five clicks at once: one cancels, the others are told; one refund, the stock back once, one e-mail", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const line = await lineOf(order.orderId);
    const before = await stockOf(line.variantId);
    const { total } = await orderRow(order.orderId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(owner.b, order.orderId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => ["order_already_moved", "order_not_cancellable"].includes(a.body.error.code))).toBe(true);
    expect(await refunds(order.orderId)).toEqual([{ amount: total, status: "succeeded", actor: OWNER }]);
    expect(await stockOf(line.variantId)).toBe(before + line.quantity);
    expect((await mailsTo(order.email)).filter((m) => m.key === `order:${order.orderId}:cancelled`)).toHaveLength(1);
  });

  it(
    "the owner cancelling while staff prepares: whichever comes first, the order is consistent",
    async () => {
      for (let round = 0; round < 3; round++) {
        const order = await paidOrder();
        const [owner, staff] = [await person("owner", OWNER), await person("staff")];
        const line = await lineOf(order.orderId);
        const before = await stockOf(line.variantId);
        const [c, p] = await Promise.all([cancel(owner.b, order.orderId), staff.b.json(`/api/admin/orders/${order.orderId}/prepare`, "POST")]);
        const status = await orderStatus(order.orderId);
        if (c.status === 200) {
          // Cancelled (before or after being prepared): refunded in full, stock back once.
          expect(status).toBe("cancelled");
          expect((await refunds(order.orderId)).map((r) => r.amount)).toEqual([(await orderRow(order.orderId)).total]);
          expect(await stockOf(line.variantId)).toBe(before + line.quantity);
        } else {
          // Prepared first, the cancel lost its race: nothing refunded, no stock moved.
          expect(c.body.error.code).toBe("order_already_moved");
          expect(p.status).toBe(200);
          expect(status).toBe("processing");
          expect(await refunds(order.orderId)).toEqual([]);
          expect(await stockOf(line.variantId)).toBe(before);
        }
      }
    },
    SLOW_TEST_MS,
  );
});
