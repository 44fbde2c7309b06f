import type { ProductRow } from "../../../shared/product-card";
import { type PriceHistoryEntry, referencePriceCents } from "../../../shared/reference-price";
import type { PriceHistoryRepo } from "./price-history.repo";

/**
 * The reference price of these current prices from their history (shared/reference-price.ts), or null. The newest
 * entry must be the current prices (the triggers make it so); if it is not, nothing is announced.
 */
export function referenceOf(current: { priceCents: number; salePriceCents: number | null }, entries: PriceHistoryEntry[] | undefined): number | null {
  const newest = entries?.at(-1);
  if (current.salePriceCents === null || !entries || !newest) return null;
  if (newest.priceCents !== current.priceCents || newest.salePriceCents !== current.salePriceCents) return null;
  return referencePriceCents(entries);
}

/** Adds `referencePriceCents` to products from their history (read with the page: catalog.repo's list and search). */
export function withHistory<T extends ProductRow>(rows: T[], history: Map<number, PriceHistoryEntry[]>): (T & { referencePriceCents: number | null })[] {
  return rows.map((r) => ({ ...r, referencePriceCents: referenceOf(r, history.get(r.id)) }));
}

/** Adds `referencePriceCents` to a page of products, reading the history of those on sale only (one query). */
export async function withReferencePrices<T extends ProductRow>(
  rows: T[],
  history: Pick<PriceHistoryRepo, "ofProducts">,
): Promise<(T & { referencePriceCents: number | null })[]> {
  const onSale = rows.filter((r) => r.salePriceCents !== null).map((r) => r.id);
  const entries = onSale.length > 0 ? await history.ofProducts(onSale) : new Map<number, PriceHistoryEntry[]>();
  return withHistory(rows, entries);
}
