/**
 * How much of an order's payment the shop has given back (issue 44, decisions/0057), as its refunds the payment
 * provider confirmed add up: everything ('full'), a part ('partial'), or nothing (null). Derived, never stored. Pure,
 * shared by the worker (the customer's orders, the back-office's list) and the web (the badges).
 */
export type RefundState = "full" | "partial" | null;

export function refundStateOf(totalCents: number, refundedCents: number): RefundState {
  if (refundedCents <= 0) return null;
  return refundedCents >= totalCents ? "full" : "partial";
}

/** The back-office's refund filters (GET /api/admin/orders?refund=): refunded in full, or in part. */
export const REFUND_FILTERS = ["full", "partial"] as const;
