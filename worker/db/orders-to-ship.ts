/**
 * The orders the back-office has to ship, as SQL the orders list and the dashboard both filter with (one rule, one
 * home): the orders set aside (withdrawn or refunded in full) and the ones late for the delivery they were promised.
 * Each reads the orders table as `o`.
 */
/**
 * The orders the shop's confirmed refunds gave back in full (`>=`) or in part (`<`) (issue 44, decisions/0057):
 * derived from order_refunds (through its order index), never a column. A refund is positive and never past the
 * order's total (migration 0025's trigger), so an order in this set was paid something and had it given back.
 */
export const refundedIds = (op: ">=" | "<") =>
  `SELECT r.order_id FROM order_refunds r JOIN orders x ON x.id = r.order_id WHERE r.reason = 'shop' AND r.status = 'succeeded'
   GROUP BY r.order_id HAVING sum(r.amount_cents) ${op} x.total_cents`;
/** A paid or processing order the shop should not ship: withdrawn, or refunded in full. */
export const SET_ASIDE = `(o.withdrawn_at IS NOT NULL OR o.id IN (${refundedIds(">=")}))`;
/**
 * To ship and promised a delivery (issue 49): the dispatch day is compared with a Lisbon day by the caller (the partial
 * index orders_dispatch_by_idx holds these rows).
 */
export const LATE = `o.status IN ('paid', 'processing') AND o.dispatch_by IS NOT NULL AND NOT ${SET_ASIDE}`;
/**
 * Sent orders whose parcel the carrier could not deliver or is bringing back to the shop (issue 49): its tracking flagged
 * a failed attempt or a return, and it is not delivered since.
 */
export const PARCEL_PROBLEM_IDS =
  "SELECT l.order_id FROM shipping_labels l JOIN orders x ON x.id = l.order_id WHERE l.kind = 'outbound' AND l.problem IS NOT NULL AND x.status = 'shipped'";
