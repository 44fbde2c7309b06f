import type { ORDER_STATUSES } from "../../db/schema-orders";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order's state machine (decisions/0033), the one table every status write is checked against:
 * pending → paid → processing → shipped → delivered, and pending → cancelled. A paid order not yet sent may be cancelled
 * by the owner (paid/processing → cancelled, issue 32), which refunds it in the same batch. Withdrawals and refunds are
 * records that hang off a paid order; they never change its status.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "cancelled"],
  paid: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** The column that records when the order entered each status. */
export const STATUS_TIME_COLUMN: Readonly<Record<Exclude<OrderStatus, "pending">, string>> = {
  paid: "paid_at",
  processing: "processing_at",
  shipped: "shipped_at",
  delivered: "delivered_at",
  cancelled: "cancelled_at",
};

export const isAllowedTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/**
 * The one conditional UPDATE that moves an order from → to (?1 the order, ?2 the time; `extraSet` and `extraWhere`
 * use parameters from ?3 on). Throws for a pair not in the table: no code path can write it.
 */
export function transitionSql(from: OrderStatus, to: OrderStatus, extraSet = "", extraWhere = "") {
  if (to === "pending" || !isAllowedTransition(from, to)) throw new Error(`order transition ${from} → ${to} is not in the lifecycle`);
  return `UPDATE orders SET status = '${to}', ${STATUS_TIME_COLUMN[to]} = ?2${extraSet ? `, ${extraSet}` : ""} WHERE id = ?1 AND status = '${from}'${extraWhere}`;
}
