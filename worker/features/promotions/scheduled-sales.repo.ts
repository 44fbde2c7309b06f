/** A scheduled sale as stored (times in UTC). */
export interface ScheduledSaleRow {
  id: string;
  name: string;
  percent: number;
  startsAt: string;
  endsAt: string;
  categoryIds: number[] | null;
  productIds: number[] | null;
  status: "scheduled" | "running" | "ended" | "cancelled";
  createdAt: string;
}

export interface NewScheduledSale {
  name: string;
  percent: number;
  startsAt: string;
  endsAt: string;
  categoryIds: number[];
  productIds: number[];
}

type Raw = Omit<ScheduledSaleRow, "categoryIds" | "productIds"> & { categoryIds: string | null; productIds: string | null };
const rowOf = (r: Raw): ScheduledSaleRow => ({
  ...r,
  categoryIds: r.categoryIds ? (JSON.parse(r.categoryIds) as number[]) : null,
  productIds: r.productIds ? (JSON.parse(r.productIds) as number[]) : null,
});
const COLUMNS =
  "s.id, s.name, s.percent, s.starts_at AS startsAt, s.ends_at AS endsAt, s.category_ids AS categoryIds, s.product_ids AS productIds, s.status, s.created_at AS createdAt";

/** Whether product `p` is one the sale `s` covers (its products, or its categories). */
const COVERS = `(EXISTS (SELECT 1 FROM json_each(s.product_ids) j WHERE j.value = p.id)
  OR EXISTS (SELECT 1 FROM json_each(s.category_ids) j WHERE j.value = p.category_id))`;
/** The sale price `pct` percent off `price`, rounded half up (integer cents). */
const OFF = (price: string) => `((${price} * (100 - s.percent) + 50) / 100)`;

/**
 * Scheduled sales (issue 47, decisions/0076). Starting one is one batch: what it changes is recorded per product (and
 * per variant with its own price) with what was there, and the sale prices are set from those rows; ending it puts
 * back what was there (unless the owner changed the price meanwhile) in one batch. A product is in one running sale at
 * most (the rows' primary keys). The price history's triggers record every change, so the Omnibus reference follows.
 */
export function scheduledSalesRepo(d1: D1Database) {
  const audit = (actor: string, action: string, after: unknown) =>
    d1.prepare("INSERT INTO audit_log (actor, action, after) VALUES (?1, ?2, ?3)").bind(actor, action, JSON.stringify(after));

  return {
    async list(): Promise<(ScheduledSaleRow & { products: number })[]> {
      const { results } = await d1
        .prepare(
          `SELECT ${COLUMNS}, (SELECT count(*) FROM products p WHERE p.active = 1 AND ${COVERS}) AS products
           FROM scheduled_sales s ORDER BY s.starts_at DESC`,
        )
        .all<Raw & { products: number }>();
      return results.map((r) => ({ ...rowOf(r), products: r.products }));
    },

    async byId(id: string): Promise<ScheduledSaleRow | null> {
      const row = await d1.prepare(`SELECT ${COLUMNS} FROM scheduled_sales s WHERE s.id = ?1`).bind(id).first<Raw>();
      return row ? rowOf(row) : null;
    },

    /** What a sale on these categories and products would touch: active products and their active variants. */
    async reach(categoryIds: number[], productIds: number[]) {
      const row = await d1
        .prepare(
          `WITH s AS (SELECT ?1 AS category_ids, ?2 AS product_ids)
           SELECT count(DISTINCT p.id) AS products, count(v.id) AS variants
           FROM s, products p LEFT JOIN product_variants v ON v.product_id = p.id AND v.active = 1
           WHERE p.active = 1 AND ${COVERS}`,
        )
        .bind(JSON.stringify(categoryIds), JSON.stringify(productIds))
        .first<{ products: number; variants: number }>();
      return row ?? { products: 0, variants: 0 };
    },

    /** The open sales (scheduled or running) whose time overlaps [startsAt, endsAt) and that cover any of the same products. */
    async overlapping(sale: NewScheduledSale) {
      const { results } = await d1
        .prepare(
          `WITH n AS (SELECT ?1 AS category_ids, ?2 AS product_ids)
           SELECT DISTINCT s.name FROM scheduled_sales s, products p, n
           WHERE s.status IN ('scheduled', 'running') AND s.starts_at < ?4 AND s.ends_at > ?3 AND ${COVERS}
             AND (EXISTS (SELECT 1 FROM json_each(n.product_ids) j WHERE j.value = p.id)
               OR EXISTS (SELECT 1 FROM json_each(n.category_ids) j WHERE j.value = p.category_id))`,
        )
        .bind(JSON.stringify(sale.categoryIds), JSON.stringify(sale.productIds), sale.startsAt, sale.endsAt)
        .all<{ name: string }>();
      return results.map((r) => r.name);
    },

    async create(id: string, sale: NewScheduledSale, actor: string) {
      await d1.batch([
        d1
          .prepare("INSERT INTO scheduled_sales (id, name, percent, starts_at, ends_at, category_ids, product_ids) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
          .bind(
            id,
            sale.name,
            sale.percent,
            sale.startsAt,
            sale.endsAt,
            sale.categoryIds.length ? JSON.stringify(sale.categoryIds) : null,
            sale.productIds.length ? JSON.stringify(sale.productIds) : null,
          ),
        audit(actor, "sale.created", { id, ...sale }),
      ]);
    },

    /** The sales due to start at `atIso` (scheduled, started, not ended), to end (running, ended) and never started (past). */
    async due(atIso: string) {
      const { results } = await d1
        .prepare(
          `SELECT id, status, CASE WHEN status = 'running' THEN 'end' WHEN ends_at <= ?1 THEN 'lapse' ELSE 'start' END AS action
           FROM scheduled_sales WHERE (status = 'scheduled' AND starts_at <= ?1) OR (status = 'running' AND ends_at <= ?1)`,
        )
        .bind(atIso)
        .all<{ id: string; action: "start" | "end" | "lapse" }>();
      return results;
    },

    /** Starts a scheduled sale: true when this call started it. */
    async start(id: string, atIso: string) {
      const stillScheduled = "EXISTS (SELECT 1 FROM scheduled_sales WHERE id = ?1 AND status = 'scheduled')";
      const results = await d1.batch([
        // The products (their own price and sale price), never above a sale price already lower (the better for the shopper).
        d1
          .prepare(
            `INSERT INTO scheduled_sale_products (product_id, sale_id, previous_sale_price_cents, applied_sale_price_cents)
             SELECT p.id, s.id, p.sale_price_cents,
               CASE WHEN p.sale_price_cents IS NOT NULL AND p.sale_price_cents < ${OFF("p.price_cents")} THEN p.sale_price_cents ELSE ${OFF("p.price_cents")} END
             FROM scheduled_sales s, products p
             WHERE s.id = ?1 AND ${stillScheduled} AND p.active = 1 AND ${COVERS} AND ${OFF("p.price_cents")} < p.price_cents`,
          )
          .bind(id),
        // The variants with a price of their own (the others follow their product's).
        d1
          .prepare(
            `INSERT INTO scheduled_sale_variants (variant_id, sale_id, previous_sale_price_cents, applied_sale_price_cents)
             SELECT v.id, s.id, v.sale_price_cents,
               CASE WHEN v.sale_price_cents IS NOT NULL AND v.sale_price_cents < ${OFF("v.price_cents")} THEN v.sale_price_cents ELSE ${OFF("v.price_cents")} END
             FROM scheduled_sales s, products p JOIN product_variants v ON v.product_id = p.id
             WHERE s.id = ?1 AND ${stillScheduled} AND p.active = 1 AND v.price_cents IS NOT NULL AND ${COVERS} AND ${OFF("v.price_cents")} < v.price_cents`,
          )
          .bind(id),
        d1
          .prepare(
            `UPDATE products SET sale_price_cents = (SELECT applied_sale_price_cents FROM scheduled_sale_products WHERE product_id = products.id)
             WHERE id IN (SELECT product_id FROM scheduled_sale_products WHERE sale_id = ?1) AND ${stillScheduled}`,
          )
          .bind(id),
        d1
          .prepare(
            `UPDATE product_variants SET sale_price_cents = (SELECT applied_sale_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id)
             WHERE id IN (SELECT variant_id FROM scheduled_sale_variants WHERE sale_id = ?1) AND ${stillScheduled}`,
          )
          .bind(id),
        d1.prepare("UPDATE scheduled_sales SET status = 'running', updated_at = ?2 WHERE id = ?1 AND status = 'scheduled'").bind(id, atIso),
      ]);
      return (results[4]?.meta.changes ?? 0) > 0;
    },

    /**
     * Ends a running sale (`to`: 'ended' when its time came, 'cancelled' by the owner): each sale price it set goes back to
     * what was there, unless the owner changed it meanwhile. true when this call ended it.
     */
    async end(id: string, atIso: string, to: "ended" | "cancelled" = "ended") {
      const stillRunning = "EXISTS (SELECT 1 FROM scheduled_sales WHERE id = ?1 AND status = 'running')";
      const results = await d1.batch([
        d1
          .prepare(
            `UPDATE products SET sale_price_cents = (SELECT previous_sale_price_cents FROM scheduled_sale_products WHERE product_id = products.id)
             WHERE id IN (SELECT product_id FROM scheduled_sale_products WHERE sale_id = ?1)
               AND sale_price_cents IS (SELECT applied_sale_price_cents FROM scheduled_sale_products WHERE product_id = products.id) AND ${stillRunning}`,
          )
          .bind(id),
        d1
          .prepare(
            `UPDATE product_variants SET sale_price_cents = (SELECT previous_sale_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id)
             WHERE id IN (SELECT variant_id FROM scheduled_sale_variants WHERE sale_id = ?1)
               AND sale_price_cents IS (SELECT applied_sale_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id) AND ${stillRunning}`,
          )
          .bind(id),
        d1.prepare(`DELETE FROM scheduled_sale_products WHERE sale_id = ?1 AND ${stillRunning}`).bind(id),
        d1.prepare(`DELETE FROM scheduled_sale_variants WHERE sale_id = ?1 AND ${stillRunning}`).bind(id),
        d1.prepare("UPDATE scheduled_sales SET status = ?3, updated_at = ?2 WHERE id = ?1 AND status = 'running'").bind(id, atIso, to),
      ]);
      return (results[4]?.meta.changes ?? 0) > 0;
    },

    /** A sale that never started: past its end (lapsed), or cancelled by the owner before it began. */
    async close(id: string, atIso: string, to: "ended" | "cancelled") {
      const r = await d1.prepare("UPDATE scheduled_sales SET status = ?3, updated_at = ?2 WHERE id = ?1 AND status = 'scheduled'").bind(id, atIso, to).run();
      return (r.meta.changes ?? 0) > 0;
    },

    auditEnd: (id: string, actor: string) => audit(actor, "sale.cancelled", { id }).run(),

    /** Per sale: paid orders with a line at its price, those lines' revenue, the discount given (regular − paid) and the average basket. */
    async report(from: string | null, to: string | null) {
      const { results } = await d1
        .prepare(
          `SELECT s.id, s.name, count(DISTINCT l.order_id) AS orders, coalesce(sum(l.unit_price_cents * l.quantity), 0) AS revenueCents,
             coalesce(sum((coalesce(l.regular_price_cents, l.unit_price_cents) - l.unit_price_cents) * l.quantity), 0) AS discountCents,
             CASE WHEN count(DISTINCT l.order_id) > 0 THEN CAST(round(1.0 * sum(l.unit_price_cents * l.quantity) / count(DISTINCT l.order_id)) AS INTEGER) ELSE 0 END AS averageCents
           FROM scheduled_sales s
           LEFT JOIN (
             SELECT i.sale_id, i.order_id, i.unit_price_cents, i.quantity, i.regular_price_cents FROM order_items i JOIN orders o ON o.id = i.order_id
             WHERE o.status NOT IN ('pending', 'cancelled') AND (?1 IS NULL OR o.paid_at >= ?1) AND (?2 IS NULL OR o.paid_at < ?2)
           ) l ON l.sale_id = s.id
           GROUP BY s.id ORDER BY s.starts_at DESC`,
        )
        .bind(from, to)
        .all<{ id: string; name: string; orders: number; revenueCents: number; discountCents: number; averageCents: number }>();
      return results;
    },
  };
}
export type ScheduledSalesRepo = ReturnType<typeof scheduledSalesRepo>;
