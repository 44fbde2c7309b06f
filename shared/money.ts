import { LANG } from "#copy/language";
import { LOCALE } from "./languages";
import { lazily } from "./lazily";

/** Money is integer cents below the UI (DESIGN §2). */
const euro = lazily(() => new Intl.NumberFormat(LOCALE[LANG], { style: "currency", currency: "EUR" }));

export function formatCents(cents: number): string {
  return euro().format(cents / 100);
}

/** Cents as a plain amount with a decimal comma ('12,50'): the back-office's CSVs and forms (no currency sign). */
export const decimalEuros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** SPEC §9: discount percent = rounded (1 - sale/price) × 100. */
export function discountPercent(priceCents: number, saleCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.round((1 - saleCents / priceCents) * 100);
}

/** The price a shopper pays: the sale price when there is one. */
export function effectivePriceCents(p: { priceCents: number; salePriceCents: number | null }): number {
  return p.salePriceCents ?? p.priceCents;
}
