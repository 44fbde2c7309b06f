import { discountPercent } from "./money";

/**
 * EU Omnibus (Directive 98/6/EC art. 6a; in Portugal DL 70/2007 as amended by DL 109-G/2021): a price reduction is
 * announced against the lowest price applied in the 30 days before the reduction (docs/decisions/0015).
 */
export const REFERENCE_WINDOW_DAYS = 30;
const WINDOW_MS = REFERENCE_WINDOW_DAYS * 86_400_000;

/** One price as recorded in price_history: in effect from `effectiveFrom` until the next entry. */
export interface PriceHistoryEntry {
  priceCents: number;
  salePriceCents: number | null;
  /** ISO-8601 UTC */
  effectiveFrom: string;
}

const paid = (e: PriceHistoryEntry) => e.salePriceCents ?? e.priceCents;

/**
 * The reference price of the current reduction, or null when there is no reduction or no price before it is known.
 * - The current prices are the newest entry; a reduction is running when it has a sale price.
 * - The reduction started when that sale price was set: the first entry of the newest run with the same sale price
 *   (a change of the regular price alone does not restart it; a new sale price does).
 * - The reference is the lowest price paid (sale price if any, else price) in effect at any moment of the 30 days
 *   before that start, including the price already in effect when the window opened.
 * Entries are taken in time order; equal times keep their given order (the later one is the newer).
 */
export function referencePriceCents(history: readonly PriceHistoryEntry[]): number | null {
  const rows = history
    .map((e, i) => ({ e, i, t: Date.parse(e.effectiveFrom) }))
    .filter((r) => Number.isFinite(r.t))
    .sort((a, b) => a.t - b.t || a.i - b.i);
  const current = rows.at(-1)?.e;
  if (!current || current.salePriceCents === null) return null;
  let first = rows.length - 1;
  while (first > 0 && rows[first - 1]!.e.salePriceCents === current.salePriceCents) first--;
  const start = rows[first]!.t;
  const windowStart = start - WINDOW_MS;
  let lowest: number | null = null;
  for (let k = 0; k < first; k++) {
    // Entry k is in effect from its time until the next entry's: it counts if that overlaps [windowStart, start).
    const from = rows[k]!.t;
    const until = rows[k + 1]!.t;
    if (from < start && until > windowStart && until > from) lowest = lowest === null ? paid(rows[k]!.e) : Math.min(lowest, paid(rows[k]!.e));
  }
  return lowest;
}

/** What a price may announce: the price paid, and the struck-through reference and discount only for an honest reduction. */
export interface AnnouncedPrice {
  priceCents: number;
  /** The 30-day lowest price before the reduction, shown struck through; null: no reduction may be announced. */
  referenceCents: number | null;
  /** Rounded percentage off the reference; null with referenceCents null. */
  discountPercent: number | null;
}

export function announcedPrice(p: { priceCents: number; salePriceCents: number | null; referencePriceCents: number | null }): AnnouncedPrice {
  const priceCents = p.salePriceCents ?? p.priceCents;
  const reduced = p.salePriceCents !== null && p.referencePriceCents !== null && p.referencePriceCents > p.salePriceCents;
  if (!reduced) return { priceCents, referenceCents: null, discountPercent: null };
  const pct = discountPercent(p.referencePriceCents!, p.salePriceCents!);
  // A reduction that rounds to 0 % is not worth a badge, and is not announced.
  return pct > 0 ? { priceCents, referenceCents: p.referencePriceCents, discountPercent: pct } : { priceCents, referenceCents: null, discountPercent: null };
}
