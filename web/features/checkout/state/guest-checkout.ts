import { useSyncExternalStore } from "react";

/**
 * 'Continuar sem criar conta' (issue 44, decisions/0058): the guest chose to buy without an account, for this tab's
 * sitting (sessionStorage, like the checkout's own sitting). The payment step then places a guest order with the
 * pre-registration's e-mail and address; 'Prefiro criar conta' (or signing in) ends it.
 */
const KEY = "mae-bebe-guest-checkout";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
let guest = typeof window === "undefined" ? false : read();

export const guestCheckout = {
  get: () => guest,
  set(on: boolean) {
    guest = on;
    try {
      if (on) sessionStorage.setItem(KEY, "1");
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

export const useGuestCheckout = () => useSyncExternalStore(guestCheckout.subscribe, guestCheckout.get, () => false);
