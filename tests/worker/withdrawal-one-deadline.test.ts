import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { formatOrderDate } from "../../shared/order-display";
import { OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { dayFromToday } from "./setup/dates";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 44 item 9, decisions/0058: one withdrawal deadline. The 'entregue' e-mail, 'Meus Pedidos' (the API's
 * `withdrawableUntil`) and the withdrawal itself use one rule (shared/withdrawal.ts `withdrawableUntil`): 14 days from
 * the delivery, never earlier than the date counted from payment the customer was already shown. And a withdrawal
 * before the goods left asks for no return, and the back-office is told to refund now.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

const pt = copies.pt;
const mailsTo = async (to: string) =>
  (await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?1 ORDER BY created_at, rowid').bind(to).all<{ subject: string; text: string }>())
    .results;
const DAY = 86_400_000;

async function deliveredOrder({ paidDaysAgo }: { paidDaysAgo?: number } = {}) {
  const order = await paidOrder();
  if (paidDaysAgo !== undefined)
    await env.DB.prepare("UPDATE orders SET paid_at = ?2 WHERE id = ?1")
      .bind(order.orderId, new Date(Date.now() - paidDaysAgo * DAY).toISOString())
      .run();
  const staff = await person("staff");
  const base = `/api/admin/orders/${order.orderId}`;
  expect((await staff.b.json(`${base}/prepare`, "POST")).status).toBe(200);
  expect((await staff.b.json(`${base}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456789PT" })).status).toBe(200);
  expect((await staff.b.json(`${base}/deliver`, "POST", { deliveredOn: dayFromToday() })).status).toBe(200);
  const view = (await order.b.json(`/api/orders/${order.orderId}`)).body.order;
  const mail = (await mailsTo(order.email)).find((m) => m.subject === pt.orders.fulfilmentMail.deliveredSubject(pt.orders.number(order.orderId)))!;
  return { ...order, view, mail };
}

describe("one withdrawal deadline: the 'entregue' e-mail says the date 'Meus Pedidos' shows", () => {
  it("delivered soon after payment: the date counted from payment (later than delivery + 14 days) in both", async () => {
    const { view, mail } = await deliveredOrder();
    expect(view.status).toBe("delivered");
    const shown = formatOrderDate(view.withdrawableUntil);
    // The date 'Meus Pedidos' writes (web/features/orders: `until(formatOrderDate(withdrawableUntil))`) is the e-mail's.
    expect(mail.text).toContain(pt.orders.fulfilmentMail.withdrawalFromDelivery(shown));
    // Never earlier than 14 days from the delivery.
    expect(Date.parse(view.withdrawableUntil)).toBeGreaterThanOrEqual(Date.parse(`${dayFromToday(14)}T00:00:00.000Z`));
    // And no other date: the e-mail names exactly one deadline.
    expect(mail.text.match(/\d{2}\/\d{2}\/\d{4}/g)).toEqual([formatOrderDate(view.deliveredAt), shown]);
  });

  it("delivered late (paid 40 days ago): 14 days from the delivery in both, and the withdrawal is accepted within them", async () => {
    const order = await deliveredOrder({ paidDaysAgo: 40 });
    const shown = formatOrderDate(order.view.withdrawableUntil);
    expect(shown).toBe(formatOrderDate(`${dayFromToday(14)}T12:00:00.000Z`));
    expect(order.mail.text).toContain(pt.orders.fulfilmentMail.withdrawalFromDelivery(shown));
    // The withdrawal checks the same deadline (it used to count from payment only, and refused this one).
    const res = await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST");
    expect(res.status).toBe(201);
    expect(res.body.withdrawal.goodsSent).toBe(true);
  });
});

describe("withdrawn before shipping: nothing to send back, refund now", () => {
  it("the acknowledgement (e-mail and answer) asks for no return; the back-office shows 'refund now' and no 'Mercadoria recebida'", async () => {
    const order = await paidOrder();
    const res = await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST");
    expect(res.status).toBe(201);
    expect(res.body.withdrawal.goodsSent).toBe(false);

    const ack = (await mailsTo(order.email)).find((m) => m.subject === pt.withdrawal.mail.subject(pt.orders.number(order.orderId)))!;
    for (const line of pt.withdrawal.mail.nextNotSent) expect(ack.text).toContain(line);
    expect(ack.text).not.toContain("Devolva os produtos");
    expect(ack.text).not.toContain("Podemos aguardar a receção dos produtos");

    const owner = await person("owner", OWNER);
    const detail = (await owner.b.json(`/api/admin/orders/${order.orderId}`)).body;
    expect(detail.withdrawal).toMatchObject({ goodsSent: false, goodsReturnedAt: null });
    const list = (await owner.b.json("/api/admin/withdrawals")).body.items.find((w: { id: string }) => w.id === order.orderId);
    expect(list).toMatchObject({ goodsSent: false });
    // Nothing left the shop, so nothing can come back.
    const received = await owner.b.json(`/api/admin/orders/${order.orderId}/goods-received`, "POST");
    expect(received.status).toBe(409);
    expect(received.body.error).toMatchObject({ code: "order_not_sent", message: pt.orders.admin.goodsNotSent });
  });

  it("after shipping, the acknowledgement still asks for the return and the back-office waits for the goods", async () => {
    const order = await paidOrder();
    const staff = await person("staff");
    const base = `/api/admin/orders/${order.orderId}`;
    expect((await staff.b.json(`${base}/prepare`, "POST")).status).toBe(200);
    expect((await staff.b.json(`${base}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456780PT" })).status).toBe(200);
    const res = await order.b.json(`/api/orders/${order.orderId}/withdraw`, "POST");
    expect(res.status).toBe(201);
    expect(res.body.withdrawal.goodsSent).toBe(true);
    const ack = (await mailsTo(order.email)).find((m) => m.subject === pt.withdrawal.mail.subject(pt.orders.number(order.orderId)))!;
    expect(ack.text).toContain("Devolva os produtos no prazo de 14 dias");
    expect((await staff.b.json(base)).body.withdrawal).toMatchObject({ goodsSent: true });
    expect((await staff.b.json(`${base}/goods-received`, "POST")).status).toBe(200);
  });
});
