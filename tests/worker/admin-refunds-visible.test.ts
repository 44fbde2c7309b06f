import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 44 (items 6 and 7), decisions/0057: refunds the customer and the back-office can see. The customer's orders
 * say REEMBOLSADO / REEMBOLSADO PARCIALMENTE by the confirmed refunds, with each amount and day; an order refunded in
 * full offers no withdrawal and refuses one; the back-office filters by refund, and its orders to ship ('PAGO', 'EM
 * PROCESSAMENTO') leave out the withdrawn and the fully refunded. A line refund asks at most the units left of it.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt;
type Order = { id: string; status: string; refund: string | null; refundedCents: number; refunds: { amountCents: number; refundedAt: string }[] };
const totalsOf = async (id: string) =>
  (await env.DB.prepare("SELECT total_cents AS total, shipping_cents AS shipping FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ total: number; shipping: number }>())!;
const refundRows = async (id: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM order_refunds WHERE order_id = ?1").bind(id).first<{ n: number }>())!.n;

describe("the customer sees the shop's refunds", () => {
  it("partly, then fully refunded: the order says so with each amount and day; no withdrawal once refunded in full", async () => {
    const order = await paidOrder();
    const owner = await person("owner", OWNER);
    const { total, shipping } = await totalsOf(order.orderId);
    const mine = async () => (await order.b.json(`/api/orders/${order.orderId}`)).body.order as Order & { withdrawableUntil: string | null };

    const before = await mine();
    expect(before).toMatchObject({ refund: null, refundedCents: 0, refunds: [] });
    expect(before.withdrawableUntil).not.toBeNull();

    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { shipping: true })).status).toBe(201);
    const partly = await mine();
    expect(partly).toMatchObject({ status: "paid", refund: "partial", refundedCents: shipping, refunds: [{ amountCents: shipping }] });
    expect(Date.parse(partly.refunds[0]!.refundedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(partly.withdrawableUntil).not.toBeNull();
    // The list of 'Meus Pedidos' reads the same.
    const listed = ((await order.b.json("/api/orders")).body.items as Order[]).find((o) => o.id === order.orderId)!;
    expect(listed).toMatchObject({ refund: "partial", refundedCents: shipping });

    expect((await owner.b.json(`/api/admin/orders/${order.orderId}/refunds`, "POST", { amountCents: total - shipping })).status).toBe(201);
    const full = await mine();
    expect(full).toMatchObject({ status: "paid", refund: "full", refundedCents: total });
    expect(full.refunds.map((r) => r.amountCents)).toEqual([shipping, total - shipping]);
    expect(full.withdrawableUntil).toBeNull();

    // The withdrawal is refused, in the customer's words, and nothing is recorded.
    const withdraw = await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST");
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.error).toMatchObject({ code: "order_not_withdrawable", message: pt.withdrawal.refunded });
    const withdrawn = await env.DB.prepare("SELECT withdrawn_at AS w FROM orders WHERE id = ?1").bind(order.orderId).first<{ w: string | null }>();
    expect(withdrawn!.w).toBeNull();
  });

  it("a refund not yet confirmed by the provider, or a stray payment given back, is not the order's refund", async () => {
    const order = await paidOrder();
    const { total } = await totalsOf(order.orderId);
    const paid = (await env.DB.prepare("SELECT paid_session_id AS s FROM orders WHERE id = ?1").bind(order.orderId).first<{ s: string }>())!.s;
    await env.DB.prepare("INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason) VALUES (?1, ?2, ?3, ?4, 'shop')")
      .bind(crypto.randomUUID(), order.orderId, paid, total)
      .run();
    await env.DB.prepare(
      "INSERT INTO order_refunds (id, order_id, session_id, amount_cents, reason, status) VALUES (?1, ?2, ?3, ?4, 'paid_twice', 'succeeded')",
    )
      .bind(crypto.randomUUID(), order.orderId, `stray-${crypto.randomUUID()}`, total)
      .run();
    expect((await order.b.json(`/api/orders/${order.orderId}`)).body.order).toMatchObject({ refund: null, refundedCents: 0, refunds: [] });
  });
});

describe("the back-office's list and its refunds", () => {
  it("filters by refunded in full or in part; the orders to ship leave out the withdrawn and the fully refunded", async () => {
    const owner = await person("owner", OWNER);
    const full = await paidOrder();
    const partial = await paidOrder();
    const withdrawn = await paidOrder();
    const plain = await paidOrder();
    const { total } = await totalsOf(full.orderId);
    expect((await owner.b.json(`/api/admin/orders/${full.orderId}/refunds`, "POST", { amountCents: total })).status).toBe(201);
    expect((await owner.b.json(`/api/admin/orders/${partial.orderId}/refunds`, "POST", { shipping: true })).status).toBe(201);
    expect((await withdrawn.b.json(`/api/orders/${withdrawn.orderId}/withdraw`, "POST")).status).toBe(201);
    const list = async (query: string) => (await owner.b.json(`/api/admin/orders?${query}`)).body;
    const ids = (body: { items: { id: string }[] }) => body.items.map((o) => o.id);

    const refunded = await list("refund=full");
    expect(ids(refunded)).toContain(full.orderId);
    expect(ids(refunded)).not.toContain(partial.orderId);
    expect(refunded.items.find((o: Order) => o.id === full.orderId)).toMatchObject({ status: "paid", refund: "full", refundedCents: total });
    const partly = await list("refund=partial");
    expect(ids(partly)).toEqual(expect.arrayContaining([partial.orderId]));
    expect(ids(partly)).not.toContain(full.orderId);

    // 'PAGO' is what is to ship: the partly refunded and the plain one, not the withdrawn nor the fully refunded.
    const toShip = await list("status=paid");
    expect(ids(toShip)).toEqual(expect.arrayContaining([partial.orderId, plain.orderId]));
    expect(ids(toShip)).not.toContain(full.orderId);
    expect(ids(toShip)).not.toContain(withdrawn.orderId);
    const all = await list("");
    expect(all.counts.paid).toBe(toShip.total);
    expect(all.refundCounts).toEqual({ full: refunded.total, partial: partly.total });
    // Every order is still listed (with its badge) when no status is chosen.
    expect(ids(await list(`q=${pt.orders.number(full.orderId)}`))).toEqual([full.orderId]);
    expect((await list(`q=${pt.orders.number(full.orderId)}`)).items[0]).toMatchObject({ refund: "full" });
    expect((await owner.b.json("/api/admin/orders?refund=some")).status).toBe(400);

    // Once prepared, a fully refunded order is not to ship either.
    const preparedThenRefunded = await paidOrder();
    expect((await owner.b.json(`/api/admin/orders/${preparedThenRefunded.orderId}/prepare`, "POST")).status).toBe(200);
    expect(ids(await list("status=processing"))).toContain(preparedThenRefunded.orderId);
    expect((await owner.b.json(`/api/admin/orders/${preparedThenRefunded.orderId}/refunds`, "POST", { amountCents: total })).status).toBe(201);
    expect(ids(await list("status=processing"))).not.toContain(preparedThenRefunded.orderId);
  }, 30_000);
});

describe("a line refund asks at most what is left of the line", () => {
  it("the order's page says each line's units left; asking more is refused in Portuguese and writes nothing", async () => {
    const c = await customerWithAddress();
    const variantId = await variantOf(4);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId, quantity: 2 }]);
    expect(res.status).toBe(201);
    expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
    const orderId = res.body.orderId as string;
    const owner = await person("owner", OWNER);
    const url = `/api/admin/orders/${orderId}/refunds`;
    const detail = async () => (await owner.b.json(`/api/admin/orders/${orderId}`)).body;
    expect((await detail()).order.items[0]).toMatchObject({ variantId, quantity: 2, refundableUnits: 2 });

    // The form's confirmation states the server's amount: the first units left, priced as the refund prices them.
    const units = (await detail()).order.items[0].refundUnitCents as number[];
    expect(units).toHaveLength(2);
    const first = await owner.b.json(url, "POST", { lines: [{ variantId, quantity: 1 }] });
    expect(first.status).toBe(201);
    expect(first.body.amountCents).toBe(units[0]);
    expect((await detail()).order.items[0]).toMatchObject({ refundableUnits: 1, refundUnitCents: [units[1]] });
    const productName = (await detail()).order.items[0].productName as string;

    const more = await owner.b.json(url, "POST", { lines: [{ variantId, quantity: 2 }] });
    expect(more.status).toBe(409);
    expect(more.body.error).toMatchObject({ code: "refund_exceeds_paid", message: pt.orders.admin.refundUnitsLeft(productName, 1) });
    // The same line twice in one refund counts as both.
    const twice = await owner.b.json(url, "POST", {
      lines: [
        { variantId, quantity: 1 },
        { variantId, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(409);
    expect(await refundRows(orderId)).toBe(1);

    expect((await owner.b.json(url, "POST", { lines: [{ variantId, quantity: 1 }] })).status).toBe(201);
    expect((await detail()).order.items[0]).toMatchObject({ refundableUnits: 0 });
    const none = await owner.b.json(url, "POST", { lines: [{ variantId, quantity: 1 }] });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(pt.orders.admin.refundUnitsLeft(productName, 0));
    expect(await refundRows(orderId)).toBe(2);
  }, 20_000);
});
