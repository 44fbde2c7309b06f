/** A scheduled sale as stored (times in UTC). */
export interface ScheduledSaleRow {
  id: string;
  name: string;
  percent: number;
  startsAt: string;
  endsAt: string;
  categoryIds: number[] | null;
  productIds: number[] | null;
  variantIds: number[] | null;
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
  /** Single variants (a size, a colour) whose product the sale does not cover whole. */
  variantIds: number[];
}

type Raw = Omit<ScheduledSaleRow, "categoryIds" | "productIds" | "variantIds"> & {
  categoryIds: string | null;
  productIds: string | null;
  variantIds: string | null;
};
const ids = (json: string | null) => (json ? (JSON.parse(json) as number[]) : null);
const rowOf = (r: Raw): ScheduledSaleRow => ({ ...r, categoryIds: ids(r.categoryIds), productIds: ids(r.productIds), variantIds: ids(r.variantIds) });
const COLUMNS =
  "s.id, s.name, s.percent, s.starts_at AS startsAt, s.ends_at AS endsAt, s.category_ids AS categoryIds, s.product_ids AS productIds, s.variant_ids AS variantIds, s.status, s.created_at AS createdAt";

/** Whether product `p` is one the sale (alias `s`, with category_ids and product_ids) covers whole. */
const covers = (s: string, p: string) => `(EXISTS (SELECT 1 FROM json_each(${s}.product_ids) j WHERE j.value = ${p}.id)
  OR EXISTS (SELECT 1 FROM json_each(${s}.category_ids) j WHERE j.value = ${p}.category_id))`;
/** Whether variant `v` is one the sale (alias `s`) names alone. */
const names = (s: string, v: string) => `EXISTS (SELECT 1 FROM json_each(${s}.variant_ids) j WHERE j.value = ${v}.id)`;
/** Whether the sale (alias `s`) touches product `p`: covers it whole, or names one of its variants. */
const touches = (s: string, p: string) => `(${covers(s, p)} OR EXISTS (SELECT 1 FROM product_variants nv WHERE nv.product_id = ${p}.id AND ${names(s, "nv")}))`;
const COVERS = covers("s", "p");
/** The sale price `pct` percent off `price`, rounded half up (integer cents). */
const OFF = (price: string) => `((${price} * (100 - s.percent) + 50) / 100)`;
/** A variant's regular price and the sale price it sells at now: its own, else its product's. */
const BASE = "coalesce(v.price_cents, p.price_cents)";
const HAND_SALE = "CASE WHEN v.price_cents IS NULL THEN p.sale_price_cents ELSE v.sale_price_cents END";

/**
 * Scheduled sales (issue 47, decisions/0076). Starting one is one batch: what it changes is recorded per product (and
 * per variant with its own price, or named alone) with what was there, and the sale prices are set from those rows;
 * ending it puts back what was there (unless the owner changed the price meanwhile) in one batch. A product or variant
 * is in one running sale at most (the rows' primary keys). A variant named alone that follows its product's price gets
 * that price as its own for the sale's duration, its price history first given the product's entries it followed (so
 * the Omnibus reference is the 30 days it really sold at). The price history's triggers record every change.
 */
export function scheduledSalesRepo(d1: D1Database) {
  const audit = (actor: string, action: string, after: unknown) =>
    d1.prepare("INSERT INTO audit_log (actor, action, after) VALUES (?1, ?2, ?3)").bind(actor, action, JSON.stringify(after));

  return {
    async list(): Promise<(ScheduledSaleRow & { products: number })[]> {
      const { results } = await d1
        .prepare(
          `SELECT ${COLUMNS}, (SELECT count(*) FROM products p WHERE p.active = 1 AND ${touches("s", "p")}) AS products
           FROM scheduled_sales s ORDER BY s.starts_at DESC`,
        )
        .all<Raw & { products: number }>();
      return results.map((r) => ({ ...rowOf(r), products: r.products }));
    },

    /** The variants of these skus (a size or colour the owner names alone), with their product. */
    async variantsBySku(skus: string[]): Promise<{ id: number; sku: string; productId: number }[]> {
      if (!skus.length) return [];
      const { results } = await d1
        .prepare(`SELECT id, sku, product_id AS productId FROM product_variants WHERE sku IN (SELECT value FROM json_each(?1))`)
        .bind(JSON.stringify(skus))
        .all<{ id: number; sku: string; productId: number }>();
      return results;
    },

    async byId(id: string): Promise<ScheduledSaleRow | null> {
      const row = await d1.prepare(`SELECT ${COLUMNS} FROM scheduled_sales s WHERE s.id = ?1`).bind(id).first<Raw>();
      return row ? rowOf(row) : null;
    },

    /** What a sale would touch: active products (covered whole, or with a variant named) and their active variants it prices. */
    async reach(sale: Pick<NewScheduledSale, "categoryIds" | "productIds" | "variantIds">) {
      const row = await d1
        .prepare(
          `WITH s AS (SELECT ?1 AS category_ids, ?2 AS product_ids, ?3 AS variant_ids)
           SELECT count(DISTINCT p.id) AS products, count(v.id) AS variants
           FROM s, products p JOIN product_variants v ON v.product_id = p.id AND v.active = 1
           WHERE p.active = 1 AND (${COVERS} OR ${names("s", "v")})`,
        )
        .bind(JSON.stringify(sale.categoryIds), JSON.stringify(sale.productIds), JSON.stringify(sale.variantIds))
        .first<{ products: number; variants: number }>();
      return row ?? { products: 0, variants: 0 };
    },

    /**
     * The open sales (scheduled or running) whose time overlaps [startsAt, endsAt) and that would price a variant this one
     * prices: a product both cover, a product one covers and the other names a variant of, or a variant both name. Two
     * sales on different variants of one product do not clash.
     */
    async overlapping(sale: NewScheduledSale) {
      const { results } = await d1
        .prepare(
          `WITH n AS (SELECT ?1 AS category_ids, ?2 AS product_ids, ?5 AS variant_ids)
           SELECT s.name FROM scheduled_sales s, n
           WHERE s.status IN ('scheduled', 'running') AND s.starts_at < ?4 AND s.ends_at > ?3 AND (
             EXISTS (SELECT 1 FROM products p WHERE (${covers("s", "p")} AND ${touches("n", "p")}) OR (${covers("n", "p")} AND ${touches("s", "p")}))
             OR EXISTS (SELECT 1 FROM json_each(s.variant_ids) a, json_each(n.variant_ids) b WHERE a.value = b.value))
           ORDER BY s.starts_at`,
        )
        .bind(JSON.stringify(sale.categoryIds), JSON.stringify(sale.productIds), sale.startsAt, sale.endsAt, JSON.stringify(sale.variantIds))
        .all<{ name: string }>();
      return results.map((r) => r.name);
    },

    async create(id: string, sale: NewScheduledSale, actor: string) {
      await d1.batch([
        d1
          .prepare(
            "INSERT INTO scheduled_sales (id, name, percent, starts_at, ends_at, category_ids, product_ids, variant_ids) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
          )
          .bind(
            id,
            sale.name,
            sale.percent,
            sale.startsAt,
            sale.endsAt,
            sale.categoryIds.length ? JSON.stringify(sale.categoryIds) : null,
            sale.productIds.length ? JSON.stringify(sale.productIds) : null,
            sale.variantIds.length ? JSON.stringify(sale.variantIds) : null,
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
        // The variants with a price of their own in the products covered (the others follow their product's), and the
        // variants named alone: one that follows its product's price takes it as its own (applied_price_cents).
        d1
          .prepare(
            `INSERT INTO scheduled_sale_variants (variant_id, sale_id, previous_sale_price_cents, applied_sale_price_cents, applied_price_cents)
             SELECT v.id, s.id, v.sale_price_cents,
               CASE WHEN ${HAND_SALE} IS NOT NULL AND ${HAND_SALE} < ${OFF(BASE)} THEN ${HAND_SALE} ELSE ${OFF(BASE)} END,
               CASE WHEN v.price_cents IS NULL THEN p.price_cents END
             FROM scheduled_sales s, products p JOIN product_variants v ON v.product_id = p.id
             WHERE s.id = ?1 AND ${stillScheduled} AND p.active = 1 AND ${OFF(BASE)} < ${BASE}
               AND ((v.price_cents IS NOT NULL AND ${COVERS}) OR (NOT ${COVERS} AND ${names("s", "v")}))`,
          )
          .bind(id),
        // Such a variant's history until now is its product's: copied (from its own last entry on), so the Omnibus
        // reference of its reduction is the lowest price it sold at in the 30 days before.
        d1
          .prepare(
            `INSERT INTO price_history (product_id, variant_id, price_cents, sale_price_cents, effective_from)
             SELECT h.product_id, v.id, h.price_cents, h.sale_price_cents, h.effective_from
             FROM scheduled_sale_variants x JOIN product_variants v ON v.id = x.variant_id
               JOIN price_history h ON h.product_id = v.product_id AND h.variant_id IS NULL
             WHERE x.sale_id = ?1 AND x.applied_price_cents IS NOT NULL AND ${stillScheduled}
               AND h.effective_from > coalesce((SELECT max(o.effective_from) FROM price_history o WHERE o.product_id = v.product_id AND o.variant_id = v.id), '')`,
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
            `UPDATE product_variants SET
               price_cents = coalesce((SELECT applied_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id), price_cents),
               sale_price_cents = (SELECT applied_sale_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id)
             WHERE id IN (SELECT variant_id FROM scheduled_sale_variants WHERE sale_id = ?1) AND ${stillScheduled}`,
          )
          .bind(id),
        d1.prepare("UPDATE scheduled_sales SET status = 'running', updated_at = ?2 WHERE id = ?1 AND status = 'scheduled'").bind(id, atIso),
      ]);
      return (results[5]?.meta.changes ?? 0) > 0;
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
            `UPDATE product_variants SET
               price_cents = CASE WHEN (SELECT applied_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id) IS NULL THEN price_cents END,
               sale_price_cents = (SELECT previous_sale_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id)
             WHERE id IN (SELECT variant_id FROM scheduled_sale_variants WHERE sale_id = ?1)
               AND sale_price_cents IS (SELECT applied_sale_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id)
               AND price_cents IS coalesce((SELECT applied_price_cents FROM scheduled_sale_variants WHERE variant_id = product_variants.id), price_cents)
               AND ${stillRunning}`,
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
