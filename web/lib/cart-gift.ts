import { useSyncExternalStore } from "react";
import type { CartItem } from "./cart-store";
import { parseJsonWhen, storedValue } from "./stored-value";

/**
 * The birth list the cart's marked lines are gifts for (issue 50): its address (and its code, when the parents asked for
 * one), the baby's name the cart shows, who the gift is from and their message. One list per cart; kept until the order
 * is paid, so a payment page left and its lines taken back still carry it.
 */
export interface CartGift {
  slug: string;
  code?: string;
  babyName: string;
  from: string;
  message: string;
}

const CART_GIFT_KEY = "mae-bebe-cart-gift";

export const cartGift = storedValue<CartGift>(
  () => localStorage,
  CART_GIFT_KEY,
  parseJsonWhen<CartGift>((v) => typeof v.slug === "string" && typeof v.babyName === "string" && typeof v.from === "string" && typeof v.message === "string"),
);

export const useCartGift = () => useSyncExternalStore(cartGift.subscribe, cartGift.get, () => null);

/** What an order names of the gift: only when one of its lines is marked for the list. */
export function orderGift(lines: CartItem[]) {
  const g = cartGift.get();
  if (!g || !lines.some((l) => l.forList)) return undefined;
  return { slug: g.slug, ...(g.code ? { code: g.code } : {}), from: g.from, message: g.message };
}
