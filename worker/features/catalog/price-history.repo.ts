import type { PriceHistoryEntry } from "../../../shared/reference-price";
import type { Db } from "../../db/client";

/** Where one owner's entries are: its product, its variant's condition on `variant_id`, its current sale price. */
interface HistoryOwner {
  productId: string;
  variant: string;
  salePrice: string;
}

/**
 * The history entries the reference-price rule (shared/reference-price.ts) needs for one product or variant (columns
 * of the enclosing query), as a JSON array of [price, sale price, effective from] in time order: from the entry in
 * effect 30 days before the last entry with another sale price (the current reduction starts after it, so its window
 * opens later) up to now. Null when it is not on sale, `[]` when no earlier price is known. Every lookup is a search
 * of price_history_product_idx (product, variant, time). A correlated subquery, so a page of products, its total and
 * its reference prices are one statement (docs/decisions/0023). The entries are the price_history_* triggers'
 * (docs/database-rules.md): every price a product or variant had is recorded when it is written.
 */
function historyJson({ productId, variant, salePrice }: HistoryOwner): string {
  return `CASE WHEN ${salePrice} IS NOT NULL THEN (
  SELECT json_group_array(json_array(h.price_cents, h.sale_price_cents, h.effective_from) ORDER BY h.effective_from, h.id)
  FROM (
    SELECT max(d.effective_from) AS before FROM price_history d
    WHERE d.product_id = ${productId} AND d.variant_id ${variant} AND d.sale_price_cents IS NOT ${salePrice}
  ) b
  JOIN price_history h ON h.product_id = ${productId} AND h.variant_id ${variant} AND h.effective_from >= coalesce((
    SELECT max(a.effective_from) FROM price_history a
    WHERE a.product_id = ${productId} AND a.variant_id ${variant} AND a.effective_from <= strftime('%Y-%m-%dT%H:%M:%fZ', b.before, '-30 days')
  ), '')
  WHERE b.before IS NOT NULL
) END`;
}

/** historyJson of a product, for a query over `products` under the name `alias`. */
export const productHistorySql = (alias: string) => historyJson({ productId: `${alias}.id`, variant: "IS NULL", salePrice: `${alias}.sale_price_cents` });

/** The column a page's rows carry productHistorySql in. */
export const HISTORY_COLUMN = "history";

const PRODUCTS_SQL = `SELECT p.id AS ownerId, ${productHistorySql("p")} AS ${HISTORY_COLUMN} FROM products p WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.sale_price_cents IS NOT NULL`;

const VARIANTS_SQL = `SELECT v.id AS ownerId, ${historyJson({ productId: "v.product_id", variant: "= v.id", salePrice: "v.sale_price_cents" })} AS ${HISTORY_COLUMN}
  FROM product_variants v WHERE v.product_id = ?1 AND v.active = 1 AND v.price_cents IS NOT NULL AND v.sale_price_cents IS NOT NULL`;

type OwnerRow = { ownerId: number; history: string | null };

/** Owner id → its entries in time order, from rows of `ownerId` and a historyJson column (none for null or `[]`). */
export function historyByOwner(rows: readonly OwnerRow[] | undefined): Map<number, PriceHistoryEntry[]> {
  const out = new Map<number, PriceHistoryEntry[]>();
  for (const { ownerId, history } of rows ?? []) {
    const entries = historyOf(history);
    if (entries.length > 0) out.set(ownerId, entries);
  }
  return out;
}

/** The entries of one historyJson value, in time order (none for null). */
function historyOf(json: string | null): PriceHistoryEntry[] {
  if (json === null) return [];
  return (JSON.parse(json) as [number, number | null, string][]).map(([priceCents, salePriceCents, effectiveFrom]) => ({
    priceCents,
    salePriceCents,
    effectiveFrom,
  }));
}

export function priceHistoryRepo(db: Db) {
  return {
    /** Product id → its entries in time order (products on sale with a known earlier price only). */
    async ofProducts(ids: number[]): Promise<Map<number, PriceHistoryEntry[]>> {
      if (ids.length === 0) return new Map();
      const { results } = await db.$client.prepare(PRODUCTS_SQL).bind(JSON.stringify(ids)).all();
      return historyByOwner(results as OwnerRow[]);
    },
    /** Variant id → its entries in time order, for a product's active variants with their own sale price. */
    async ofVariants(productId: number): Promise<Map<number, PriceHistoryEntry[]>> {
      const { results } = await db.$client.prepare(VARIANTS_SQL).bind(productId).all();
      return historyByOwner(results as OwnerRow[]);
    },
  };
}
export type PriceHistoryRepo = ReturnType<typeof priceHistoryRepo>;
