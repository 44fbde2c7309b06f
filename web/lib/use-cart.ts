import { useSyncExternalStore } from "react";
import type { CartItem } from "./cart-store";
import { cartStore, itemCount, subtotalCents } from "./cart-store";

/** What the worker's drawing of a page shows (docs/decisions/0022): no one's cart; the browser's follows at once. */
const NO_ITEMS: CartItem[] = [];
const serverSnapshot = () => NO_ITEMS;

export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverSnapshot);
  return { items, count: itemCount(items), subtotalCents: subtotalCents(items) };
}
