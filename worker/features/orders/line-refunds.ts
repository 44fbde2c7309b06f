import { apportion } from "../../../shared/apportion";
import { storedLineDiscounts } from "../../../shared/promotions";

/** What the refund arithmetic reads of an order: its discount and each line's price, units and own discount. */
type PaidLines = { discountCents: number; items: { variantId: number | null; quantity: number; unitPriceCents: number; discountCents: number }[] };

/**
 * What the chosen lines cost the customer (issue 43, decisions/0049): each line's own discount taken off (issue 47; for
 * orders placed before, the order's discount split over its lines as the invoice splits it: shared/promotions.ts
 * storedLineDiscounts), then each line's paid amount over its units, so the parts always add up to the whole. A refund
 * of q units of a line of which k were refunded by earlier line refunds (`refundedUnits`) gets the units after those k:
 * refunding every unit one at a time gives back exactly what was paid.
 */
export function linesRefundCents(order: PaidLines, lines: { variantId: number; quantity: number }[], refundedUnits: ReadonlyMap<number, number> = new Map()) {
  const paid = unitsPaidCents(order);
  const taken = new Map(refundedUnits);
  return lines.reduce((sum, l) => {
    const n = order.items.findIndex((i) => i.variantId === l.variantId);
    const item = order.items[n];
    if (!item) return sum;
    const units = paid[n]!;
    // A line refunded as lines more than once in all (the total cap allows it) is priced as its last units.
    const from = Math.max(0, Math.min(taken.get(l.variantId) ?? 0, item.quantity - l.quantity));
    taken.set(l.variantId, from + l.quantity);
    return sum + units.slice(from, from + l.quantity).reduce((s, u) => s + u, 0);
  }, 0);
}

/**
 * What the customer paid for each unit of each line, in the order's lines' order: each line's discount taken off, then
 * each line's paid amount over its units (largest remainder: decisions/0049).
 */
export function unitsPaidCents(order: PaidLines) {
  const grosses = order.items.map((i) => i.unitPriceCents * i.quantity);
  const discounts = storedLineDiscounts(order);
  return order.items.map((item, n) =>
    apportion(
      grosses[n]! - discounts[n]!,
      Array.from({ length: item.quantity }, () => 1),
    ),
  );
}
