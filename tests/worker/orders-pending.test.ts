import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copy } from "../../shared/copy";
import { formatReference, TEST_MB_WAY_MINUTES, TEST_MULTIBANCO_DAYS } from "../../shared/order-payment";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, orderMailsTo, orderStatus, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

// Pending orders after the checkout, with the embedded test payment page: the customer's pending order, paying it
// again, Multibanco and MB WAY that complete later (SPEC §4; issue "after the sale").

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const pathOf = (url: string) => new URL(url).pathname;
const row = (id: string) =>
  env.DB.prepare("SELECT status, payment_method, payment_reference, payment_expires_at, payment_session_id FROM orders WHERE id = ?1")
    .bind(id)
    .first<{ status: string; payment_method: string | null; payment_reference: string | null; payment_expires_at: string; payment_session_id: string }>();
const post = (b: Browser, path: string) => b.fetch(path, { method: "POST" });

async function pendingOrder(quantity = 1, productId = 4) {
  const c = await customerWithAddress();
  const v = await variantOf(productId);
  const before = await stockOf(v);
  const res = await placeOrder(c.b, c.addressId, [{ productId, variantId: v, quantity }]);
  expect(res.status).toBe(201);
  return { ...c, v, before, orderId: res.body.orderId as string, page: pathOf(res.body.url) };
}

describe("the customer's pending order", () => {
  it("GET /api/orders/pending: none, then the newest pending one; never another customer's; 401 without a session", async () => {
    expect((await new Browser().json("/api/orders/pending")).status).toBe(401);
    const c = await customerWithAddress();
    expect((await c.b.json("/api/orders/pending")).body).toEqual({ order: null });
    const v = await variantOf(4);
    const first = (await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }])).body.orderId as string;
    const second = (await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 1 }])).body.orderId as string;
    const { order } = (await c.b.json("/api/orders/pending")).body;
    expect(order).toMatchObject({ id: second, status: "pending", totalCents: 899 + 450, paymentMethod: null });
    expect(Date.parse(order.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    // Cancelled ones are not offered; the older pending one is next.
    expect((await c.b.json(`/api/orders/${second}/cancel`, "POST")).status).toBe(200);
    expect((await c.b.json("/api/orders/pending")).body.order.id).toBe(first);
    const other = await customerWithAddress();
    expect((await other.b.json("/api/orders/pending")).body).toEqual({ order: null });
  });

  it("'Finalizar Pagamento': a new payment page for the same order, the old one ended, the stock reserved once; paid once", async () => {
    const { b, email, v, before, orderId, page } = await pendingOrder(2);
    const again = await b.json(`/api/orders/${orderId}/pay`, "POST");
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(orderId);
    const newPage = pathOf(again.body.url);
    expect(newPage).not.toBe(page);
    expect(await stockOf(v)).toBe(before - 2);
    // The old page no longer pays this order.
    expect((await b.fetch(page)).status).toBe(404);
    expect((await post(b, `${page}/pay`)).status).toBe(404);
    expect((await post(b, `${newPage}/pay`)).status).toBe(303);
    expect(await orderStatus(orderId)).toBe("paid");
    expect(await orderMailsTo(email)).toHaveLength(1);
    expect(await stockOf(v)).toBe(before - 2);
    const paidAgain = await b.json(`/api/orders/${orderId}/pay`, "POST");
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.error.code).toBe("order_not_pending");
  });

  it("paying another customer's order or an unknown one answers 404 and changes nothing", async () => {
    const owner = await pendingOrder();
    const session = (await row(owner.orderId))!.payment_session_id;
    const other = await customerWithAddress();
    expect((await other.b.json(`/api/orders/${owner.orderId}/pay`, "POST")).status).toBe(404);
    expect((await other.b.json(`/api/orders/${crypto.randomUUID()}/pay`, "POST")).status).toBe(404);
    expect((await other.b.json("/api/orders/not-an-id/pay", "POST")).status).toBe(400);
    expect((await row(owner.orderId))!.payment_session_id).toBe(session);
  });
});

describe("Multibanco and MB WAY on the test payment page", () => {
  it("Multibanco: a reference and a deadline, pending with its stock, one payment-details e-mail; 'Simular pagamento' pays once", async () => {
    const { b, email, v, before, orderId, page } = await pendingOrder(1, 5);
    const chosen = await post(b, `${page}/multibanco`);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe(page);
    const r = (await row(orderId))!;
    expect(r.status).toBe("pending");
    expect(r.payment_method).toBe("multibanco");
    const ref = JSON.parse(r.payment_reference!) as { entity: string; reference: string };
    expect(ref.entity).toBe("99999");
    expect(ref.reference).toMatch(/^\d{9}$/);
    const deadline = Date.parse(r.payment_expires_at);
    expect(Math.abs(deadline - (Date.now() + TEST_MULTIBANCO_DAYS * 86_400_000))).toBeLessThan(60_000);
    expect(await stockOf(v)).toBe(before - 1);

    const html = await (await b.fetch(page)).text();
    expect(html).toContain(formatReference(ref.reference));
    expect(html).toContain(copy.testPayment.simulatePaid);
    const { order } = (await b.json(`/api/orders/${orderId}`)).body;
    expect(order).toMatchObject({ status: "pending", paymentMethod: "multibanco", paymentReference: ref });

    // Choosing again, or asking to pay again from the shop, changes nothing while the reference is out.
    expect((await post(b, `${page}/multibanco`)).status).toBe(303);
    expect(JSON.parse((await row(orderId))!.payment_reference!)).toEqual(ref);
    const repay = await b.json(`/api/orders/${orderId}/pay`, "POST");
    expect(repay.status).toBe(409);
    expect(repay.body.error.code).toBe("order_payment_in_progress");
    // Not offered by the pending-order dialog: it waits for the bank, not for the customer.
    expect((await b.json("/api/orders/pending")).body.order).toBeNull();

    const mails = await orderMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(copy.orders.awaitedMail.subject(orderId.slice(-8).toUpperCase()));
    expect(mails[0]!.text).toContain(`${copy.orders.awaited.reference}: ${formatReference(ref.reference)}`);
    expect(mails[0]!.text).toContain(`${copy.orders.awaited.entity}: 99999`);
    expect(mails[0]!.text).toContain(copy.orders.awaited.deadline);

    const paid = await post(b, `${page}/simulate-paid`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toContain(`/order-success?pedido=${orderId}`);
    expect(await orderStatus(orderId)).toBe("paid");
    expect((await post(b, `${page}/simulate-paid`)).status).toBe(409);
    const after = await orderMailsTo(email);
    expect(after.map((m) => m.subject)).toEqual([
      copy.orders.awaitedMail.subject(orderId.slice(-8).toUpperCase()),
      copy.orders.mail.subject(orderId.slice(-8).toUpperCase()),
    ]);
    expect(await stockOf(v)).toBe(before - 1);
  });

  it("a failed Multibanco payment cancels the order and gives the stock back once", async () => {
    const { b, v, before, orderId, page } = await pendingOrder(2, 5);
    await post(b, `${page}/multibanco`);
    expect((await post(b, `${page}/simulate-failed`)).status).toBe(303);
    expect(await orderStatus(orderId)).toBe("cancelled");
    expect(await stockOf(v)).toBe(before);
    expect((await post(b, `${page}/simulate-failed`)).status).toBe(409);
    expect(await stockOf(v)).toBe(before);
  });

  it("MB WAY: the request waits a few minutes for the confirmation in the app; simulating needs the request first", async () => {
    const { b, orderId, page } = await pendingOrder();
    expect((await post(b, `${page}/simulate-paid`)).status).toBe(409);
    expect(await orderStatus(orderId)).toBe("pending");
    expect((await post(b, `${page}/mb_way`)).status).toBe(303);
    const r = (await row(orderId))!;
    expect(r.payment_method).toBe("mb_way");
    expect(r.payment_reference).toBeNull();
    expect(Math.abs(Date.parse(r.payment_expires_at) - (Date.now() + TEST_MB_WAY_MINUTES * 60_000))).toBeLessThan(30_000);
    expect(await (await b.fetch(page)).text()).toContain(copy.testPayment.mbWayRequested);
    expect((await post(b, `${page}/simulate-paid`)).status).toBe(303);
    expect(await orderStatus(orderId)).toBe("paid");
  });
});
