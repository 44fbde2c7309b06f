import { useSyncExternalStore } from "react";
import { parseJsonWhen, storedValue } from "../../../lib/stored-value";

/** What the customer chose on the way to payment: the address, the stored quote and one of its options, the recipient. */
export interface CheckoutChoice {
  addressId: string;
  quoteId: string;
  optionId: string;
  /** When the quote stops being valid (ISO); an older choice is quoted again. */
  expiresAt: string;
  recipient: string;
}

/** A discount code the server accepted on the payment step ('Aplicar'). */
export interface AppliedDiscount {
  code: string;
  percent: number;
}

/** Kept for this tab only (sessionStorage): a checkout is one sitting; the cart itself stays in localStorage. */
const tab = () => sessionStorage;

export const checkoutChoice = storedValue(
  tab,
  "mae-bebe-checkout",
  parseJsonWhen<CheckoutChoice>((v) => typeof v.quoteId === "string" && typeof v.addressId === "string"),
);
export const useCheckoutChoice = () => useSyncExternalStore(checkoutChoice.subscribe, checkoutChoice.get, checkoutChoice.get);

export const checkoutDiscount = storedValue(
  tab,
  "mae-bebe-checkout-discount",
  parseJsonWhen<AppliedDiscount>((v) => typeof v.code === "string" && Number.isInteger(v.percent)),
);
/** The applied code, which the summary's 'Descontos' and total and the order itself all use. */
export const useCheckoutDiscount = () => useSyncExternalStore(checkoutDiscount.subscribe, checkoutDiscount.get, checkoutDiscount.get);

/** Whether a choice can still be ordered with (a minute of margin for the time the payment step takes). */
export const choiceIsFresh = (c: CheckoutChoice | null, now = Date.now()): c is CheckoutChoice => !!c && Date.parse(c.expiresAt) - now > 60_000;
