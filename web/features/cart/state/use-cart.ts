import { useSyncExternalStore } from "react";
import { cartStore, itemCount, subtotalCents } from "./cart-store";

export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot);
  return { items, count: itemCount(items), subtotalCents: subtotalCents(items) };
}
