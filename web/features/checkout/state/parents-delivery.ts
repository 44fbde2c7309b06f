import { parentsDelivery, useCartGift } from "../../../lib/cart-gift";
import type { Destination } from "../../../lib/checkout-store";
import { useCart } from "../../../lib/use-cart";

/**
 * Delivery to the parents of the cart's birth list (issue 50): offered when the cart holds gifts for a list whose
 * parents chose an address for them; when chosen, the destination the delivery step quotes (the list: the server knows
 * the address, the browser only its city).
 */
export function useParentsDelivery() {
  const { items } = useCart();
  const offer = parentsDelivery(useCartGift(), items);
  const destination: Destination | null = offer?.chosen ? { country: offer.country, postalCode: "", list: offer.slug } : null;
  return { offer, destination };
}
