import { normalizePostalCode } from "../../../shared/shipping";
import { sha256Hex } from "../../lib/crypto";

/**
 * What a quote was calculated for, as one hash: destination and the (variant, quantity) lines in any order. An order
 * may use a quote only when its own destination and lines give the same hash.
 */
export function quoteItemsHash(country: string, postalCode: string, lines: { variantId: number; quantity: number }[]) {
  const items = lines
    .map((l) => `${l.variantId}x${l.quantity}`)
    .sort()
    .join(",");
  return sha256Hex(`${country}|${normalizePostalCode(postalCode)}|${items}`);
}
