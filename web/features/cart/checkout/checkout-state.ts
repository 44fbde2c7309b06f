import { useSyncExternalStore } from "react";

/** What the customer chose on the way to payment: the address, the stored quote and one of its options, the recipient. */
export interface CheckoutChoice {
  addressId: string;
  quoteId: string;
  optionId: string;
  /** When the quote stops being valid (ISO); an older choice is quoted again. */
  expiresAt: string;
  recipient: string;
}

/** Kept for this tab only (sessionStorage): a checkout is one sitting; the cart itself stays in localStorage. */
const KEY = "mae-bebe-checkout";
const listeners = new Set<() => void>();
let current: CheckoutChoice | null = read();

function read(): CheckoutChoice | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as CheckoutChoice | null;
    return raw && typeof raw.quoteId === "string" && typeof raw.addressId === "string" ? raw : null;
  } catch {
    return null;
  }
}

export const checkoutChoice = {
  get: () => current,
  set(v: CheckoutChoice | null) {
    current = v;
    try {
      if (v) sessionStorage.setItem(KEY, JSON.stringify(v));
      else sessionStorage.removeItem(KEY);
    } catch {
      /* storage blocked: the choice lives until the page is left */
    }
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useCheckoutChoice = () => useSyncExternalStore(checkoutChoice.subscribe, checkoutChoice.get, checkoutChoice.get);

/** Whether a choice can still be ordered with (a minute of margin for the time the payment step takes). */
export const choiceIsFresh = (c: CheckoutChoice | null, now = Date.now()): c is CheckoutChoice => !!c && Date.parse(c.expiresAt) - now > 60_000;
