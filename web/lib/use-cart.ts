import { useSyncExternalStore } from "react";
import { cartStore, EMPTY_CART, itemCount, subtotalCents } from "./cart-store";

/**
 * What the worker's drawing of a page shows (docs/decisions/0022): no one's cart; the browser's follows at once. The
 * store's own empty cart, so that an empty cart in the browser is the same snapshot and costs no re-render.
 */
const serverSnapshot = () => EMPTY_CART;

export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverSnapshot);
  return { items, count: itemCount(items), subtotalCents: subtotalCents(items) };
}
