import type { Lang } from "../../../shared/languages";
import { type PromotionLine, priceWithPromotion } from "../../../shared/promotions";
import { DomainError } from "../../lib/domain-error";
import { formatCentsIn, formatLisbonMomentIn } from "../../lib/formats-in";
import type { Say } from "../../lib/say";
import type { DiscountCodesRepo } from "./discount-codes.repo";
import type { FoundCode, PromotionsRepo } from "./promotions.repo";
import { newWelcomeCode } from "./welcome-code";

/** Every refusal of a code is this error, on the code's field, saying why in the shopper's language. */
const refused = (say: Say) => new DomainError("discount_invalid", say, "discountCode");

/** Who is using a code: their account (null for a guest), their e-mail, and whether they already bought. */
export interface CodeCustomer {
  userId: string | null;
  email: string;
  hasPaidOrder: () => Promise<boolean>;
}

/** A cart or order line as the code sees it. */
export interface CodeLine {
  productId: number;
  variantId: number;
  unitPriceCents: number;
  regularPriceCents: number;
  quantity: number;
}

/**
 * The codes shoppers type (issue 47, decisions/0076): whether a code may be used now by this customer, and what it takes
 * off these lines. The checkout asks when 'Aplicar' is pressed and again when the order is placed; the order's batch
 * holds the caps and single uses under races (migrations/0038's triggers). Every refusal says which rule refused it.
 */
export function discountCodes(repo: DiscountCodesRepo, promotions: PromotionsRepo) {
  return {
    /** The code, if the customer may use it now (before looking at the lines). */
    async check(input: string, customer: CodeCustomer, now = new Date()): Promise<FoundCode> {
      const found = input.trim() ? await promotions.findCode(input) : null;
      if (!found) throw refused((t) => t.orders.discountUnknown);
      const p = found.promotion;
      const at = now.toISOString();
      if (p.status === "paused") throw refused((t) => t.orders.discountPaused);
      if (p.status === "ended" || (p.endsAt && p.endsAt <= at)) throw refused((t) => t.orders.discountEnded);
      const startsAt = p.startsAt;
      if (startsAt && startsAt > at) throw refused((t, lang) => t.orders.discountNotStarted(formatLisbonMomentIn(lang, startsAt)));
      if (found.email && found.email !== customer.email.toLowerCase()) throw refused((t) => t.orders.discountNotYours);
      if (found.singleUse && found.redeemedAt) throw refused((t) => t.orders.discountUsed);
      if (found.expiresAt && found.expiresAt <= at) throw refused((t) => t.orders.discountExpired);
      if (p.maxUses !== null || p.maxUsesPerCustomer !== null) {
        const uses = await promotions.usesOf(p.id, customer);
        if (p.maxUsesPerCustomer !== null && uses.mine >= p.maxUsesPerCustomer) throw refused((t) => t.orders.discountCustomerLimit);
        if (p.maxUses !== null && uses.total >= p.maxUses) throw refused((t) => t.orders.discountCapReached);
      }
      if (p.firstPurchaseOnly && (await customer.hasPaidOrder())) throw refused((t) => t.orders.discountFirstPurchase);
      return found;
    },

    /**
     * What the code takes off these lines and the delivery (shared/promotions.ts, the rule the checkout shows): refused
     * when the goods are below its minimum (saying how much is missing), when it covers none of the lines, or when the
     * lines' own sale prices are already better than it.
     */
    async apply(found: FoundCode, lines: CodeLine[], shippingCents: number) {
      const p = found.promotion;
      const subtotal = lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
      if (subtotal < p.minOrderCents) {
        const missing = p.minOrderCents - subtotal;
        throw refused((t, lang: Lang) => t.orders.discountMinimum(formatCentsIn(lang, p.minOrderCents), formatCentsIn(lang, missing)));
      }
      const categories = p.categoryIds ? await promotions.categoriesOf(lines.map((l) => l.productId)) : new Map<number, number | null>();
      const limited = p.categoryIds !== null || p.productIds !== null;
      const covers = (l: CodeLine) =>
        !limited || (p.productIds?.includes(l.productId) ?? false) || (p.categoryIds?.includes(categories.get(l.productId) ?? -1) ?? false);
      const promotionLines: PromotionLine[] = lines.map((l) => ({ ...l, covered: covers(l) }));
      if (!promotionLines.some((l) => l.covered)) throw refused((t) => t.orders.discountNotForProducts);
      const money = priceWithPromotion(promotionLines, shippingCents, p);
      if (p.kind !== "free_delivery" && money.discountCents === 0) throw refused((t) => t.orders.discountNoBetter);
      return {
        code: found.code,
        promotionId: p.id,
        singleUse: found.singleUse,
        kind: p.kind,
        percent: p.percent,
        amountCents: p.amountCents,
        money,
        lines: lines.map((l, i) => ({ productId: l.productId, variantId: l.variantId, discountCents: money.lineDiscountCents[i]! })),
      };
    },

    /**
     * Mints the e-mail's welcome code unless it already has one, or had one before its account was erased (`erasedMark`:
     * welcome-code.ts erasedEmailMark); the new code (its prefix in `lang`), or null.
     */
    async mintWelcomeCode(email: string, erasedMark: string, lang: Lang): Promise<string | null> {
      const code = newWelcomeCode(lang);
      return (await repo.insertFirstForEmail({ code, email, erasedMark })) ? code : null;
    },

    /** Takes back a code that could not be delivered, so a later subscription mints a new one. */
    discard: (code: string) => repo.remove(code),
  };
}
export type DiscountCodes = ReturnType<typeof discountCodes>;
export type AppliedCode = Awaited<ReturnType<DiscountCodes["apply"]>>;
