import type { OrderView } from "./order-reads.repo";

/**
 * An order as its buyer reads it (the customer's or the guest's pages and answers): a gift sent to the parents of a
 * birth list (issue 50) shows where it goes by the city only — never their street, postal code, name or phone.
 */
export function buyerView<T extends OrderView>(order: T): Omit<T, "giftDelivery"> & { giftDelivery: { city: string } | null } {
  if (!order.giftDelivery) return { ...order, giftDelivery: null };
  return { ...order, shippingPostalCode: "", giftDelivery: { city: String(order.giftDelivery.city ?? "") } };
}
