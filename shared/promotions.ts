import { apportion } from "./apportion";

/**
 * How a promotion's code prices an order (issue 47, decisions/0076): the one rule the server charges and the checkout
 * shows. Every amount is integer cents; each covered line gets its own discount, so the invoice, the credit notes and
 * the refunds read what was taken off each line.
 */
export type PromotionKind = "percent" | "amount" | "free_delivery";
/**
 * A line already on sale: 'excluded' (the code does not cover it), 'better' (the better of the two prices for the
 * shopper: the code on the regular price, or the sale price; never both), 'stacked' (the code on the sale price).
 */
export type SaleItemsRule = "excluded" | "better" | "stacked";

export interface PromotionTerms {
  kind: PromotionKind;
  percent: number | null;
  amountCents: number | null;
  saleItems: SaleItemsRule;
}

export interface PromotionLine {
  /** What the shopper pays for one unit without the code (the sale price when there is one). */
  unitPriceCents: number;
  /** The regular price of one unit (above `unitPriceCents` when the line is on sale). */
  regularPriceCents: number;
  quantity: number;
  /** Whether the promotion's products and categories include this line. */
  covered: boolean;
}

const halfUp = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/** The discount the code takes off each line, in the lines' order (0 for a line it does not cover). */
export function lineDiscounts(lines: readonly PromotionLine[], terms: PromotionTerms): number[] {
  const paid = lines.map((l) => l.unitPriceCents * l.quantity);
  const onSale = (l: PromotionLine) => l.regularPriceCents > l.unitPriceCents;
  const out = lines.map(() => 0);
  if (terms.kind === "free_delivery") return out;

  // Lines whose discount is a share of one amount: the percentage of their sum (rounded once, half up, as the welcome
  // code always was), or the fixed amount (never more than they cost); split by what each line costs.
  const shared = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.covered && (!onSale(l) || terms.saleItems === "stacked"));
  const sharedTotal = shared.reduce((s, { i }) => s + paid[i]!, 0);
  const amount = terms.kind === "percent" ? halfUp(sharedTotal, terms.percent ?? 0) : Math.min(terms.amountCents ?? 0, sharedTotal);
  const parts = apportion(
    amount,
    shared.map(({ i }) => paid[i]!),
  );
  shared.forEach(({ i }, n) => {
    out[i] = parts[n]!;
  });

  // 'better', for a percentage: the code on the regular price when that is below the sale price, else the sale alone.
  if (terms.kind === "percent" && terms.saleItems === "better") {
    lines.forEach((l, i) => {
      if (!l.covered || !onSale(l)) return;
      const withCode = l.regularPriceCents * l.quantity - halfUp(l.regularPriceCents * l.quantity, terms.percent ?? 0);
      out[i] = Math.max(0, paid[i]! - withCode);
    });
  }
  return out;
}

/** The order's money with a code: its lines' discounts, and the delivery waived by a free-delivery code. */
export function priceWithPromotion(lines: readonly PromotionLine[], shippingCents: number, terms: PromotionTerms | null) {
  const subtotalCents = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  const discounts = terms ? lineDiscounts(lines, terms) : lines.map(() => 0);
  const discountCents = discounts.reduce((s, d) => s + d, 0);
  const shipping = terms?.kind === "free_delivery" ? 0 : shippingCents;
  return {
    subtotalCents,
    discountCents,
    lineDiscountCents: discounts,
    shippingCents: shipping,
    /** The delivery the code waived (what the promotion's reports count with the discount). */
    shippingWaivedCents: shippingCents - shipping,
    totalCents: subtotalCents - discountCents + shipping,
  };
}

/**
 * What each line of a stored order had taken off: its own discount when the order recorded one per line (issue 47), or,
 * for an order placed before, the order's discount split over its lines by what each cost (decisions/0049).
 */
export function storedLineDiscounts(order: { discountCents: number; items: readonly { unitPriceCents: number; quantity: number; discountCents?: number }[] }) {
  const own = order.items.map((i) => i.discountCents ?? 0);
  if (own.reduce((s, d) => s + d, 0) === order.discountCents) return own;
  return apportion(
    order.discountCents,
    order.items.map((i) => i.unitPriceCents * i.quantity),
  );
}
