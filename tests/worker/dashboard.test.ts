import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dashboardWindows } from "../../shared/dashboard";
import { shopDay } from "../../shared/shop-day";
import { dashboardRepo } from "../../worker/features/reports/dashboard.repo";
import { dashboardService } from "../../worker/features/reports/dashboard.service";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { Browser } from "./setup/session";
import { order, refund } from "./setup/written-orders";

/** The forgotten carts' reminders are counted by their own tests (cart-reminders.test.ts); none in these periods. */
const noReminders = async () => ({ sent: 0, recovered: 0, revenueCents: 0 });

/**
 * Issue 48: the back-office's first page. Every figure is checked against orders written here with known payment times:
 * Lisbon's days (an order paid at 23:30 UTC on 30 September is 1 October's in summer time), refunds counted on their own
 * day and only the shop's (a stray payment given back was never a sale), pending orders not at all; staff get the counts
 * without money; what waits counts what the linked lists show.
 */
beforeAll(seedCatalogFixture);
beforeEach(async () => {
  await env.DB.batch([
    // Fiscal documents are kept (a trigger refuses their deletion), and so is the order they belong to.
    env.DB.prepare("DELETE FROM orders WHERE id NOT IN (SELECT order_id FROM invoice_documents)"),
    env.DB.prepare("DELETE FROM email_outbox"),
  ]);
});

describe("the dashboard's figures", () => {
  it("a month in Lisbon days against the same days before: sales net of refunds, orders, basket, units; the charts' rows", async () => {
    // 5 October 2026, summer time (Lisbon = UTC+1): this month is 1–5 October, the one before 1–5 September.
    const at = new Date("2026-10-05T12:00:00.000Z");
    // Paid at 00:30 on 1 October in Lisbon (23:30 UTC the day before): this month's first day.
    const a = await order({
      paidAt: "2026-09-30T23:30:00.000Z",
      lines: [
        [1, 1, 12999],
        [4, 2, 899, 180],
      ],
    });
    // 23:59 on 5 October in Lisbon, to Spain, by Multibanco.
    const b = await order({ paidAt: "2026-10-05T22:59:00.000Z", country: "ES", method: "multibanco", shipping: 990, lines: [[4, 3, 899]] });
    // 3 September: the period before. 30 September at 23:30 Lisbon: in neither.
    const c = await order({ paidAt: "2026-09-03T10:00:00.000Z", lines: [[3, 1, 5999]] });
    await order({ paidAt: "2026-09-30T22:30:00.000Z", lines: [[3, 5, 5999]] });
    // Never paid: nowhere.
    await order({ paidAt: null, lines: [[1, 9, 12999]] });
    // The shop refunds 10,00 € of `a` on 2 October; a stray second payment of `b` given back is not a refund of a sale.
    await refund(a.id, 1000, "2026-10-02T09:00:00.000Z");
    await refund(b.id, b.total, "2026-10-05T23:10:00.000Z", "paid_twice");

    const service = dashboardService(dashboardRepo(env.DB), [OWNER], false, noReminders, () => at);
    const d = await service.dashboard("month", true);
    expect(d.current.figures).toEqual({
      salesCents: a.total + b.total - 1000,
      orders: 2,
      averageCents: Math.round((a.total + b.total) / 2),
      units: 1 + 2 + 3,
      refundsCents: 1000,
      newCustomers: 0,
    });
    expect(d.previous.figures).toEqual({ salesCents: c.total, orders: 1, averageCents: c.total, units: 1, refundsCents: 0, newCustomers: 0 });
    expect(d.current.from).toBe("2026-09-30T23:00:00.000Z");
    expect(d.current.to).toBe("2026-10-05T23:00:00.000Z");
    expect(d.days).toEqual([
      { day: "2026-10-01", cents: a.total, orders: 1, previousCents: 0, previousOrders: 0 },
      { day: "2026-10-02", cents: -1000, orders: 0, previousCents: 0, previousOrders: 0 },
      { day: "2026-10-03", cents: 0, orders: 0, previousCents: c.total, previousOrders: 1 },
      { day: "2026-10-04", cents: 0, orders: 0, previousCents: 0, previousOrders: 0 },
      { day: "2026-10-05", cents: b.total, orders: 1, previousCents: 0, previousOrders: 0 },
    ]);
    // Lines after codes, by category: Sono e Conforto (129,99) and Brinquedos (2 × 8,99 − 1,80 + 3 × 8,99).
    expect(d.categories).toEqual([
      { key: "1", label: "Sono e Conforto", cents: 12999, count: 1 },
      { key: "2", label: "Brinquedos e Diversão", cents: 5 * 899 - 180, count: 5 },
    ]);
    expect(d.topByRevenue.map((r) => [r.key, r.cents])).toEqual([
      ["1", 12999],
      ["4", 5 * 899 - 180],
    ]);
    expect(d.topByUnits.map((r) => [r.key, r.count])).toEqual([
      ["4", 5],
      ["1", 1],
    ]);
    expect(d.paymentMethods).toEqual([
      { key: "card", label: "", cents: a.total, count: 1 },
      { key: "multibanco", label: "", cents: b.total, count: 1 },
    ]);
    expect(d.countries.map((r) => [r.key, r.count])).toEqual([
      ["ES", 1],
      ["PT", 1],
    ]);

    // Winter time (Lisbon = UTC): 23:30 UTC on 31 October is still 31 October's, so not November's.
    await order({ paidAt: "2026-10-31T23:30:00.000Z", lines: [[7, 1, 1299]] });
    const november = await dashboardService(dashboardRepo(env.DB), [OWNER], false, noReminders, () => new Date("2026-11-02T10:00:00.000Z")).dashboard(
      "month",
      true,
    );
    expect(november.current.figures.orders).toBe(0);
    expect(november.previous.figures.orders).toBe(1);
  });

  it("today, 7 and 30 days end today and compare with as many days just before", () => {
    const at = new Date("2026-03-29T12:00:00.000Z"); // the day the clocks go forward: 23 hours long
    const today = dashboardWindows("today", at);
    expect(today.current).toEqual([{ day: "2026-03-29", from: "2026-03-29T00:00:00.000Z", to: "2026-03-29T23:00:00.000Z" }]);
    expect(today.previous.map((d) => d.day)).toEqual(["2026-03-28"]);
    const week = dashboardWindows("7d", at);
    expect([week.current[0]!.day, week.current.at(-1)!.day, week.previous[0]!.day, week.previous.at(-1)!.day]).toEqual([
      "2026-03-23",
      "2026-03-29",
      "2026-03-16",
      "2026-03-22",
    ]);
    expect(dashboardWindows("30d", at).current).toHaveLength(30);
    // 31 March: this month has 31 days so far, February only 28 to compare with.
    const march = dashboardWindows("month", new Date("2026-03-31T12:00:00.000Z"));
    expect([march.current.length, march.previous.length, march.previous.at(-1)!.day]).toEqual([31, 28, "2026-02-28"]);
  });

  it("new customers: accounts opened in the period, the back-office's own left out", async () => {
    const count = async () => (await (await person("owner", OWNER)).b.json("/api/admin/dashboard?period=today")).body.current.figures.newCustomers as number;
    const before = await count();
    await person("customer");
    await person("staff");
    expect(await count()).toBe(before + 1);
  });

  it("what waits, as the lists behind the links count it", async () => {
    const at = new Date();
    const day = 86_400_000;
    const toPrepare = await order({ paidAt: at.toISOString(), lines: [[1, 1, 12999]] });
    const toShip = await order({ paidAt: at.toISOString(), status: "processing", lines: [[1, 1, 12999]] });
    // Promised to leave (issue 49): the one being prepared yesterday (late), the paid one tomorrow (not yet).
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET dispatch_by = ?2 WHERE id = ?1").bind(toShip.id, shopDay(new Date(+at - day))),
      env.DB.prepare("UPDATE orders SET dispatch_by = ?2 WHERE id = ?1").bind(toPrepare.id, shopDay(new Date(+at + day))),
    ]);
    // Withdrawn 12 days ago and not refunded: 2 days left, due. 5 days ago: not yet. 13 days ago but refunded: done.
    await order({
      paidAt: new Date(+at - 20 * day).toISOString(),
      status: "delivered",
      withdrawnAt: new Date(+at - 12 * day).toISOString(),
      lines: [[3, 1, 5999]],
    });
    await order({
      paidAt: new Date(+at - 20 * day).toISOString(),
      status: "delivered",
      withdrawnAt: new Date(+at - 5 * day).toISOString(),
      lines: [[3, 1, 5999]],
    });
    const refunded = await order({
      paidAt: new Date(+at - 20 * day).toISOString(),
      status: "delivered",
      withdrawnAt: new Date(+at - 13 * day).toISOString(),
      lines: [[3, 1, 5999]],
    });
    await refund(refunded.id, refunded.total, at.toISOString());
    // The documents' order is a cancelled unpaid one (it waits for nothing), kept with them.
    const documented = await order({ paidAt: null, status: "cancelled", lines: [[3, 1, 5999]] });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO invoice_documents (id, order_id, event_key, kind, status) VALUES ('doc-1', ?1, 'k1', 'invoice_receipt', 'failed')").bind(
        documented.id,
      ),
      env.DB.prepare("INSERT INTO invoice_documents (id, order_id, event_key, kind, status) VALUES ('doc-2', ?1, 'k2', 'credit_note', 'issued')").bind(
        documented.id,
      ),
      env.DB.prepare(
        "INSERT INTO email_outbox (id, \"to\", subject, text, status) VALUES ('m1', 'a@exemplo.pt', 'x', 'x', 'failed'), ('m2', 'b@exemplo.pt', 'x', 'x', 'sent')",
      ),
    ]);
    // A sent parcel the carrier could not deliver (issue 49), and one it delivered after a failed attempt.
    const failed = await order({ status: "shipped", paidAt: "2026-09-03T10:00:00.000Z", lines: [[3, 1, 5999]] });
    const recovered = await order({ status: "delivered", paidAt: "2026-09-03T10:00:00.000Z", lines: [[3, 1, 5999]] });
    for (const [o, code] of [
      [failed, "EA100000001PT"],
      [recovered, "EA100000002PT"],
    ] as const)
      await env.DB.prepare(
        `INSERT INTO shipping_labels (order_id, status, claimed_at, provider, box, weight_grams, shipment_id, carrier, service, tracking_code, label_key, created_by, bought_at, problem)
         VALUES (?1, 'bought', 0, 'simulator', 'media', 900, 'shp_1', 'ctt-expresso', 'Expresso 48h', ?2, 'k', 'staff@exemplo.pt', '2026-11-20T10:00:00.000Z', 'failure')`,
      )
        .bind(o.id, code)
        .run();
    const service = dashboardService(dashboardRepo(env.DB), [OWNER], false, noReminders, () => at);
    // Low stock in the fixture: product 2 (0 units) and product 6 (3, withdrawn from sale but not archived).
    expect((await service.dashboard("today", true)).waiting).toEqual({
      toPrepare: 1,
      toShip: 1,
      late: 1,
      parcelProblems: 1,
      withdrawalsDue: 1,
      documentsNotIssued: 1,
      emailsFailing: 1,
      lowStock: 2,
    });
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = 1 WHERE product_id = 1").run();
    expect((await service.dashboard("today", true)).waiting.lowStock).toBe(3);
    await env.DB.prepare("UPDATE product_variants SET stock_quantity = 5 WHERE product_id = 1").run();
  });
});

describe("who sees it", () => {
  it("owners and staff; staff without money (left out on the server); nobody else; a bad period is refused", async () => {
    await order({ paidAt: new Date().toISOString(), lines: [[1, 1, 12999]] });
    const owner = await person("owner", OWNER);
    const own = (await owner.b.json("/api/admin/dashboard?period=7d")).body;
    expect(own).toMatchObject({ period: "7d", money: true, current: { figures: { orders: 1, salesCents: 12999 + 450 } } });
    expect(own.topByRevenue).toHaveLength(1);

    const staff = await person("staff");
    const res = await staff.b.json("/api/admin/dashboard?period=7d");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ money: false, current: { figures: { orders: 1, units: 1, salesCents: null, averageCents: null, refundsCents: null } } });
    expect(res.body.topByRevenue).toEqual([]);
    const moneyIn = [...res.body.days, ...res.body.categories, ...res.body.topByUnits, ...res.body.paymentMethods, ...res.body.countries].filter(
      (r: { cents?: number | null; previousCents?: number | null }) => (r.cents ?? null) !== null || (r.previousCents ?? null) !== null,
    );
    expect(moneyIn).toEqual([]);

    expect((await new Browser().json("/api/admin/dashboard")).status).toBe(401);
    expect((await (await person("customer")).b.json("/api/admin/dashboard")).status).toBe(403);
    const bad = await owner.b.json("/api/admin/dashboard?period=ano");
    expect(bad.status).toBe(400);
  });
});

describe("the One-Stop-Shop threshold", () => {
  it("this year's distance sales to Spain's VAT territory (not the Canaries, Ceuta or Melilla), net of refunds: a warning from 80 %, then over", async () => {
    const at = new Date("2026-06-15T12:00:00.000Z");
    const service = dashboardService(dashboardRepo(env.DB), [OWNER], false, noReminders, () => at);
    // Last year's and a Canary Islands' order do not count; Madrid's and Palma's do.
    await order({ paidAt: "2025-12-31T10:00:00.000Z", country: "ES", lines: [[1, 50, 12999]] });
    await order({ paidAt: "2026-03-01T10:00:00.000Z", country: "ES", postalCode: "35001", lines: [[1, 50, 12999]] });
    const madrid = await order({ paidAt: "2026-03-02T10:00:00.000Z", country: "ES", lines: [[1, 50, 12999]] });
    const palma = await order({ paidAt: "2026-04-02T10:00:00.000Z", country: "ES", postalCode: "07001", lines: [[3, 20, 5999]] });
    await order({ paidAt: "2026-04-03T10:00:00.000Z", country: "PT", lines: [[1, 50, 12999]] });
    const first = (await service.dashboard("today", true)).oss!;
    expect(first).toEqual({ year: "2026", salesCents: madrid.total + palma.total, percent: 77, level: "below", vatOss: false });
    // A refund of Palma's order lowers it; one more order to Madrid passes 80 %, another the threshold.
    await refund(palma.id, 1000, "2026-04-10T10:00:00.000Z");
    await order({ paidAt: "2026-05-02T10:00:00.000Z", country: "ES", lines: [[4, 40, 899]] });
    expect((await service.dashboard("today", true)).oss).toMatchObject({ salesCents: madrid.total + palma.total - 1000 + 40 * 899 + 450, level: "near" });
    await order({ paidAt: "2026-05-03T10:00:00.000Z", country: "ES", lines: [[1, 20, 12999]] });
    expect((await service.dashboard("today", true)).oss).toMatchObject({ level: "over" });
    // Staff: not theirs to see.
    expect((await service.dashboard("today", false)).oss).toBeNull();
  });
});
