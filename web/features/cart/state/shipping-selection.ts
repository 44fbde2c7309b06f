import { useSyncExternalStore } from "react";
import { readShippingSelection, type ShippingSelection } from "../../../../shared/shipping";
import { storedValue } from "../../../lib/stored-value";

export type { ShippingSelection };

/** SPEC §3 shipping selection, kept in browser storage under a product-specific key. Cost in cents. */
export const SHIPPING_KEY = "mae-bebe-shipping";
export const shippingSelection = storedValue(() => localStorage, SHIPPING_KEY, readShippingSelection);

/** The worker's drawing of a page (docs/decisions/0022) knows no one's choice; the browser's follows at once. */
const serverSnapshot = () => null;
export const useShippingSelection = () => useSyncExternalStore(shippingSelection.subscribe, shippingSelection.get, serverSnapshot);
