/**
 * Where an order's parcel goes: the parents' gift address when it is a gift sent to them (issue 50), else the address
 * the order was placed with. The labels, the packing slips and the back-office read it; the buyer never does.
 */
export const parcelAddress = (order: { recipientAddress: Record<string, unknown> | null; giftDelivery?: Record<string, unknown> | null }) =>
  (order.giftDelivery ?? order.recipientAddress ?? {}) as Record<string, string | null | undefined>;
