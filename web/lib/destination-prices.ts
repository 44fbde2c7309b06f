import { type OutsideEuVatArea, outsideEuVatArea } from "../../shared/shipping";
import { linesAtDestination } from "../../shared/vat-free-prices";
import { useCheckoutState } from "./checkout-store";

/**
 * The cart's lines at the prices the order will charge (docs/decisions/0054): once a destination outside the EU's VAT
 * territory is chosen (the drawer's calculator or the checkout's address) and its quote gave the rates, each unit
 * without Portugal's VAT, by the server's own rule (shared/vat-free-prices.ts); otherwise as they are, VAT included.
 * `vatFree` names the territory when the prices are without VAT (the note and its local tax), else null.
 */
export function useDestinationLines<L extends { id: number; priceCents: number }>(lines: L[]): { lines: L[]; vatFree: OutsideEuVatArea | null } {
  const { destination, option } = useCheckoutState();
  // A gift sent to the parents (issue 50): the quote said whether their address lies outside, not where.
  const area = destination ? (destination.list ? (destination.vatArea ?? null) : outsideEuVatArea(destination.country, destination.postalCode)) : null;
  const priced = linesAtDestination(lines, area ? (option?.withoutVat ?? null) : null);
  return { lines: priced.lines, vatFree: priced.withoutVat ? area : null };
}
