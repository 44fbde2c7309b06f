import { useSyncExternalStore } from "react";
import { readShippingSelection, type ShippingSelection } from "../../../../shared/shipping";

export type { ShippingSelection };

/** SPEC §3 shipping selection, kept in browser storage under a product-specific key. Cost in cents. */
export const SHIPPING_KEY = "mae-bebe-shipping";
const listeners = new Set<() => void>();
let current: ShippingSelection | null = read();

function read(): ShippingSelection | null {
  try {
    return readShippingSelection(localStorage.getItem(SHIPPING_KEY));
  } catch {
    return null;
  }
}

export const shippingSelection = {
  get: () => current,
  set(v: ShippingSelection | null) {
    current = v;
    try {
      if (v) localStorage.setItem(SHIPPING_KEY, JSON.stringify(v));
      else localStorage.removeItem(SHIPPING_KEY);
    } catch {
      /* storage blocked */
    }
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** The worker's drawing of a page (docs/decisions/0022) knows no one's choice; the browser's follows at once. */
const serverSnapshot = () => null;
export const useShippingSelection = () => useSyncExternalStore(shippingSelection.subscribe, shippingSelection.get, serverSnapshot);
