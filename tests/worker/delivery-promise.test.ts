import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shopSettingsCopy } from "../../shared/copy/back-office/shop-settings";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 49: the delivery promise. The owner's dispatch cut-off and handling days move every window the shop gives (the
 * quote's options, GET /api/shop-info that the product page and the cart count from); a paid order keeps the window of
 * the moment it was paid, says it in its confirmation e-mail and on its page, and once its dispatch day comes without
 * it having left, the dashboard and the orders list call it late. Only Date is faked: every check reads that clock.
 * Monday 30 November 2026 is followed by two Portuguese holidays in eight days: 1 December and 8 December.
 */
const MONDAY_1300 = new Date("2026-11-30T13:00:00.000Z"); // Lisbon is on UTC in winter: 13:00 there
const MONDAY_1500 = new Date("2026-11-30T15:00:00.000Z");

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterAll(() => supplier.close());

/** The embedded rate table quotes (no supplier): its options carry their transit days. */
const RATE_TABLE = { SHIPPING_SUPPLIER_URL: undefined, SHIPPING_SUPPLIER_KEY: undefined };
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: MONDAY_1300 });
  await env.DB.prepare("DELETE FROM shop_settings").run();
});
afterEach(() => {
  vi.useRealTimers();
});

async function setDispatch(values: Record<string, string>) {
  const owner = await person("owner", OWNER);
  const current = (await owner.b.json("/api/admin/settings")).body.values;
  return owner.b.json("/api/admin/settings", "PUT", { ...current, ...values });
}

async function normalOption(b: Awaited<ReturnType<typeof customerWithAddress>>["b"]) {
  const items = [{ productId: 4, variantId: await variantOf(4), quantity: 1 }];
  const res = await b.json("/api/shipping/quotes", "POST", { country: "PT", postalCode: "1100-148", items });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.options as { id: string; window: { from: string; to: string; text: string } }[]).find((o) => o.id === "pt-normal")!;
}

/** A customer's order of product 4 with the cheapest option (CTT Correio Normal, 3 to 5 working days), paid at `paidAt`. */
async function orderPaidAt(paidAt: Date, vars: Record<string, string | undefined> = RATE_TABLE) {
  const c = await customerWithAddress(vars);
  const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  vi.setSystemTime(paidAt);
  expect((await c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" })).status).toBe(303);
  return { ...c, orderId: res.body.orderId as string };
}

describe("the owner's dispatch settings", () => {
  it("default to 14:00 and no handling days, and move the quote's windows and what the product page counts from", async () => {
    // Before 14:00 on a working Monday: it leaves today; 3 to 5 working days skip Tuesday the 1st and Tuesday the 8th.
    const c = await customerWithAddress(RATE_TABLE);
    expect((await normalOption(c.b)).window).toEqual({ from: "2026-12-04", to: "2026-12-09", text: "Receba entre sex., 4\u00a0dez. e qua., 9\u00a0dez." });
    const info = (await c.b.json("/api/shop-info")).body.shipping;
    expect(info.dispatch).toEqual({ cutoffHour: 14, handlingDays: 0 });
    expect(info.zones.find((z: { zone: string }) => z.zone === "pt-continente").options[0]).toMatchObject({ id: "pt-normal", transitDays: [3, 5] });

    // Two days of handling: it leaves on Thursday the 3rd (the 1st is a holiday), so it arrives from Wednesday the 9th.
    expect((await setDispatch({ handlingDays: "2" })).status).toBe(200);
    expect((await normalOption(c.b)).window).toMatchObject({ from: "2026-12-09", to: "2026-12-11" });
    // A cut-off at noon: 13:00 is too late, the order counts from the next working day (Wednesday) and leaves two later.
    expect((await setDispatch({ dispatchCutoffHour: "12" })).status).toBe(200);
    expect((await normalOption(c.b)).window).toMatchObject({ from: "2026-12-10", to: "2026-12-14" });
    expect((await c.b.json("/api/shop-info")).body.shipping.dispatch).toEqual({ cutoffHour: 12, handlingDays: 2 });
  });

  it("refuses an hour or a number of days it cannot count with, on its field, and saves nothing", async () => {
    for (const [field, value, message] of [
      ["dispatchCutoffHour", "24", shopSettingsCopy.errors.dispatchCutoffHour],
      ["dispatchCutoffHour", "14:30", shopSettingsCopy.errors.dispatchCutoffHour],
      ["dispatchCutoffHour", "", shopSettingsCopy.errors.dispatchCutoffHour],
      ["handlingDays", "11", shopSettingsCopy.errors.handlingDays],
      ["handlingDays", "-1", shopSettingsCopy.errors.handlingDays],
      ["handlingDays", "1.5", shopSettingsCopy.errors.handlingDays],
    ] as const) {
      const res = await setDispatch({ [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body.error).toMatchObject({ field, message });
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM shop_settings").first<{ n: number }>())!.n).toBe(0);
  });
});

describe("the order keeps the promise of the moment it was paid", () => {
  it("after the cut-off it leaves on the next working day: the window is kept, e-mailed and shown", async () => {
    const order = await orderPaidAt(MONDAY_1500);
    const row = await env.DB.prepare("SELECT transit_days_min, transit_days_max, dispatch_by, delivery_from, delivery_to FROM orders WHERE id = ?1")
      .bind(order.orderId)
      .first();
    // Monday 15:00 is past 14:00; Tuesday the 1st is a holiday: it leaves on Wednesday the 2nd, arrives 7 to 10 December.
    expect(row).toEqual({ transit_days_min: 3, transit_days_max: 5, dispatch_by: "2026-12-02", delivery_from: "2026-12-07", delivery_to: "2026-12-10" });
    const mail = await env.DB.prepare("SELECT text FROM email_outbox WHERE \"to\" = ?1 AND subject LIKE 'Encomenda %confirmada%'")
      .bind(order.email)
      .first<{ text: string }>();
    expect(mail?.text).toContain("Entrega prevista entre seg., 7\u00a0dez. e qui., 10\u00a0dez.");
    const view = (await order.b.json(`/api/orders/${order.orderId}`)).body.order;
    expect(view.promise).toEqual({ dispatchBy: "2026-12-02", from: "2026-12-07", to: "2026-12-10" });
  });

  it("two payments of one order at once: it is paid once, with one promise and one confirmation e-mail", async () => {
    const c = await customerWithAddress(RATE_TABLE);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    vi.setSystemTime(MONDAY_1500);
    const pay = () => c.b.fetch(`${new URL(res.body.url).pathname}/pay`, { method: "POST" });
    await Promise.all([pay(), pay(), pay()]);
    const row = await env.DB.prepare("SELECT status, dispatch_by, delivery_from, delivery_to FROM orders WHERE id = ?1").bind(res.body.orderId).first();
    expect(row).toEqual({ status: "paid", dispatch_by: "2026-12-02", delivery_from: "2026-12-07", delivery_to: "2026-12-10" });
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE \"to\" = ?1 AND subject LIKE 'Encomenda %confirmada%'")
      .bind(c.email)
      .first<{ n: number }>();
    expect(mails!.n).toBe(1);
  });

  it("an owner's later cut-off counts for the orders paid after it, not for those paid before", async () => {
    const before = await orderPaidAt(MONDAY_1500);
    vi.setSystemTime(MONDAY_1300);
    expect((await setDispatch({ dispatchCutoffHour: "16" })).status).toBe(200);
    const after = await orderPaidAt(MONDAY_1500);
    const promise = async (id: string) => (await env.DB.prepare("SELECT dispatch_by, delivery_from, delivery_to FROM orders WHERE id = ?1").bind(id).first())!;
    expect(await promise(before.orderId)).toEqual({ dispatch_by: "2026-12-02", delivery_from: "2026-12-07", delivery_to: "2026-12-10" });
    // 15:00 is before 16:00: it leaves the same Monday and arrives 4 to 9 December.
    expect(await promise(after.orderId)).toEqual({ dispatch_by: "2026-11-30", delivery_from: "2026-12-04", delivery_to: "2026-12-09" });
  });

  it("a supplier's option says its delay only in words: its order promises no window", async () => {
    const order = await orderPaidAt(MONDAY_1500, {});
    expect((await order.b.json(`/api/orders/${order.orderId}`)).body.order).toMatchObject({ status: "paid", transitDays: null, promise: null });
  });

  it("settings it cannot count with (a hand-edited database) stop neither a quote nor a payment: they only promise nothing", async () => {
    await env.DB.prepare("INSERT INTO shop_settings (key, value, updated_by) VALUES ('dispatchCutoffHour', '25', 'sql')").run();
    const c = await customerWithAddress(RATE_TABLE);
    expect((await normalOption(c.b)).window).toBeUndefined();
    const order = await orderPaidAt(MONDAY_1500);
    expect((await order.b.json(`/api/orders/${order.orderId}`)).body.order).toMatchObject({ status: "paid", transitDays: [3, 5], promise: null });
  });

  it("an unpaid order promises nothing yet", async () => {
    const c = await customerWithAddress(RATE_TABLE);
    const res = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 1 }]);
    expect(res.status).toBe(201);
    expect((await c.b.json(`/api/orders/${res.body.orderId}`)).body.order).toMatchObject({ transitDays: [3, 5], promise: null });
  });
});

describe("orders late for their promise", () => {
  it("on its dispatch day an order not yet sent is late on the dashboard and in the list's filter; sent, it is not", async () => {
    const order = await orderPaidAt(MONDAY_1500); // must leave by Wednesday the 2nd
    const staff = await person("staff");
    const lateIds = async () => {
      const list = (await staff.b.json("/api/admin/orders?late=1")).body;
      return { ids: (list.items as { id: string }[]).map((o) => o.id), count: list.lateCount as number };
    };
    const dashboardLate = async () => (await staff.b.json("/api/admin/dashboard")).body.waiting.late as number;

    // The dashboard counts what the list's filter lists (the other tests' orders of this file are late too).
    vi.setSystemTime(new Date("2026-12-01T10:00:00.000Z"));
    const notYet = await lateIds();
    expect(notYet.ids).not.toContain(order.orderId);
    expect(await dashboardLate()).toBe(notYet.count);

    vi.setSystemTime(new Date("2026-12-02T10:00:00.000Z"));
    const late = await lateIds();
    expect(late.ids).toContain(order.orderId);
    expect(late.count).toBe(late.ids.length);
    expect(await dashboardLate()).toBe(late.count);

    // Prepared, it is still to ship and still late; sent, it is no longer.
    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/prepare`, "POST")).status).toBe(200);
    expect((await lateIds()).ids).toContain(order.orderId);
    expect((await staff.b.json(`/api/admin/orders/${order.orderId}/ship`, "POST", { carrier: "ctt", trackingNumber: "RR123456785PT" })).status).toBe(200);
    const sent = await lateIds();
    expect(sent.ids).not.toContain(order.orderId);
    expect(sent.count).toBe(late.count - 1);
    expect(await dashboardLate()).toBe(late.count - 1);
  });
});
