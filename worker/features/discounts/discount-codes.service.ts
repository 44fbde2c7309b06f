import type { DiscountCode, DiscountCodesRepo } from "./discount-codes.repo";
import { newWelcomeCode, normaliseCode, WELCOME_PERCENT } from "./welcome-code";

/** Discount codes (first one: the newsletter's single-use 10% welcome code). The checkout applies them. */
export function discountCodes(repo: DiscountCodesRepo) {
  return {
    /** Mints the e-mail's welcome code unless it already has one; the new code, or null when it had one. */
    async mintWelcomeCode(email: string): Promise<string | null> {
      const code = newWelcomeCode();
      return (await repo.insertFirstForEmail({ code, email, percent: WELCOME_PERCENT })) ? code : null;
    },

    /** Takes back a code that could not be delivered, so a later subscription mints a new one. */
    discard: (code: string) => repo.remove(code),

    /**
     * The code the customer typed (any case, surrounding spaces) if it can still be used: stored, not
     * redeemed, not expired. The checkout checks the e-mail and first purchase, then sets redeemed_at and order_id.
     */
    async findRedeemableCode(input: string): Promise<DiscountCode | null> {
      const code = normaliseCode(input);
      if (!code) return null;
      return repo.findRedeemable(code, new Date().toISOString());
    },
  };
}
export type DiscountCodes = ReturnType<typeof discountCodes>;
