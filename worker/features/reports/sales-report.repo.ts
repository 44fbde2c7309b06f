import type { ShopDaySpan } from "../../../shared/dashboard";

/** A report's row as read: its key, a label where the database holds one, and the figures. */
export interface RawRow {
  key: string;
  label: string | null;
  size: string | null;
  color: string | null;
  packCount: number | null;
  sku: string | null;
  orders: number;
  units: number;
  salesCents: number;
  refundsCents: number | null;
}

/**
 * A delivery's region from its country and postal code, as shared/free-delivery.ts reads it (Madeira 9000–9499, the
 * Azores 9500–9999; the Balearics 07, the Canaries 35 and 38, Ceuta 51, Melilla 52).
 */
const REGION = `CASE o.shipping_country
  WHEN 'PT' THEN CASE WHEN substr(o.shipping_postal_code, 1, 1) <> '9' THEN 'pt-continente'
    WHEN CAST(substr(o.shipping_postal_code, 1, 2) AS INTEGER) >= 95 THEN 'pt-acores' ELSE 'pt-madeira' END
  WHEN 'ES' THEN CASE substr(o.shipping_postal_code, 1, 2) WHEN '07' THEN 'es-baleares' WHEN '35' THEN 'es-canarias' WHEN '38' THEN 'es-canarias'
    WHEN '51' THEN 'es-ceuta' WHEN '52' THEN 'es-melilla' ELSE 'es-peninsula' END
  ELSE lower(o.shipping_country) END`;

/** What an order-level report groups by. */
const ORDER_KEYS = { method: "coalesce(o.payment_method, 'card')", country: "o.shipping_country", region: REGION } as const;

/**
 * The sales reports (issue 48, decisions/0077), each one statement over the orders paid in [?1, ?2) (orders_paid_idx)
 * and the refunds made then (order_refunds_created_idx). Orders' reports: the paid orders' totals and the shop's refunds
 * of orders in the row; lines' reports: what the lines cost after codes, without delivery or refunds.
 */
export function salesReportRepo(d1: D1Database) {
  const all = (sql: string, ...binds: unknown[]) =>
    d1
      .prepare(sql)
      .bind(...binds)
      .all<RawRow>()
      .then((r) => r.results);
  const NONE = "NULL AS size, NULL AS color, NULL AS packCount, NULL AS sku";

  return {
    /** Per Lisbon day (one range search each). */
    days: (days: ShopDaySpan[]) =>
      all(
        `WITH d AS (SELECT json_extract(value, '$.day') AS day, json_extract(value, '$.from') AS t0, json_extract(value, '$.to') AS t1 FROM json_each(?1))
         SELECT d.day AS key, NULL AS label, ${NONE},
           (SELECT count(*) FROM orders o WHERE o.paid_at >= d.t0 AND o.paid_at < d.t1) AS orders,
           (SELECT coalesce(sum(i.quantity), 0) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.paid_at >= d.t0 AND o.paid_at < d.t1) AS units,
           (SELECT coalesce(sum(o.total_cents), 0) FROM orders o WHERE o.paid_at >= d.t0 AND o.paid_at < d.t1) AS salesCents,
           (SELECT coalesce(sum(r.amount_cents), 0) FROM order_refunds r WHERE r.reason = 'shop' AND r.created_at >= d.t0 AND r.created_at < d.t1) AS refundsCents
         FROM d ORDER BY d.day`,
        JSON.stringify(days),
      ),

    /** By payment method, country or region of the orders. */
    orders: (by: keyof typeof ORDER_KEYS, from: string, to: string) =>
      all(
        `WITH paid AS (SELECT o.id, ${ORDER_KEYS[by]} AS key, o.total_cents FROM orders o WHERE o.paid_at >= ?1 AND o.paid_at < ?2),
           refunded AS (SELECT ${ORDER_KEYS[by]} AS key, sum(r.amount_cents) AS cents FROM order_refunds r JOIN orders o ON o.id = r.order_id
             WHERE r.reason = 'shop' AND r.created_at >= ?1 AND r.created_at < ?2 GROUP BY 1),
           keys AS (SELECT key FROM paid UNION SELECT key FROM refunded)
         SELECT k.key, NULL AS label, ${NONE},
           (SELECT count(*) FROM paid p WHERE p.key = k.key) AS orders,
           (SELECT coalesce(sum(i.quantity), 0) FROM paid p JOIN order_items i ON i.order_id = p.id WHERE p.key = k.key) AS units,
           (SELECT coalesce(sum(p.total_cents), 0) FROM paid p WHERE p.key = k.key) AS salesCents,
           coalesce((SELECT cents FROM refunded r WHERE r.key = k.key), 0) AS refundsCents
         FROM keys k ORDER BY salesCents DESC, k.key`,
        from,
        to,
      ),

    /** By product, variant or category of the lines sold. */
    lines: (by: "product" | "variant" | "category", from: string, to: string) => {
      const group = {
        product: { key: "i.product_id", label: "coalesce(max(p.name), max(i.product_name))", extra: NONE },
        variant: {
          key: "coalesce(i.variant_id, 'p' || i.product_id)",
          label: "coalesce(max(p.name), max(i.product_name))",
          extra: "max(v.size) AS size, max(v.color) AS color, max(v.pack_count) AS packCount, max(v.sku) AS sku",
        },
        category: { key: "coalesce(p.category_id, 'none')", label: "max(c.name)", extra: NONE },
      }[by];
      return all(
        `SELECT CAST(${group.key} AS TEXT) AS key, ${group.label} AS label, ${group.extra},
           count(DISTINCT o.id) AS orders, sum(i.quantity) AS units, sum(i.unit_price_cents * i.quantity - i.discount_cents) AS salesCents, NULL AS refundsCents
         FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN products p ON p.id = i.product_id
           LEFT JOIN product_variants v ON v.id = i.variant_id LEFT JOIN categories c ON c.id = p.category_id
         WHERE o.paid_at >= ?1 AND o.paid_at < ?2 GROUP BY 1 ORDER BY salesCents DESC, key`,
        from,
        to,
      );
    },
  };
}
export type SalesReportRepo = ReturnType<typeof salesReportRepo>;
