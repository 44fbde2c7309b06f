import { useSyncExternalStore } from "react";
import type { ShippingCountry } from "../../shared/shipping";
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
  /** The city the parents receive gifts in (issue 50), when they chose an address for it: delivery to them is offered. */
  city?: string;
  country?: ShippingCountry;
  /** The checkout's choice: send the gifts to the parents (their address stays hidden) rather than to the buyer. */
  toParents?: boolean;
}

const CART_GIFT_KEY = "mae-bebe-cart-gift";

export const cartGift = storedValue<CartGift>(
  () => localStorage,
  CART_GIFT_KEY,
  parseJsonWhen<CartGift>((v) => typeof v.slug === "string" && typeof v.babyName === "string" && typeof v.from === "string" && typeof v.message === "string"),
);

export const useCartGift = () => useSyncExternalStore(cartGift.subscribe, cartGift.get, () => null);

/**
 * Delivery to the parents (issue 50): offered when the cart holds lines marked for a list whose parents chose a gift
 * address; `chosen` when the shopper picked it. Null when not offered.
 */
export function parentsDelivery(g: CartGift | null, lines: CartItem[]) {
  if (!g?.city || !g.country || !lines.some((l) => l.forList)) return null;
  return { slug: g.slug, code: g.code, babyName: g.babyName, city: g.city, country: g.country, chosen: g.toParents === true };
}

/** The shopper's choice of where the gifts go (kept with the gift until the order is paid). */
export function chooseParentsDelivery(toParents: boolean) {
  const g = cartGift.get();
  if (g && (g.toParents ?? false) !== toParents) cartGift.set({ ...g, toParents });
}

/** What an order names of the gift: only when one of its lines is marked for the list. */
export function orderGift(lines: CartItem[]) {
  const g = cartGift.get();
  if (!g || !lines.some((l) => l.forList)) return undefined;
  return { slug: g.slug, ...(g.code ? { code: g.code } : {}), from: g.from, message: g.message };
}
