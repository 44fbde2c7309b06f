import type { DashboardChartRow, ShopDaySpan } from "../../../shared/dashboard";
import { LATE, PARCEL_PROBLEM_IDS } from "../../db/orders-to-ship";

/** One day's sales: paid orders' totals, their count, and the shop's refunds made that day. */
export interface DayRow {
  day: string;
  grossCents: number;
  orders: number;
  refundsCents: number;
}

/** The days of a period as the queries read them: a JSON array of { day, from, to } (UTC instants). */
const DAYS = `d AS (SELECT json_extract(value, '$.day') AS day, json_extract(value, '$.from') AS t0, json_extract(value, '$.to') AS t1 FROM json_each(?1))`;
/** The orders paid in [?1, ?2) (orders_paid_idx): a paid order counts on the day it was paid, whatever became of it. */
const PAID = "o.paid_at >= ?1 AND o.paid_at < ?2";

/**
 * The dashboard's figures (issue 48, decisions/0077), read from the orders in the period by their payment time
 * (orders_paid_idx) and the shop's refunds by theirs (order_refunds_created_idx): each day one range search, never a scan
 * of every order. A refund counts on the day it was made, against that day's sales; a payment given back as a stray
 * (paid twice, or after the order was cancelled) was never a sale and is not a refund of one. The whole page is one
 * batch: one round trip to the database, however many figures (the bench, 50,000 orders: issue 48).
 */
/** What one dashboard reads: the period's days and the ones before, what waits, and (owners) the money-only parts. */
export interface DashboardQuery {
  current: ShopDaySpan[];
  previous: ShopDaySpan[];
  withdrawnBefore: string;
  /** Today in Lisbon: the orders to ship whose promised dispatch day is today or past are late (issue 49). */
  today: string;
  ownerEmails: readonly string[];
  /** Owners: the top products by revenue, and this year's distance sales to Spain over [from, to). */
  money: { ossFrom: string; ossTo: string } | null;
}

export interface DashboardRead {
  days: DayRow[];
  previousDays: DayRow[];
  units: { current: UnitsAndCustomers; previous: UnitsAndCustomers };
  categories: DashboardChartRow[];
  topByRevenue: DashboardChartRow[];
  topByUnits: DashboardChartRow[];
  paymentMethods: DashboardChartRow[];
  countries: DashboardChartRow[];
  waiting: Record<"toPrepare" | "toShip" | "late" | "parcelProblems" | "withdrawalsDue" | "documentsNotIssued" | "emailsFailing" | "lowStock", number>;
  spainDistanceCents: number | null;
}
type UnitsAndCustomers = { units: number; newCustomers: number };

export function dashboardRepo(d1: D1Database) {
  const statement = (sql: string, ...binds: unknown[]) => d1.prepare(sql).bind(...binds);

  /** Per day: the paid orders' totals and count, and the shop's refunds. */
  const days = (spans: ShopDaySpan[]) =>
    statement(
      `WITH ${DAYS}
       SELECT d.day,
         (SELECT coalesce(sum(o.total_cents), 0) FROM orders o WHERE o.paid_at >= d.t0 AND o.paid_at < d.t1) AS grossCents,
         (SELECT count(*) FROM orders o WHERE o.paid_at >= d.t0 AND o.paid_at < d.t1) AS orders,
         (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.reason = 'shop' AND r.created_at >= d.t0 AND r.created_at < d.t1) AS refundsCents
       FROM d ORDER BY d.day`,
      JSON.stringify(spans),
    );

  /** Units sold in the orders paid in [from, to), and the customer accounts opened then (the back-office's own left out). */
  const unitsAndCustomers = (from: string, to: string, ownerEmails: readonly string[]) =>
    statement(
      `SELECT (SELECT coalesce(sum(i.quantity), 0) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${PAID}) AS units,
         (SELECT count(*) FROM users u WHERE u.created_at >= ?1 AND u.created_at < ?2
           AND u.email NOT IN (SELECT value FROM json_each(?3)) AND NOT EXISTS (SELECT 1 FROM staff_members s WHERE s.email = u.email)) AS newCustomers`,
      from,
      to,
      JSON.stringify(ownerEmails),
    );

  /** The lines of the orders paid in [from, to) by their product's category: what they cost after codes, and units. */
  const categories = (from: string, to: string) =>
    statement(
      `SELECT coalesce(CAST(c.id AS TEXT), 'none') AS key, coalesce(c.name, '') AS label,
         sum(i.unit_price_cents * i.quantity - i.discount_cents) AS cents, sum(i.quantity) AS count
       FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id LEFT JOIN categories c ON c.id = p.category_id
       WHERE ${PAID} GROUP BY c.id ORDER BY cents DESC, label`,
      from,
      to,
    );

  /** The ten products that sold most in [from, to): by what they brought in (`by` 'cents') or by units ('count'). */
  const top = (from: string, to: string, by: "cents" | "count") =>
    statement(
      `SELECT CAST(i.product_id AS TEXT) AS key, coalesce(max(p.name), max(i.product_name)) AS label,
         sum(i.unit_price_cents * i.quantity - i.discount_cents) AS cents, sum(i.quantity) AS count
       FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id
       WHERE ${PAID} GROUP BY i.product_id ORDER BY ${by} DESC, key LIMIT 10`,
      from,
      to,
    );

  /** The orders paid in [from, to) by how they were paid (a card payment has no method recorded), or by destination country. */
  const ordersBy = (key: string, from: string, to: string) =>
    statement(
      `SELECT ${key} AS key, '' AS label, sum(o.total_cents) AS cents, count(*) AS count
       FROM orders o WHERE ${PAID} GROUP BY key ORDER BY count DESC, key`,
      from,
      to,
    );

  /**
   * Distance sales to Spain's VAT territory (the peninsula and the Balearics; not the Canaries, Ceuta or Melilla, which
   * are exports) paid in [from, to): their totals, VAT included, less the shop's refunds of them made in it
   * (orders_spain_paid_idx holds what the first part reads).
   */
  const spainDistanceSales = (from: string, to: string) => {
    const spain = `o.shipping_country = 'ES' AND substr(o.shipping_postal_code, 1, 2) NOT IN ('35', '38', '51', '52')`;
    return statement(
      `SELECT (SELECT coalesce(sum(o.total_cents), 0) FROM orders o WHERE ${PAID} AND ${spain})
         - (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r JOIN orders o ON o.id = r.order_id
            WHERE r.reason = 'shop' AND r.created_at >= ?1 AND r.created_at < ?2 AND ${spain}) AS cents`,
      from,
      to,
    );
  };

  /**
   * What waits, as the lists the links open count it: paid orders to prepare, orders being prepared to ship, the ones of
   * them that must leave today or are late for their promised delivery (issue 49), withdrawals
   * not refunded in full whose refund is due before `dueBefore` (withdrawn before `withdrawnBefore`), fiscal documents
   * not issued, e-mails that failed, and products with a variant at or below its low-stock threshold (the partial
   * indexes orders_withdrawn_idx and product_variants_low_stock_idx hold the few rows the last two read).
   */
  const waiting = (withdrawnBefore: string, today: string) =>
    statement(
      `SELECT (SELECT count(*) FROM orders WHERE status = 'paid') AS toPrepare,
         (SELECT count(*) FROM orders WHERE status = 'processing') AS toShip,
         (SELECT count(*) FROM orders o WHERE ${LATE} AND o.dispatch_by <= ?2) AS late,
         (SELECT count(*) FROM (${PARCEL_PROBLEM_IDS})) AS parcelProblems,
         (SELECT count(*) FROM orders o WHERE o.withdrawn_at IS NOT NULL AND o.withdrawn_at < ?1
           AND (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.reason = 'shop') < o.total_cents) AS withdrawalsDue,
         (SELECT count(*) FROM invoice_documents WHERE status IN ('pending', 'failed')) AS documentsNotIssued,
         (SELECT count(*) FROM email_outbox WHERE status = 'failed') AS emailsFailing,
         (SELECT count(*) FROM products p WHERE p.archived_at IS NULL
           AND p.id IN (SELECT product_id FROM product_variants WHERE active = 1 AND stock_quantity <= low_stock_threshold)) AS lowStock`,
      withdrawnBefore,
      today,
    );

  return {
    /** The whole dashboard in one batch. */
    async read(q: DashboardQuery): Promise<DashboardRead> {
      const [from, to] = [q.current[0]!.from, q.current.at(-1)!.to];
      const statements = [
        days(q.current),
        days(q.previous),
        unitsAndCustomers(from, to, q.ownerEmails),
        unitsAndCustomers(q.previous[0]!.from, q.previous.at(-1)!.to, q.ownerEmails),
        categories(from, to),
        top(from, to, "count"),
        ordersBy("coalesce(o.payment_method, 'card')", from, to),
        ordersBy("o.shipping_country", from, to),
        waiting(q.withdrawnBefore, q.today),
        ...(q.money ? [top(from, to, "cents"), spainDistanceSales(q.money.ossFrom, q.money.ossTo)] : []),
      ];
      const r = (await d1.batch(statements)).map((x) => x.results);
      const [now, before, units, previousUnits, cats, byUnits, methods, countries, wait, byRevenue, spain] = r as [
        DayRow[],
        DayRow[],
        UnitsAndCustomers[],
        UnitsAndCustomers[],
        DashboardChartRow[],
        DashboardChartRow[],
        DashboardChartRow[],
        DashboardChartRow[],
        DashboardRead["waiting"][],
        DashboardChartRow[] | undefined,
        { cents: number }[] | undefined,
      ];
      return {
        days: now,
        previousDays: before,
        units: { current: units[0] ?? { units: 0, newCustomers: 0 }, previous: previousUnits[0] ?? { units: 0, newCustomers: 0 } },
        categories: cats,
        topByRevenue: byRevenue ?? [],
        topByUnits: byUnits,
        paymentMethods: methods,
        countries,
        waiting: wait[0]!,
        spainDistanceCents: spain ? (spain[0]?.cents ?? 0) : null,
      };
    },
  };
}
export type DashboardRepo = ReturnType<typeof dashboardRepo>;
