import { type SQLWrapper, sql } from "drizzle-orm";
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
  SELECT w.ownerId, h.id AS entryId, h.price_cents AS priceCents, h.sale_price_cents AS salePriceCents, h.effective_from AS effectiveFrom
  FROM (
    SELECT k.ownerId, k.productId, (
      SELECT max(a.effective_from) FROM price_history a
      WHERE a.product_id = k.productId AND a.variant_id ${variant("k")} AND a.effective_from <= strftime('%Y-%m-%dT%H:%M:%fZ', k.before, '-30 days')
    ) AS anchor
    FROM (${owner}) k WHERE k.before IS NOT NULL
  ) w
  JOIN price_history h ON h.product_id = w.productId AND h.variant_id ${variant("w")} AND h.effective_from >= coalesce(w.anchor, '')
  ORDER BY w.ownerId, h.effective_from, h.id`;

/** The entries of the products on sale among `ids` (SQL that selects product ids). */
const productsSql = (ids: string) =>
  window(
    `SELECT p.id AS ownerId, p.id AS productId, (
     SELECT max(d.effective_from) FROM price_history d
     WHERE d.product_id = p.id AND d.variant_id IS NULL AND d.sale_price_cents IS NOT p.sale_price_cents
   ) AS before
   FROM products p WHERE p.id IN (${ids}) AND p.sale_price_cents IS NOT NULL`,
    () => "IS NULL",
  );

const PRODUCTS_SQL = productsSql("SELECT value FROM json_each(?1)");

const PAGE_MARK = "\u0000page\u0000";
const [PAGE_HEAD, PAGE_TAIL] = productsSql(`SELECT id FROM (${PAGE_MARK})`).split(PAGE_MARK) as [string, string];

/**
 * The history of the products on sale among those a page query selects (its SQL and parameters unchanged; it must
 * select an `id` column), so that a listing or search page, its count and its reference prices go to D1 in one batch
 * instead of two round trips. The page query runs twice in that batch, on its indexes; a round trip costs more.
 */
export function pageHistorySql(pageSql: string): string {
  return `${PAGE_HEAD}${pageSql}${PAGE_TAIL}`;
}

/**
 * pageHistorySql for a drizzle query (its parameters travel with it), as a select that drizzle's D1 batch accepts
 * (it cannot batch a raw statement with parameters).
 */
export function pageHistoryQuery(db: Db, page: SQLWrapper) {
  const col = <T>(name: string) => sql<T>`${sql.identifier(name)}`;
  return db
    .select({
      ownerId: col<number>("ownerId"),
      entryId: col<number>("entryId"),
      priceCents: col<number>("priceCents"),
      salePriceCents: col<number | null>("salePriceCents"),
      effectiveFrom: col<string>("effectiveFrom"),
    })
    .from(sql`(${sql.raw(PAGE_HEAD)}${page}${sql.raw(PAGE_TAIL)})`)
    .orderBy(col("ownerId"), col("effectiveFrom"), col("entryId"));
}

/** Product id → its entries in time order, from the rows of PRODUCTS_SQL or pageHistorySql. */
export function historyByProduct(rows: unknown[] | undefined): Map<number, PriceHistoryEntry[]> {
  return grouped((rows ?? []) as Row[]);
}

const VARIANTS_SQL = window(
  `SELECT v.id AS ownerId, v.product_id AS productId, (
     SELECT max(d.effective_from) FROM price_history d
     WHERE d.product_id = v.product_id AND d.variant_id = v.id AND d.sale_price_cents IS NOT v.sale_price_cents
   ) AS before
   FROM product_variants v WHERE v.product_id = ?1 AND v.active = 1 AND v.price_cents IS NOT NULL AND v.sale_price_cents IS NOT NULL`,
  (alias) => `= ${alias}.ownerId`,
);

type Row = PriceHistoryEntry & { ownerId: number; entryId: number };

function grouped(rows: Row[]): Map<number, PriceHistoryEntry[]> {
  const out = new Map<number, PriceHistoryEntry[]>();
  for (const { ownerId, entryId: _, ...e } of rows) {
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
      return historyByProduct(results);
    },
    /** Variant id → its entries in time order, for a product's active variants with their own sale price. */
    async ofVariants(productId: number): Promise<Map<number, PriceHistoryEntry[]>> {
      const { results } = await db.$client.prepare(VARIANTS_SQL).bind(productId).all();
      return grouped((results ?? []) as unknown as Row[]);
    },
  };
}
export type PriceHistoryRepo = ReturnType<typeof priceHistoryRepo>;
