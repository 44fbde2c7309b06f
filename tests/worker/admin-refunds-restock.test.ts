import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditOf, OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 43, decisions/0049: refunds put back in stock at most what was sold. Five refunds of one 2-unit line with
 * 'restock' (at once, or a form sent twice) put back 2 units, not 10; a partial refund with restock then the
 * withdrawal's refund put the line back once; the database refuses a restock past what is left, whoever writes it.
 * And a discounted order refunded one unit at a time gives back exactly what was paid (no cent left over).
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

let n = 0;
/** A 10 % welcome code for this e-mail (as the newsletter gives one). */
const codeFor = async (email: string) => {
  const code = `BEMVINDO-DEVOL${String(++n).padStart(5, "0")}`;
  await env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES (?1, ?2)").bind(code, email).run();
  return code;
};
/** A customer's order of these lines (product, units), paid on the test payment page. */
async function paidOrderOf(lines: [productId: number, quantity: number][], { welcomeCode = false } = {}) {
  const c = await customerWithAddress();
  const items = await Promise.all(lines.map(async ([productId, quantity]) => ({ productId, variantId: await variantOf(productId), quantity })));
  const res = await placeOrder(c.b, c.addressId, items, welcomeCode ? { discountCode: await codeFor(c.email) } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
  return { ...c, orderId: res.body.orderId as string, items };
}
const totalOf = async (id: string) =>
  (await env.DB.prepare("SELECT total_cents AS t, shipping_cents AS s, discount_cents AS d FROM orders WHERE id = ?1").bind(id).first<{
    t: number;
    s: number;
    d: number;
  }>())!;
const refundedOf = async (id: string) =>
  (await env.DB.prepare("SELECT coalesce(sum(amount_cents), 0) AS n FROM order_refunds WHERE order_id = ?1 AND reason = 'shop'")
    .bind(id)
    .first<{ n: number }>())!.n;
/** The order's restocks as its audit log records them (the ledger the database caps). */
const restockedOf = async (id: string) =>
  (await auditOf(id)).filter((a) => a.action === "order.restocked").reduce((s, a) => s + (JSON.parse(a.detail ?? "{}").quantity as number), 0);

describe("refunds restock at most what was sold", () => {
  it("the attack: five refunds at once of a 2-unit line with restock put back 2 units, each saying what it put back", async () => {
    const order = await paidOrderOf([[4, 2]]);
    const owner = await person("owner", OWNER);
    const variantId = order.items[0]!.variantId;
    const before = await stockOf(variantId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { lines: [{ variantId, quantity: 2 }], amountCents: 100, restock: true }),
      ),
    );
    expect(await stockOf(variantId)).toBe(before + 2);
    expect(await restockedOf(order.orderId)).toBe(2);
    // The money side is as it was (each refund is its own amount, capped by the order's total): all five are refunded.
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await refundedOf(order.orderId)).toBe(500);
    // Each says how many units it put back of how many asked: 2 in all.
    const lines = results.flatMap((r) => r.body.restocked as { variantId: number; asked: number; quantity: number }[]);
    expect(lines.every((l) => l.variantId === variantId && l.asked === 2)).toBe(true);
    expect(lines.reduce((s, l) => s + l.quantity, 0)).toBe(2);

    // The same form sent again later: refunded, nothing more back in stock, and it says so.
    const again = await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", {
      lines: [{ variantId, quantity: 2 }],
      amountCents: 100,
      restock: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.restocked).toEqual([{ variantId, asked: 2, quantity: 0 }]);
    expect(await stockOf(variantId)).toBe(before + 2);
  }, 20_000);

  it("a partial refund with restock, then the withdrawal's refund: the line is back in stock once", async () => {
    const order = await paidOrderOf([[4, 2]]);
    const owner = await person("owner", OWNER);
    const variantId = order.items[0]!.variantId;
    const before = await stockOf(variantId);
    const { t: total } = await totalOf(order.orderId);

    const part = await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { lines: [{ variantId, quantity: 1 }], restock: true });
    expect(part.status).toBe(201);
    expect(await stockOf(variantId)).toBe(before + 1);

    expect((await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST")).status).toBe(201);
    // Withdrawn before it was shipped: nothing comes back to receive, the refund is due at once (decisions/0058).
    const rest = await owner.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST");
    expect(rest.status).toBe(201);
    expect(await stockOf(variantId)).toBe(before + 2);
    expect(part.body.restocked).toEqual([{ variantId, asked: 1, quantity: 1 }]);
    expect(rest.body).toMatchObject({ amountCents: total - part.body.amountCents, restocked: [{ variantId, asked: 2, quantity: 1 }] });
    expect(await refundedOf(order.orderId)).toBe(total);
    expect(await restockedOf(order.orderId)).toBe(2);
  }, 20_000);

  it("a withdrawal's refund clicked twice at once: one refund, the goods back once", async () => {
    const order = await paidOrderOf([[4, 2]]);
    const owner = await person("owner", OWNER);
    const variantId = order.items[0]!.variantId;
    const before = await stockOf(variantId);
    expect((await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST")).status).toBe(201);
    // Withdrawn before it was shipped: nothing comes back to receive, the refund is due at once (decisions/0058).
    const both = await Promise.all([1, 2].map(() => owner.b.json(`/api/admin/orders/${order.orderId}/refund-withdrawal`, "POST")));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await stockOf(variantId)).toBe(before + 2);
  }, 20_000);

  it("cancelling a paid order after a refund with restock puts back only the rest", async () => {
    const order = await paidOrderOf([[4, 2]]);
    const owner = await person("owner", OWNER);
    const variantId = order.items[0]!.variantId;
    const before = await stockOf(variantId);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { lines: [{ variantId, quantity: 1 }], restock: true })).status).toBe(201);
    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await stockOf(variantId)).toBe(before + 2);
    expect((await auditOf(order.orderId)).filter((a) => a.action === "order.restocked").map((a) => [a.actor, a.after])).toEqual([
      [OWNER, "1"],
      [OWNER, "1"],
    ]);
  }, 20_000);

  it("the database itself refuses a restock past what was sold less what is back already, and applies the rest", async () => {
    const order = await paidOrderOf([[4, 2]]);
    const variantId = order.items[0]!.variantId;
    const before = await stockOf(variantId);
    const restock = (quantity: number, v = variantId) =>
      env.DB.prepare(
        "INSERT INTO audit_log (actor, action, order_id, after, detail) VALUES ('consola', 'order.restocked', ?1, ?2, json_object('variantId', ?3, 'quantity', ?2))",
      )
        .bind(order.orderId, quantity, v)
        .run();
    await expect(restock(3)).rejects.toThrow(/restock exceeds what was sold/);
    await expect(restock(0)).rejects.toThrow(/restock exceeds what was sold/);
    await expect(restock(1, await variantOf(7))).rejects.toThrow(/restock exceeds what was sold/);
    expect(await stockOf(variantId)).toBe(before);
    await expect(restock(1)).resolves.toBeDefined();
    expect(await stockOf(variantId)).toBe(before + 1);
    await expect(restock(2)).rejects.toThrow(/restock exceeds what was sold/);
    await expect(restock(1)).resolves.toBeDefined();
    await expect(restock(1)).rejects.toThrow(/restock exceeds what was sold/);
    expect(await stockOf(variantId)).toBe(before + 2);
  }, 20_000);
});

describe("a discounted order refunded one unit at a time", () => {
  it("gives back exactly what was paid: the discount's parts add up to the whole, no cent left", async () => {
    // 3 × 8,99 € and 3 × 12,99 € less 10 %: the discount split by rounding each unit left 1 cent never refundable.
    const order = await paidOrderOf(
      [
        [4, 3],
        [7, 3],
      ],
      { welcomeCode: true },
    );
    const owner = await person("owner", OWNER);
    const { t: total, s: shipping, d: discount } = await totalOf(order.orderId);
    expect(discount).toBeGreaterThan(0);
    const url = `/api/admin/orders/${order.orderId}/refunds`;
    let given = 0;
    for (const { variantId, quantity } of order.items)
      for (let u = 0; u < quantity; u++) {
        const res = await owner.b.json(url, "POST", { lines: [{ variantId, quantity: 1 }] });
        expect(res.status).toBe(201);
        given += res.body.amountCents as number;
      }
    expect(given).toBe(total - shipping);
    expect((await owner.b.json(url, "POST", { shipping: true })).status).toBe(201);
    expect(await refundedOf(order.orderId)).toBe(total);
    expect((await owner.b.json(url, "POST", { amountCents: 1 })).status).toBe(409);
  }, 20_000);
});
