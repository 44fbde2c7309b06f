import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withdrawalRefundDeadline } from "../../shared/withdrawal";
import { auditOf, OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { stockOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 32, decisions/0042/0043: the withdrawals in the back-office, each with the day its refund is due (14 days from
 * the withdrawal), 'Mercadoria recebida', and the refund of everything paid (the price and the delivery), with the
 * goods back in stock once they are back.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const withdrawn = async () => {
  const order = await paidOrder();
  expect((await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST")).status).toBe(201);
  return order;
};

/** Withdrawn after it was sent: the goods have to come back (issue 44: before sending, there is nothing to receive). */
const withdrawnAfterShipping = async () => {
  const order = await paidOrder();
  const staff = await person("staff");
  expect((await staff.b.json(`/api/admin/orders/${order.orderId}/prepare`, "POST")).status).toBe(200);
  expect((await staff.b.json(`/api/admin/orders/${order.orderId}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456789PT" })).status).toBe(200);
  expect((await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST")).status).toBe(201);
  return order;
};

describe("withdrawals in the back-office", () => {
  it("are listed with their refund deadline; one due in under 3 days is 'soon', one past it 'late'; refunded ones go last", async () => {
    const [a, b] = [await withdrawn(), await withdrawn()];
    await env.DB.prepare("UPDATE orders SET withdrawn_at = ?2 WHERE id = ?1")
      .bind(a.orderId, new Date(Date.now() - 20 * 86_400_000).toISOString())
      .run();
    await env.DB.prepare("UPDATE orders SET withdrawn_at = ?2 WHERE id = ?1")
      .bind(b.orderId, new Date(Date.now() - 12 * 86_400_000).toISOString())
      .run();
    const staff = await person("staff");
    const { items } = (await staff.b.json("/api/admin/withdrawals")).body;
    const of = (id: string) => items.find((w: { id: string }) => w.id === id);
    expect(of(a.orderId)).toMatchObject({ urgency: "late", refunded: false, email: a.email });
    expect(of(b.orderId)).toMatchObject({ urgency: "soon", refunded: false });
    expect(of(a.orderId).refundBy).toBe(withdrawalRefundDeadline(of(a.orderId).withdrawnAt));
  });

  it("goods received (staff, once), then the owner refunds everything paid, the lines back in stock", async () => {
    const order = await withdrawnAfterShipping();
    const staff = await person("staff");
    const owner = await person("owner", OWNER);
    const item = (await env.DB.prepare("SELECT variant_id AS v, quantity AS q FROM order_items WHERE order_id = ?1")
      .bind(order.orderId)
      .first<{ v: number; q: number }>())!;
    const before = await stockOf(item.v);

    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/goods-received`, "POST")).status).toBe(200);
    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/goods-received`, "POST")).status).toBe(409);
    expect((await auditOf(order.orderId)).find((r) => r.action === "order.goods_returned")).toMatchObject({ actor: staff.email });
    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST")).status).toBe(403);

    const total = (await env.DB.prepare("SELECT total_cents AS t FROM orders WHERE id = ?1").bind(order.orderId).first<{ t: number }>())!.t;
    const res = await owner.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amountCents: total, status: "succeeded" });
    expect(await stockOf(item.v)).toBe(before + item.q);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}`)).body).toMatchObject({
      refundedCents: total,
      withdrawal: { goodsReturnedAt: expect.any(String) },
    });
    // Nothing is left to give back.
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST")).status).toBe(409);
    const { items } = (await owner.b.json("/api/admin/withdrawals")).body;
    expect(items.find((w: { id: string }) => w.id === order.orderId)).toMatchObject({ refunded: true, urgency: null });
  });

  it("withdrawn before it was sent: no goods to receive, the refund now puts the lines back in stock (issue 44)", async () => {
    const order = await withdrawn();
    const owner = await person("owner", OWNER);
    const item = (await env.DB.prepare("SELECT variant_id AS v, quantity AS q FROM order_items WHERE order_id = ?1")
      .bind(order.orderId)
      .first<{ v: number; q: number }>())!;
    const before = await stockOf(item.v);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/goods-received`, "POST")).body.error.code).toBe("order_not_sent");
    const res = await owner.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST");
    expect(res.status).toBe(201);
    expect(await stockOf(item.v)).toBe(before + item.q);
  });

  it("an order nobody withdrew from has neither goods to receive nor a withdrawal to refund", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    for (const path of ["goods-received", "refund-withdrawal"]) {
      const res = await owner.b.json(`/api/admin/orders/${order.orderId}/${path}`, "POST");
      expect(res.status, path).toBe(409);
      expect(res.body.error.code).toBe("order_not_withdrawn");
    }
  });
});
