/** Payments that complete after the checkout (SPEC §4 order status; DESIGN §4): shared by the worker and the web. */

/** Multibanco: the customer pays a reference at an ATM or in home banking; MB WAY: they confirm in the app. */
export const ASYNC_PAYMENT_METHODS = ["multibanco", "mb_way"] as const;
export type AsyncPaymentMethod = (typeof ASYNC_PAYMENT_METHODS)[number];

/**
 * The payments that complete later offered for an order (issue 44, decisions/0061): Multibanco and MB WAY are Portuguese
 * networks (a Portuguese bank or app), so only for a delivery in Portugal; a Spanish address pays by card. Multibanco's
 * reference holds the stock for days, so only for a customer whose e-mail is verified (decisions/0050; a guest never).
 * The payment page, the checkout's line about it and the server's refusal all read this one rule.
 */
export function asyncPaymentMethodsFor(deliveryCountry: string, verifiedEmail: boolean): AsyncPaymentMethod[] {
  if (deliveryCountry !== "PT") return [];
  return verifiedEmail ? ["multibanco", "mb_way"] : ["mb_way"];
}

/** What a Multibanco payment is made with. */
export interface PaymentReference {
  entity: string;
  reference: string;
}

/** How long each waits on the embedded test page (Stripe sets its own deadlines). */
export const TEST_MULTIBANCO_DAYS = 3;
export const TEST_MB_WAY_MINUTES = 5;

/** The pending-order dialog (SPEC §4, §9): checked 2 s after sign-in, for a pending order older than 5 minutes. */
export const PENDING_DIALOG_DELAY_MS = 2_000;
export const PENDING_DIALOG_MIN_AGE_MS = 5 * 60_000;

/** A Multibanco reference is written in groups of three digits, as on an ATM receipt (123 456 789). */
export const formatReference = (reference: string) => reference.replace(/\D/g, "").replace(/(\d{3})(?=\d)/g, "$1 ");
