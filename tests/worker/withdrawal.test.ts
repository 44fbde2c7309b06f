import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { formatLisbonMoment } from "../../shared/order-display";
import { withdrawalDeadline } from "../../shared/withdrawal";
import { WITHDRAWALS_PER_CLIENT } from "../../worker/features/orders/withdrawals.routes";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderMailsTo, placeOrder, variantOf } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// The right of withdrawal (direito de livre resolução, decisions/0014): signed in from 'Meus Pedidos' and signed out
// with the order number and e-mail; recorded once, acknowledged at once by e-mail with the date and time.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const row = (id: string) =>
  env.DB.prepare("SELECT status, paid_at, shipping_delay, withdrawn_at, withdrawal_channel FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ status: string; paid_at: string | null; shipping_delay: string; withdrawn_at: string | null; withdrawal_channel: string | null }>();
const withdrawalMails = async (to: string) => (await orderMailsTo(to)).filter((m) => m.subject.includes("desistência registada"));
const numberOf = (id: string) => id.slice(-8).toUpperCase();
let ipN = 0;
const stranger = () => new Browser(`203.0.113.${(ipN++ % 250) + 1}`);

async function pendingOrder() {
  const c = await customerWithAddress();
  const v = await variantOf(4);
  const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }]);
  expect(res.status).toBe(201);
  return { ...c, orderId: res.body.orderId as string, page: new URL(res.body.url).pathname };
}
async function paidOrder() {
  const o = await pendingOrder();
  expect((await o.b.fetch(`${o.page}/pay`, { method: "POST" })).status).toBe(303);
  expect((await row(o.orderId))!.status).toBe("paid");
  return o;
}

describe("withdrawing signed in: POST /api/orders/:id/withdraw", () => {
  it("records it on the order, answers the time, and e-mails one acknowledgement with the date and time and what happens next", async () => {
    const o = await paidOrder();
    const before = (await o.b.json(`/api/orders/${o.orderId}`)).body.order;
    expect(before.withdrawnAt).toBeNull();
    const r = (await row(o.orderId))!;
    expect(before.withdrawableUntil).toBe(withdrawalDeadline(r.paid_at!, r.shipping_delay));
    expect(Date.parse(before.withdrawableUntil) - Date.parse(r.paid_at!)).toBeGreaterThanOrEqual(30 * 86_400_000);

    const res = await o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST");
    expect(res.status).toBe(201);
    const after = (await row(o.orderId))!;
    expect(after).toMatchObject({ status: "paid", withdrawal_channel: "account" });
    expect(res.body.withdrawal).toEqual({ number: numberOf(o.orderId), withdrawnAt: after.withdrawn_at, goodsSent: false });
    expect(Date.now() - Date.parse(after.withdrawn_at!)).toBeLessThan(60_000);

    const mails = await withdrawalMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(copy.withdrawal.mail.subject(numberOf(o.orderId)));
    expect(mails[0]!.text).toContain(numberOf(o.orderId));
    expect(mails[0]!.text).toContain(formatLisbonMoment(after.withdrawn_at!));
    expect(mails[0]!.text).toMatch(/\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(hora de Lisboa\)/);
    // Paid, not sent yet (issue 44): nothing to send back; the refund without delay.
    for (const line of copy.withdrawal.mail.nextNotSent) expect(mails[0]!.text).toContain(line);
    expect(mails[0]!.text).not.toContain("Devolva os produtos");

    const view = (await o.b.json(`/api/orders/${o.orderId}`)).body.order;
    expect(view).toMatchObject({ withdrawnAt: after.withdrawn_at, withdrawableUntil: null });
    expect((await o.b.json("/api/orders")).body.items[0]).toMatchObject({ id: o.orderId, withdrawnAt: after.withdrawn_at });
  });

  it("another customer's order or an unknown id: 404, nothing written; without a session 401; a malformed id 400", async () => {
    const o = await paidOrder();
    const other = await customerWithAddress();
    expect((await other.b.json(`/api/orders/${o.orderId}/withdraw`, "POST")).status).toBe(404);
    expect((await other.b.json(`/api/orders/${crypto.randomUUID()}/withdraw`, "POST")).status).toBe(404);
    expect((await stranger().json(`/api/orders/${o.orderId}/withdraw`, "POST")).status).toBe(401);
    const bad = await o.b.json("/api/orders/not-an-id/withdraw", "POST");
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("id");
    expect((await row(o.orderId))!.withdrawn_at).toBeNull();
    expect(await withdrawalMails(o.email)).toHaveLength(0);
  });

  it("a pending or a cancelled order: 409 order_not_withdrawable, nothing written", async () => {
    const pending = await pendingOrder();
    const res = await pending.b.json(`/api/orders/${pending.orderId}/withdraw`, "POST");
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "order_not_withdrawable", message: copy.withdrawal.notWithdrawable });
    expect((await pending.b.json(`/api/orders/${pending.orderId}`)).body.order.withdrawableUntil).toBeNull();
    expect((await pending.b.json(`/api/orders/${pending.orderId}/cancel`, "POST")).status).toBe(200);
    const cancelled = await pending.b.json(`/api/orders/${pending.orderId}/withdraw`, "POST");
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe("order_not_withdrawable");
    expect((await row(pending.orderId))!.withdrawn_at).toBeNull();
    expect(await withdrawalMails(pending.email)).toHaveLength(0);
  });

  it("outside the period: 409 withdrawal_period_over naming the end; a minute before the end it is still recorded", async () => {
    const o = await paidOrder();
    const r = (await row(o.orderId))!;
    const windowMs = Date.parse(withdrawalDeadline(r.paid_at!, r.shipping_delay)) - Date.parse(r.paid_at!);
    const movePaidAt = (deadlineFromNowMs: number) =>
      env.DB.prepare("UPDATE orders SET paid_at = ?2 WHERE id = ?1")
        .bind(o.orderId, new Date(Date.now() + deadlineFromNowMs - windowMs).toISOString())
        .run();

    await movePaidAt(-60_000);
    const late = await o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST");
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("withdrawal_period_over");
    const paidAt = (await row(o.orderId))!.paid_at!;
    expect(late.body.error.message).toBe(copy.withdrawal.periodOver(formatLisbonMoment(withdrawalDeadline(paidAt, r.shipping_delay))));
    expect((await row(o.orderId))!.withdrawn_at).toBeNull();
    expect(await withdrawalMails(o.email)).toHaveLength(0);

    await movePaidAt(60_000);
    expect((await o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST")).status).toBe(201);
    expect(await withdrawalMails(o.email)).toHaveLength(1);
  });

  it("twice, and 6 times in parallel from both routes: recorded once, one e-mail, the others 409 order_already_withdrawn", async () => {
    const o = await paidOrder();
    const body = { orderNumber: numberOf(o.orderId), email: o.email };
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST")),
      ...Array.from({ length: 3 }, () => stranger().json("/api/withdrawals", "POST", body)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error).toMatchObject({ code: "order_already_withdrawn", message: copy.withdrawal.already });
    const first = (await row(o.orderId))!.withdrawn_at;
    const again = await o.b.json(`/api/orders/${o.orderId}/withdraw`, "POST");
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("order_already_withdrawn");
    expect((await row(o.orderId))!.withdrawn_at).toBe(first);
    expect(await withdrawalMails(o.email)).toHaveLength(1);
  });
});

describe("withdrawing without signing in: POST /api/withdrawals", () => {
  it("the order number (any case, with or without #) and the customer's e-mail (any case): recorded, one acknowledgement", async () => {
    const o = await paidOrder();
    const res = await stranger().json("/api/withdrawals", "POST", { orderNumber: ` #${numberOf(o.orderId).toLowerCase()} `, email: o.email.toUpperCase() });
    expect(res.status).toBe(201);
    const after = (await row(o.orderId))!;
    expect(after.withdrawal_channel).toBe("public");
    expect(res.body.withdrawal).toEqual({ number: numberOf(o.orderId), withdrawnAt: after.withdrawn_at, goodsSent: false });
    const mails = await withdrawalMails(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(formatLisbonMoment(after.withdrawn_at!));
  });

  it("a wrong e-mail for the number, or a wrong number for the e-mail: the same 404 in Portuguese, nothing written", async () => {
    const o = await paidOrder();
    const other = await paidOrder();
    const tries = [
      { orderNumber: numberOf(o.orderId), email: "outra@exemplo.pt" },
      { orderNumber: numberOf(o.orderId), email: other.email },
      { orderNumber: "00000000", email: o.email },
    ];
    for (const body of tries) {
      const res = await stranger().json("/api/withdrawals", "POST", body);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: "order_not_found", message: copy.withdrawal.notFound });
    }
    expect((await row(o.orderId))!.withdrawn_at).toBeNull();
    expect((await row(other.orderId))!.withdrawn_at).toBeNull();
    expect(await withdrawalMails(o.email)).toHaveLength(0);
  });

  it("bad input: 400 naming the field, nothing written", async () => {
    const o = await paidOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ orderNumber: "12345", email: o.email }, "orderNumber"],
      [{ orderNumber: "ZZZZZZZZ", email: o.email }, "orderNumber"],
      [{ email: o.email }, "orderNumber"],
      [{ orderNumber: numberOf(o.orderId), email: "não-é-email" }, "email"],
      [{ orderNumber: numberOf(o.orderId) }, "email"],
    ];
    for (const [body, field] of cases) {
      const res = await stranger().json("/api/withdrawals", "POST", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field).toBe(field);
      expect(res.body.error.message).toMatch(/[a-zà-ú]/i);
    }
    expect((await stranger().json("/api/withdrawals", "POST", { orderNumber: "12345", email: o.email })).body.error.message).toBe(
      copy.withdrawal.orderNumberInvalid,
    );
    expect((await row(o.orderId))!.withdrawn_at).toBeNull();
    expect(await withdrawalMails(o.email)).toHaveLength(0);
  });

  it("a pending order found by number and e-mail: 409 order_not_withdrawable", async () => {
    const o = await pendingOrder();
    const res = await stranger().json("/api/withdrawals", "POST", { orderNumber: numberOf(o.orderId), email: o.email });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("order_not_withdrawable");
  });

  it(`rate-limited: ${WITHDRAWALS_PER_CLIENT.limit} tries per client per window, then 429 with Retry-After`, async () => {
    const o = await paidOrder();
    const b = new Browser("198.51.100.77");
    for (let i = 0; i < WITHDRAWALS_PER_CLIENT.limit; i++) {
      expect((await b.json("/api/withdrawals", "POST", { orderNumber: `0000000${i}`, email: o.email })).status).toBe(404);
    }
    const limited = await b.json("/api/withdrawals", "POST", { orderNumber: numberOf(o.orderId), email: o.email });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await row(o.orderId))!.withdrawn_at).toBeNull();
    // Another client is not held back.
    expect((await stranger().json("/api/withdrawals", "POST", { orderNumber: numberOf(o.orderId), email: o.email })).status).toBe(201);
  });
});

describe("the order confirmation e-mail", () => {
  it("says how to withdraw (Meus Pedidos, the public page) and carries the model withdrawal form", async () => {
    const o = await paidOrder();
    const [mail] = await orderMailsTo(o.email);
    expect(mail!.subject).toContain("confirmada");
    expect(mail!.text).toContain("Desistir do contrato aqui");
    expect(mail!.text).toMatch(/Página de livre resolução: https?:\/\/[^\s]+\/livre-resolucao/);
    expect(mail!.text).toContain("Modelo de formulário de livre resolução");
    expect(mail!.text).toContain("Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*)");
    expect(mail!.text).toContain("(*) Riscar o que não interessa.");
  });
});
