/**
 * VAT for the shop's sales (issue 33, decisions/0044). Prices are VAT-included; an invoice shows, per rate, the base and
 * the tax that the prices held. The rate of a line is decided by the place of supply of the delivery (below) and the
 * product's tax category, read from the vat_rates table (data, not code).
 */
import type { TAX_CATEGORIES } from "../../../shared/admin-catalog";
import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import { outsideEuVatArea } from "../../../shared/shipping";
import type { Exemption, RateSummary } from "../../integrations/invoicing/invoicing-provider";

export type { Exemption, RateSummary };
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
export type VatRegion = "PT" | "PT-20" | "PT-30" | "ES";

/**
 * Where the sale is taxed, from the delivery address (decisions/0044):
 * - Portugal: the region the goods are delivered to, for its rates: Madeira (postal codes 9000-9499) and Açores
 *   (9500-9999) have their own (CIVA art. 18 n.º 3), the mainland the national ones.
 * - Spain's VAT territory (the peninsula and the Baleares): Portugal's mainland rates while the shop's distance sales to
 *   the EU stay under €10,000 a year; with OSS on (past it, or by choice), Spain's rates (CIVA art. 6 n.º 8 and 14).
 * - Canarias (35, 38), Ceuta (51) and Melilla (52) are outside the EU's VAT territory: an exempt export (M05, CIVA
 *   art. 14.º n.º 1 a)).
 */
export type SupplyPlace = { region: VatRegion; exemption: null } | { region: "export"; exemption: Exemption };

export const EXPORT_EXEMPTION: Exemption = { code: "M05", reason: fiscalCopy.exportExemption };

export function placeOfSupply(country: string, postalCode: string, oss: boolean): SupplyPlace {
  const digits = postalCode.replace(/\D/g, "");
  if (country === "PT") {
    const n = Number(digits.slice(0, 4));
    return { region: n >= 9500 ? "PT-20" : n >= 9000 ? "PT-30" : "PT", exemption: null };
  }
  if (country === "ES") {
    // The same test that prices the order without VAT (shared/vat-free-prices.ts, decisions/0054).
    if (outsideEuVatArea(country, digits)) return { region: "export", exemption: EXPORT_EXEMPTION };
    return { region: oss ? "ES" : "PT", exemption: null };
  }
  // The shop delivers to Portugal and Spain only (deviation S16); anything else is refused at checkout.
  throw new Error(`no place of supply for country ${country}`);
}

/** Rates in basis points (2300 = 23 %) for one region, by category. */
export type RateTable = Record<TaxCategory, number>;

/** The base and tax of a VAT-included amount at a rate, rounded half up on the base: base + tax is the amount. */
export function splitGross(grossCents: number, rateBp: number): { baseCents: number; taxCents: number } {
  const baseCents = Math.round((grossCents * 10000) / (10000 + rateBp));
  return { baseCents, taxCents: grossCents - baseCents };
}

/** Lines grouped by rate, each group's base and tax computed once on its total (how the document shows them). */
export function summariseByRate(lines: { rateBp: number; grossCents: number }[]): RateSummary[] {
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rateBp, (byRate.get(l.rateBp) ?? 0) + l.grossCents);
  return [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([rateBp, grossCents]) => ({ rateBp, grossCents, ...splitGross(grossCents, rateBp) }));
}
