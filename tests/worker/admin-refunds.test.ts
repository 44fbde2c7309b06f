import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { formatCentsIn } from "../../worker/lib/formats-in";
import { auditOf, OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { stockOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 32, decisions/0043: the owner refunds an order in full or in part (lines and quantities, the delivery, or an
 * amount), through the payment provider, optionally putting the stock back; the database never lets the refunds of an
 * order pass what was paid, however many arrive at once; a refund needs a sign-in of the last half hour.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt.orders;
const orderRow = async (id: string) =>
  (await env.DB.prepare("SELECT total_cents AS total, shipping_cents AS shipping, subtotal_cents AS subtotal FROM orders WHERE id = ?1").bind(id).first<{
    total: number;
    shipping: number;
    subtotal: number;
  }>())!;
const refunds = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT amount_cents AS amount, status, reason, actor, provider_refund_id AS providerRefundId FROM order_refunds WHERE order_id = ?1 ORDER BY created_at",
    )
      .bind(id)
      .all<{ amount: number; status: string; reason: string; actor: string | null; providerRefundId: string | null }>()
  ).results;
const lineOf = async (orderId: string) =>
  (await env.DB.prepare("SELECT variant_id AS variantId, quantity, unit_price_cents AS unit FROM order_items WHERE order_id = ?1").bind(orderId).first<{
    variantId: number;
    quantity: number;
    unit: number;
  }>())!;

describe("the owner's refunds", () => {
  it("a line with its stock back, then the delivery: through the provider, e-mailed, audited; then nothing more", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const line = await lineOf(order.orderId);
    const before = await stockOf(line.variantId);
    const { total, shipping } = await orderRow(order.orderId);
    const url = `/api/admin/orders/${order.orderId}/refunds`;

    const first = await owner.b.json(url, "POST", { lines: [{ variantId: line.variantId, quantity: 1 }], restock: true });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amountCents: line.unit, status: "succeeded" });
    expect(await stockOf(line.variantId)).toBe(before + 1);
    const second = await owner.b.json(url, "POST", { shipping: true });
    expect(second.body).toMatchObject({ amountCents: shipping, status: "succeeded" });
    expect(line.unit + shipping).toBe(total);

    const rows = await refunds(order.orderId);
    expect(rows).toMatchObject([
      { amount: line.unit, status: "succeeded", reason: "shop", actor: OWNER },
      { amount: shipping, status: "succeeded", reason: "shop", actor: OWNER },
    ]);
    expect(rows[0]!.providerRefundId).toMatch(/^test_re_/);
    const mails = (await env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ?1').bind(order.email).all<{ text: string }>()).results;
    expect(mails.filter((m) => m.text.includes(pt.refundMail.byShop(pt.number(order.orderId), formatCentsIn("pt", line.unit))))).toHaveLength(1);
    const audit = (await auditOf(order.orderId)).filter((a) => a.action.startsWith("order.refund"));
    expect(audit.map((a) => [a.actor, a.action])).toEqual([
      [OWNER, "order.refund"],
      ["sistema", "order.refunded"],
      [OWNER, "order.refund"],
      ["sistema", "order.refunded"],
    ]);

    // Everything paid has been given back: one more cent is refused, and nothing is written.
    const more = await owner.b.json(url, "POST", { amountCents: 1 });
    expect(more.status).toBe(409);
    expect(more.body.error.code).toBe("refund_exceeds_paid");
    expect(await refunds(order.orderId)).toHaveLength(2);
  });

  it("refuses more units than were ordered, a line not in the order, and an empty refund; writes nothing", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const line = await lineOf(order.orderId);
    const url = `/api/admin/orders/${order.orderId}/refunds`;
    expect((await owner.b.json(url, "POST", { lines: [{ variantId: line.variantId, quantity: line.quantity + 1 }] })).status).toBe(409);
    expect((await owner.b.json(url, "POST", { lines: [{ variantId: 999_999, quantity: 1 }] })).status).toBe(409);
    expect((await owner.b.json(url, "POST", {})).status).toBe(400);
    expect((await owner.b.json(url, "POST", { amountCents: 0 })).status).toBe(400);
    expect(await refunds(order.orderId)).toEqual([]);
  });

  it("parallel refunds never add up to more than was paid (the database's trigger)", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const { total } = await orderRow(order.orderId);
    const part = Math.floor(total * 0.4);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { amountCents: part })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === "refund_exceeds_paid")).toBe(true);
    const sum = (await refunds(order.orderId)).reduce((s, r) => s + r.amount, 0);
    expect(sum).toBe(2 * part);
    expect(sum).toBeLessThanOrEqual(total);
  });

  it("the database itself refuses a refund past the total, or of a payment that is not the order's", async () => {
    const order = await paidOrder();
    const { total } = await orderRow(order.orderId);
    const paid = (await env.DB.prepare("SELECT paid_session_id AS s FROM orders WHERE id = ?1").bind(order.orderId).first<{ s: string }>())!.s;
    const insert = (session: string, amount: number) =>
      env.DB.prepare("INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason) VALUES (?1, ?2, ?3, ?4, 'shop')")
        .bind(crypto.randomUUID(), order.orderId, session, amount)
        .run();
    await expect(insert(paid, total + 1)).rejects.toThrow(/refund exceeds what was paid/);
    await expect(insert("another-session", 1)).rejects.toThrow(/refund exceeds what was paid/);
    await expect(insert(paid, total)).resolves.toBeDefined();
    await expect(insert(paid, 1)).rejects.toThrow(/refund exceeds what was paid/);
  });

  it("staff may not refund; an unpaid order has nothing to refund; an old sign-in must sign in again", async () => {
    const order = await paidOrder();
    const staff = await person("staff");
    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { shipping: true })).status).toBe(403);

    const owner = await person("owner", OWNER);
    const unpaid = await env.DB.prepare("SELECT id FROM orders WHERE status = 'pending' LIMIT 1").first<{ id: string }>();
    if (unpaid) expect((await owner.b.json(`/api/admin/orders/${unpaid.id}/refunds`, "POST", { shipping: true })).body.error.code).toBe("refund_not_paid");

    // The owner's sessions opened an hour ago: refused until a new sign-in.
    const { keys } = await env.KV.list({ prefix: "session:" });
    for (const k of keys) {
      const rec = await env.KV.get<{ userId: string; at?: number }>(k.name, "json");
      if (rec) await env.KV.put(k.name, JSON.stringify({ ...rec, at: Date.now() - 60 * 60_000 }));
    }
    const stale = await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { shipping: true });
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe("reauthentication_required");
    const fresh = await person("owner", OWNER);
    expect((await fresh.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { shipping: true })).status).toBe(201);
  });
});
