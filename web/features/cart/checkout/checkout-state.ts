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

/** A discount code the server accepted on the payment step ('Aplicar'). */
export interface AppliedDiscount {
  code: string;
  percent: number;
}

/**
 * A value kept for this tab only (sessionStorage): a checkout is one sitting; the cart itself stays in localStorage.
 * Read back only when it has the expected shape.
 */
function tabStore<T>(key: string, valid: (v: Partial<T> | null) => boolean) {
  const listeners = new Set<() => void>();
  let current: T | null = null;
  try {
    const raw = JSON.parse(sessionStorage.getItem(key) ?? "null") as Partial<T> | null;
    current = raw && valid(raw) ? (raw as T) : null;
  } catch {
    current = null;
  }
  return {
    get: () => current,
    set(v: T | null) {
      current = v;
      try {
        if (v) sessionStorage.setItem(key, JSON.stringify(v));
        else sessionStorage.removeItem(key);
      } catch {
        /* storage blocked: the value lives until the page is left */
      }
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

export const checkoutChoice = tabStore<CheckoutChoice>("mae-bebe-checkout", (v) => typeof v?.quoteId === "string" && typeof v.addressId === "string");
export const useCheckoutChoice = () => useSyncExternalStore(checkoutChoice.subscribe, checkoutChoice.get, checkoutChoice.get);

export const checkoutDiscount = tabStore<AppliedDiscount>("mae-bebe-checkout-discount", (v) => typeof v?.code === "string" && Number.isInteger(v.percent));
/** The applied code, which the summary's 'Descontos' and total and the order itself all use. */
export const useCheckoutDiscount = () => useSyncExternalStore(checkoutDiscount.subscribe, checkoutDiscount.get, checkoutDiscount.get);

/** Whether a choice can still be ordered with (a minute of margin for the time the payment step takes). */
export const choiceIsFresh = (c: CheckoutChoice | null, now = Date.now()): c is CheckoutChoice => !!c && Date.parse(c.expiresAt) - now > 60_000;
