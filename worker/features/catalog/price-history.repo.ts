import type { PriceHistoryEntry } from "../../../shared/reference-price";
import type { Db } from "../../db/client";

/**
 * The history entries the reference-price rule (shared/reference-price.ts) needs, for the given products only and
 * only for those on sale: from the entry in effect 30 days before the last entry with another sale price (the
 * current reduction starts after it, so its window opens later) up to now. Every lookup is a search of
 * price_history_product_idx (product, variant, time); products and variants are reached by their keys.
 * Parameters: ?1 a JSON array of product ids (products) · the product id (variants).
 */
const window = (owner: string, variant: (alias: string) => string) => `
  SELECT w.ownerId, h.price_cents AS priceCents, h.sale_price_cents AS salePriceCents, h.effective_from AS effectiveFrom
  FROM (
    SELECT k.ownerId, k.productId, (
      SELECT max(a.effective_from) FROM price_history a
      WHERE a.product_id = k.productId AND a.variant_id ${variant("k")} AND a.effective_from <= strftime('%Y-%m-%dT%H:%M:%fZ', k.before, '-30 days')
    ) AS anchor
    FROM (${owner}) k WHERE k.before IS NOT NULL
  ) w
  JOIN price_history h ON h.product_id = w.productId AND h.variant_id ${variant("w")} AND h.effective_from >= coalesce(w.anchor, '')
  ORDER BY w.ownerId, h.effective_from, h.id`;

const PRODUCTS_SQL = window(
  `SELECT p.id AS ownerId, p.id AS productId, (
     SELECT max(d.effective_from) FROM price_history d
     WHERE d.product_id = p.id AND d.variant_id IS NULL AND d.sale_price_cents IS NOT p.sale_price_cents
   ) AS before
   FROM products p WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.sale_price_cents IS NOT NULL`,
  () => "IS NULL",
);

const VARIANTS_SQL = window(
  `SELECT v.id AS ownerId, v.product_id AS productId, (
     SELECT max(d.effective_from) FROM price_history d
     WHERE d.product_id = v.product_id AND d.variant_id = v.id AND d.sale_price_cents IS NOT v.sale_price_cents
   ) AS before
   FROM product_variants v WHERE v.product_id = ?1 AND v.active = 1 AND v.price_cents IS NOT NULL AND v.sale_price_cents IS NOT NULL`,
  (alias) => `= ${alias}.ownerId`,
);

type Row = PriceHistoryEntry & { ownerId: number };

function grouped(rows: Row[]): Map<number, PriceHistoryEntry[]> {
  const out = new Map<number, PriceHistoryEntry[]>();
  for (const { ownerId, ...e } of rows) {
    const list = out.get(ownerId);
    if (list) list.push(e);
    else out.set(ownerId, [e]);
  }
  return out;
}

export function priceHistoryRepo(db: Db) {
  return {
    /** Product id → its entries in time order (products on sale with a known earlier price only). */
    async ofProducts(ids: number[]): Promise<Map<number, PriceHistoryEntry[]>> {
      if (ids.length === 0) return new Map();
      const { results } = await db.$client.prepare(PRODUCTS_SQL).bind(JSON.stringify(ids)).all();
      return grouped((results ?? []) as unknown as Row[]);
    },
    /** Variant id → its entries in time order, for a product's active variants with their own sale price. */
    async ofVariants(productId: number): Promise<Map<number, PriceHistoryEntry[]>> {
      const { results } = await db.$client.prepare(VARIANTS_SQL).bind(productId).all();
      return grouped((results ?? []) as unknown as Row[]);
    },
  };
}
export type PriceHistoryRepo = ReturnType<typeof priceHistoryRepo>;
