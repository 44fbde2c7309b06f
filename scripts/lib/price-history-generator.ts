import { type ProductSeed, rng } from "./catalog-generator";
import { endIn9, type VariantSeed } from "./variant-generator";

/**
 * Deterministic price history of the demo catalogue (EU Omnibus reference prices, docs/decisions/0015). Every product
 * has its price from its creation; a product on sale had its regular price for weeks before the sale started, and
 * some had a lower price inside the 30 days before it, so their honest discount is smaller, or none at all. The
 * newest entry is always the product's current prices. Pure: the same product always gets the same history.
 */
export interface PriceHistorySeed {
  priceCents: number;
  salePriceCents: number | null;
  effectiveFrom: string;
}

const DAY = 86_400_000;
/** Sales started in the three weeks before this day (the catalogue generator's epoch). */
const SALES_BEFORE = Date.UTC(2026, 10, 1);
const iso = (t: number) => new Date(t).toISOString();

export function generatePriceHistory(p: Pick<ProductSeed, "id" | "priceCents" | "salePriceCents" | "createdAt">): PriceHistorySeed[] {
  const created = Date.parse(p.createdAt);
  const regular = { priceCents: p.priceCents, salePriceCents: null, effectiveFrom: p.createdAt };
  const sale = p.salePriceCents;
  if (sale === null) return [regular];
  const random = rng(20261125 + p.id * 104_729);
  const start = Math.max(SALES_BEFORE - (1 + Math.floor(random() * 21)) * DAY, created + 2 * DAY);
  const current = { priceCents: p.priceCents, salePriceCents: sale, effectiveFrom: iso(start) };
  const kind = random();
  // A short promotion 8–22 days before the sale, for 3–6 days, then the regular price again.
  const promoFrom = start - (8 + Math.floor(random() * 15)) * DAY;
  const promoUntil = promoFrom + (3 + Math.floor(random() * 4)) * DAY;
  if (kind < 0.6 || promoFrom <= created) return [regular, current];
  if (kind < 0.85) {
    // Lower than the regular price, above the sale price: the honest badge is smaller.
    const promo = endIn9(sale + (p.priceCents - sale) * (0.3 + random() * 0.4));
    if (promo <= sale || promo >= p.priceCents) return [regular, current];
    return [regular, { priceCents: promo, salePriceCents: null, effectiveFrom: iso(promoFrom) }, { ...regular, effectiveFrom: iso(promoUntil) }, current];
  }
  // The same sale price shortly before: the 30-day low is the sale price, so no reduction may be announced.
  return [regular, { ...current, effectiveFrom: iso(promoFrom) }, { ...regular, effectiveFrom: iso(promoUntil) }, current];
}

/** An own-priced variant (a larger nappy pack) follows its product's history at its own scale; the newest is its current prices. */
export function variantPriceHistory(productHistory: PriceHistorySeed[], factor: number): PriceHistorySeed[] {
  return productHistory.map((e) => ({
    priceCents: endIn9(e.priceCents * factor),
    salePriceCents: e.salePriceCents === null ? null : endIn9(e.salePriceCents * factor),
    effectiveFrom: e.effectiveFrom,
  }));
}

/** The variants that keep their own history: those with their own price. */
export const ownPriced = (variants: VariantSeed[]) => variants.filter((v) => v.priceCents !== null);
