import { useSyncExternalStore } from "react";

/** SPEC §3 shipping selection, kept in browser storage under a product-specific key. Cost in cents. */
export interface ShippingSelection {
  selectedCountry: string;
  postalCode: string;
  selectedShippingCost: number;
  selectedShippingName: string;
  selectedShippingDelay: string;
}

export const SHIPPING_KEY = "mae-bebe-shipping";
const listeners = new Set<() => void>();
let current: ShippingSelection | null = read();

function read(): ShippingSelection | null {
  try {
    const v = JSON.parse(localStorage.getItem(SHIPPING_KEY) ?? "null") as ShippingSelection | null;
    return v && typeof v.selectedCountry === "string" && typeof v.postalCode === "string" && Number.isInteger(v.selectedShippingCost) ? v : null;
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
    listeners.forEach((l) => l());
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

export const useShippingSelection = () => useSyncExternalStore(shippingSelection.subscribe, shippingSelection.get, shippingSelection.get);
