import type { Lang } from "../../../shared/languages";
import { DomainError } from "../../lib/domain-error";
import type { Say } from "../../lib/say";
import type { DiscountCodesRepo } from "./discount-codes.repo";
import { newWelcomeCode, normaliseCode, WELCOME_PERCENT } from "./welcome-code";

/** Discount codes (first one: the newsletter's single-use 10% welcome code). The checkout applies them. */
const refused = (say: Say) => new DomainError("discount_invalid", say, "discountCode");

export function discountCodes(repo: DiscountCodesRepo) {
  return {
    /**
     * The code the customer typed, checked as its terms say (issue 30: when 'Aplicar' is pressed, and again when the
     * order is placed): it exists, is the customer's own, is not expired or used, and this is their first purchase.
     * Each refusal says which. `hasPaidOrder` tells whether the customer already bought.
     */
    async checkFor(input: string, customer: { email: string; hasPaidOrder: () => Promise<boolean> }, now = new Date()) {
      const code = normaliseCode(input);
      const found = code ? await repo.byCode(code) : null;
      if (!found) throw refused((t) => t.orders.discountUnknown);
      if (found.email !== customer.email.toLowerCase()) throw refused((t) => t.orders.discountNotYours);
      if (found.redeemedAt) throw refused((t) => t.orders.discountUsed);
      if (found.expiresAt && found.expiresAt <= now.toISOString()) throw refused((t) => t.orders.discountExpired);
      if (await customer.hasPaidOrder()) throw refused((t) => t.orders.discountFirstPurchase);
      return { code: found.code, percent: found.percent };
    },

    /**
     * Mints the e-mail's welcome code unless it already has one, or had one before its account was erased (`erasedMark`:
     * welcome-code.ts erasedEmailMark); the new code (its prefix in `lang`), or null.
     */
    async mintWelcomeCode(email: string, erasedMark: string, lang: Lang): Promise<string | null> {
      const code = newWelcomeCode(lang);
      return (await repo.insertFirstForEmail({ code, email, percent: WELCOME_PERCENT, erasedMark })) ? code : null;
    },

    /** Takes back a code that could not be delivered, so a later subscription mints a new one. */
    discard: (code: string) => repo.remove(code),
  };
}
export type DiscountCodes = ReturnType<typeof discountCodes>;
