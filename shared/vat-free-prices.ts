import type { OutsideEuVatArea } from "./shipping";

/**
 * Prices for a delivery outside the EU's VAT territory (issue 44, docs/decisions/0054). Catalogue prices are stored with
 * Portugal's (mainland) VAT included, at the rate of each product's tax category (decisions/0044). A delivery to the
 * Canaries, Ceuta or Melilla is an exempt export: there is no Portuguese VAT to pay, so each unit is charged its price
 * without it. The one rule, used by the server (the quote, the order) and by the browser (the cart and the checkout's
 * summary) alike:
 *
 *   unit price without VAT = unit price × 10000 / (10000 + rate in basis points), rounded half up to the cent, per unit
 *
 * and a line is that unit price × its quantity, so every document built from the order's lines (the payment's lines,
 * the e-mails, the invoice) adds up to the same cents. The delivery's cost is the zone's own price (the Canaries and
 * Ceuta/Melilla have their own rates) and is charged as quoted.
 */
export function priceWithoutVat(grossCents: number, rateBp: number): number {
  const d = 10000 + rateBp;
  // Integer arithmetic: floor((2·gross·10000 + d) / 2d) is gross·10000/d rounded half up.
  return Math.floor((grossCents * 20000 + d) / (2 * d));
}

/**
 * What a quote says about its destination's prices: null inside the EU's VAT territory (prices as shown, VAT included);
 * outside, for each product of the quote (by id), Portugal's rate of its tax category in basis points, to take out.
 */
export type VatFreeRates = Record<string, number> | null;

/** The local tax a shopper there may pay on delivery (named in the note): IGIC in the Canaries, IPSI in Ceuta and Melilla. */
export const LOCAL_TAX: Record<OutsideEuVatArea, "IGIC" | "IPSI"> = { canarias: "IGIC", ceuta: "IPSI", melilla: "IPSI" };

/**
 * A cart's lines at a destination's prices: each unit without VAT when `rates` name every line's product, otherwise
 * (inside the VAT area, or a line the quote did not price) the lines as they are, and `withoutVat` false.
 */
export function linesAtDestination<L extends { id: number; priceCents: number }>(lines: L[], rates: VatFreeRates): { lines: L[]; withoutVat: boolean } {
  if (!rates || lines.length === 0 || lines.some((l) => rates[String(l.id)] === undefined)) return { lines, withoutVat: false };
  return { lines: lines.map((l) => ({ ...l, priceCents: priceWithoutVat(l.priceCents, rates[String(l.id)]!) })), withoutVat: true };
}
