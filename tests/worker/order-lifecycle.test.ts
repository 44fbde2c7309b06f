import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { appConfig } from "../../worker/config/app-config";
import { createDb } from "../../worker/db/client";
import { ORDER_STATUSES } from "../../worker/db/schema-orders";
import { createDeps } from "../../worker/deps";
import {
  cancellableByOwner,
  canTransition,
  customerActions,
  isAllowedTransition,
  nextStep,
  ORDER_PROCESS,
  ORDER_TRANSITIONS,
  type OrderActor,
  transitionSql,
} from "../../worker/features/orders/order-process";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

// The orders lifecycle (decisions/0033): one table of transitions, every write through it; stock cannot be held
// without paying; a welcome code comes back with a cancelled order; the e-mails each change causes.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(async () => {
  supplier.resetHandlers();
  await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE status = 'pending'").run();
});
afterAll(() => supplier.close());

const lifecycle = () => createDeps({ env, var: { db: createDb(env.DB), config: appConfig(env) } }).lifecycle;
const mailsTo = async (to: string, subjectLike: string) =>
  (
    await env.DB.prepare('SELECT subject, text, event_key FROM email_outbox WHERE "to" = ?1 AND subject LIKE ?2')
      .bind(to, subjectLike)
      .all<{ subject: string; text: string; event_key: string | null }>()
  ).results;

async function pending(productId = 4, quantity = 1, extra: Record<string, unknown> = {}, who?: Awaited<ReturnType<typeof customerWithAddress>>) {
  const c = who ?? (await customerWithAddress());
  const v = await variantOf(productId);
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: v, quantity }], extra);
  return { ...c, v, res, orderId: res.body?.orderId as string, page: res.status === 201 ? new URL(res.body.url).pathname : "" };
}

describe("the transition table", () => {
  it("is the order's whole state machine: pending → paid → processing → shipped → delivered; pending, paid, processing → cancelled", () => {
    expect(ORDER_TRANSITIONS).toEqual({
      pending: ["paid", "cancelled"],
      paid: ["processing", "cancelled"],
      processing: ["shipped", "cancelled"],
      shipped: ["delivered"],
      delivered: [],
      cancelled: [],
    });
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        if (isAllowedTransition(from, to)) expect(transitionSql(from, to)).toContain(`WHERE id = ?1 AND status = '${from}'`);
        else expect(() => transitionSql(from, to)).toThrow(/not in the lifecycle/);
      }
  });

  it("says who may take each step and why not: the customer cancels only a pending order, an owner a paid one not sent nor withdrawn", () => {
    const at = (status: string, withdrawnAt: string | null = null) => ({ status, withdrawnAt });
    expect(canTransition(at("pending"), "cancelled", "customer")).toEqual({ ok: true });
    expect(canTransition(at("paid"), "cancelled", "customer")).toEqual({ ok: false, why: "not_for_actor" });
    expect(canTransition(at("paid"), "cancelled", "staff")).toEqual({ ok: false, why: "not_for_actor" });
    expect(canTransition(at("paid"), "cancelled", "owner")).toEqual({ ok: true });
    expect(canTransition(at("processing", "2026-11-01T10:00:00Z"), "cancelled", "owner")).toEqual({ ok: false, why: "withdrawn" });
    expect(canTransition(at("shipped"), "cancelled", "owner")).toEqual({ ok: false, why: "not_in_process" });
    expect(canTransition(at("pending"), "paid", "customer")).toEqual({ ok: false, why: "not_for_actor" });
    expect(canTransition(at("pending"), "paid", "provider")).toEqual({ ok: true });
    expect(canTransition(at("paid", "2026-11-01T10:00:00Z"), "processing", "staff")).toEqual({ ok: false, why: "withdrawn" });
    // The back-office's button and 'cancellable', and the customer's actions, are the process's answers.
    expect(["pending", "paid", "processing", "shipped", "delivered", "cancelled"].map((s) => nextStep(at(s)))).toEqual([
      null,
      "prepare",
      "ship",
      "deliver",
      null,
      null,
    ]);
    // A withdrawn order is not prepared nor sent; one already sent may still be marked delivered.
    expect(nextStep(at("paid", "2026-11-01T10:00:00Z"))).toBeNull();
    expect(nextStep(at("shipped", "2026-11-01T10:00:00Z"))).toBe("deliver");
    expect(["pending", "paid", "processing", "shipped"].map((s) => cancellableByOwner(at(s)))).toEqual([false, true, true, false]);
    expect(customerActions(at("pending"))).toEqual({ cancel: true, pay: true });
    expect(customerActions(at("paid"))).toEqual({ cancel: false, pay: false });
    // Every step names its effects, and every step is audited by the status trigger.
    for (const step of ORDER_PROCESS) expect(step.effects, `${step.from} → ${step.to}`).toContain("audit: status row");
  });

  it("every move not in the table is refused and changes nothing; the ones in it are made once", async () => {
    const { orderId, v } = await pending();
    const stock = await stockOf(v);
    const set = (status: string) => env.DB.prepare("UPDATE orders SET status = ?2 WHERE id = ?1").bind(orderId, status).run();
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        await set(from);
        // The customer cancels a pending order; the back-office takes the fulfilment steps.
        const actor: OrderActor = to === "cancelled" ? "customer" : "staff";
        const attempt = lifecycle().move(orderId, to, actor);
        // A payment is the only way to pay an order: pending → paid is made by pay(), never by a plain move; and a paid
        // order is cancelled only with its refund (cancelPaid, tests/worker/admin-cancel.test.ts).
        if (!isAllowedTransition(from, to) || to === "paid" || (to === "cancelled" && from !== "pending")) {
          await expect(attempt, `${from} → ${to}`).rejects.toMatchObject({ code: "order_transition_refused" });
          expect(await orderStatus(orderId)).toBe(from);
        } else {
          await attempt;
          expect(await orderStatus(orderId), `${from} → ${to}`).toBe(to);
          // Made once: the same move again is refused.
          await expect(lifecycle().move(orderId, to, actor)).rejects.toMatchObject({ code: "order_transition_refused" });
        }
      }
    // pending → cancelled gave the stock back once (the other moves touch no stock).
    expect(await stockOf(v)).toBe(stock + 1);
  });

  it("a fulfilment step records when it happened", async () => {
    const { orderId } = await pending();
    await env.DB.prepare("UPDATE orders SET status = 'paid', paid_at = ?2 WHERE id = ?1").bind(orderId, new Date().toISOString()).run();
    for (const to of ["processing", "shipped", "delivered"] as const) await lifecycle().move(orderId, to, "staff");
    const row = await env.DB.prepare("SELECT processing_at, shipped_at, delivered_at FROM orders WHERE id = ?1").bind(orderId).first<Record<string, string>>();
    expect(Object.values(row!).every((v) => typeof v === "string" && v.length > 0)).toBe(true);
  });
});

describe("stock cannot be held without paying", () => {
  it("a customer holds at most two pending orders, also when they are placed in parallel; a third gets a clear 409", async () => {
    const c = await customerWithAddress();
    const v = await variantOf(4);
    const before = await stockOf(v);
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }])));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error.code).toBe("too_many_pending_orders");
    expect(refused.body.error.message).toBe("Já tem duas encomendas à espera de pagamento. Pague ou cancele uma delas em Meus Pedidos antes de fazer outra.");
    expect(await stockOf(v)).toBe(before - 2);
    // Cancelling one frees a place.
    const first = answers.find((a) => a.status === 201)!.body.orderId as string;
    expect((await c.b.json(`/api/orders/${first}/cancel`, "POST")).status).toBe(200);
    expect((await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }])).status).toBe(201);
  });

  it("two lines of one variant cannot step around the per-line maximum", async () => {
    const c = await customerWithAddress();
    const v = await variantOf(4);
    const res = await placeOrder(c.b, c.addressId, [
      { productId: 4, variantId: v, quantity: 60 },
      { productId: 4, variantId: v, quantity: 60 },
    ]).catch((err: Error) => ({ status: Number(/quote (\d+)/.exec(err.message)?.[1]), body: null }));
    expect(res.status).toBe(400);
    const direct = await c.b.json("/api/orders", "POST", {
      items: [
        { productId: 4, variantId: v, quantity: 1 },
        { productId: 4, variantId: v, quantity: 1 },
      ],
      quoteId: crypto.randomUUID(),
      optionId: "o",
      addressId: c.addressId,
    });
    expect(direct.status).toBe(400);
    expect(direct.body.error).toMatchObject({ code: "invalid_input", field: "items.1.variantId" });
    expect(
      (
        await c.b.json("/api/orders", "POST", {
          items: [{ productId: 4, variantId: v, quantity: 100 }],
          quoteId: crypto.randomUUID(),
          optionId: "o",
          addressId: c.addressId,
        })
      ).status,
    ).toBe(400);
  });
});

describe("the welcome code", () => {
  const giveCode = (email: string, code: string) => env.DB.prepare("INSERT INTO discount_codes (code, email) VALUES (?1, ?2)").bind(code, email).run();

  it("comes back when its order is cancelled or expires, and the cancellation e-mail says so", async () => {
    const c = await customerWithAddress();
    await giveCode(c.email, "BEMVINDO-VOLTA00001");
    const first = await pending(4, 1, { discountCode: "BEMVINDO-VOLTA00001" }, c);
    expect(first.res.status).toBe(201);
    expect((await c.b.json(`/api/orders/${first.orderId}/cancel`, "POST")).status).toBe(200);
    expect(await env.DB.prepare("SELECT redeemed_at, order_id FROM discount_codes WHERE code = 'BEMVINDO-VOLTA00001'").first()).toEqual({
      redeemed_at: null,
      order_id: null,
    });
    const [mail] = await mailsTo(c.email, "Cancelámos a encomenda%");
    expect(mail!.text).toContain("BEMVINDO-VOLTA00001");
    // Usable again; and expiry by the cron gives it back too.
    const second = await pending(4, 1, { discountCode: "BEMVINDO-VOLTA00001" }, c);
    expect(second.res.status).toBe(201);
    expect(await lifecycle().cancel(second.orderId, "expired")).toBe(true);
    expect((await env.DB.prepare("SELECT redeemed_at FROM discount_codes WHERE code = 'BEMVINDO-VOLTA00001'").first())!.redeemed_at).toBeNull();
  });

  it("is for the first purchase: a customer with a paid order is told so", async () => {
    const c = await customerWithAddress();
    const paid = await pending(4, 1, {}, c);
    expect((await c.b.fetch(`${paid.page}/pay`, { method: "POST" })).status).toBe(303);
    expect(await orderStatus(paid.orderId)).toBe("paid");
    await giveCode(c.email, "BEMVINDO-SEGUNDA001");
    const second = await pending(4, 1, { discountCode: "BEMVINDO-SEGUNDA001" }, c);
    expect(second.res.status).toBe(400);
    expect(second.res.body.error).toMatchObject({
      code: "discount_invalid",
      field: "discountCode",
      message: "O código de boas-vindas só vale para a primeira compra.",
    });
  });
});

describe("the e-mails an order change causes", () => {
  it("cancelling a Multibanco order tells the customer not to pay the reference; written once, in the cancel's batch", async () => {
    const c = await customerWithAddress();
    const o = await pending(4, 1, {}, c);
    expect((await c.b.fetch(`${o.page}/multibanco`, { method: "POST" })).status).toBe(303);
    const ref = JSON.parse((await env.DB.prepare("SELECT payment_reference AS r FROM orders WHERE id = ?1").bind(o.orderId).first<{ r: string }>())!.r);
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.b.json(`/api/orders/${o.orderId}/cancel`, "POST")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const mails = await mailsTo(c.email, "Cancelámos a encomenda%");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.event_key).toBe(`order:${o.orderId}:cancelled`);
    expect(mails[0]!.text).toContain("Não pague a referência Multibanco");
    expect(mails[0]!.text).toContain(`Entidade ${ref.entity}`);
    expect(mails[0]!.text.replace(/\s/g, "")).toContain(ref.reference);
  });

  it("a change that did not happen writes no e-mail: a cancel of a paid order, a replayed payment", async () => {
    const c = await customerWithAddress();
    const o = await pending(4, 1, {}, c);
    expect((await c.b.fetch(`${o.page}/pay`, { method: "POST" })).status).toBe(303);
    expect((await c.b.json(`/api/orders/${o.orderId}/cancel`, "POST")).status).toBe(409);
    expect(await mailsTo(c.email, "Cancelámos a encomenda%")).toHaveLength(0);
    const session = (await env.DB.prepare("SELECT payment_session_id AS s FROM orders WHERE id = ?1").bind(o.orderId).first<{ s: string }>())!.s;
    expect(await lifecycle().pay(o.orderId, session, { id: `test:${session}:paid`, type: "test.paid" })).toBe("already");
    expect(await mailsTo(c.email, "Encomenda % confirmada%")).toHaveLength(1);
  });
});
