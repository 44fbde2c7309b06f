import type { ORDER_STATUSES } from "../../db/schema-orders";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who asks for a change: the customer, the payment provider's event, a back-office member, or the shop's own jobs. */
export type OrderActor = "customer" | "provider" | "staff" | "owner" | "system";

/** What the process reads of an order to decide: where it is, and whether its customer withdrew from the contract. */
export interface OrderFacts {
  status: string;
  withdrawnAt: string | null;
}

/** Why a change is refused. */
export type Refusal =
  /** The process has no such step from where the order is (e.g. delivered → cancelled). */
  | "not_in_process"
  /** The step exists but not for this actor (e.g. a member cancelling a paid order: only an owner may). */
  | "not_for_actor"
  /** The customer withdrew (direito de livre resolução): the order is not prepared nor sent; it has its own refund. */
  | "withdrawn";

/**
 * What a step does besides moving the status, in the batch that moves it (the lifecycle's repo writes each; the
 * database's status trigger orders_audit_status writes the audit row of every step, naming `changed_by`: docs/database-rules.md).
 */
export type Effect =
  | "stock: the hold becomes the sale"
  | "stock: held units back on sale"
  | "stock: sold units back on sale"
  | "discount: the code's use given back"
  | "mail: order confirmation"
  | "mail: cancelled, with the reason"
  | "mail: cancelled by the shop, with the refund"
  | "mail: being prepared"
  | "mail: sent, with carrier and tracking"
  | "mail: delivered, with the withdrawal deadline"
  | "fiscal: fatura-recibo"
  | "fiscal: credit note for the refund"
  | "refund: what is left of the payment, through the provider"
  | "owner notice: order paid"
  | "audit: status row";

interface Step {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderActor[];
  /** The back-office button that takes this step, for the fulfilment steps. */
  button?: "prepare" | "ship" | "deliver";
  /** A refusal beyond the table's (the order's own facts), or null when the step may be taken. */
  guard?: (order: OrderFacts) => Refusal | null;
  effects: readonly Effect[];
}

/** A withdrawn order is neither prepared, sent nor cancelled by the shop: its goods come back and it is refunded as such. */
const notWithdrawn = (order: OrderFacts): Refusal | null => (order.withdrawnAt ? "withdrawn" : null);
const audit: Effect = "audit: status row";

/**
 * The order's process (decisions/0033, 0069), the one place its steps are declared: pending → paid → processing →
 * shipped → delivered, and pending → cancelled (by its customer, a failed payment or the expiry job); a paid order not yet
 * sent may be cancelled by an owner, which refunds it in the same batch. Withdrawals and refunds are records that hang
 * off a paid order; they never change its status. Every status write is transitionSql's conditional UPDATE of a pair in
 * this table (order-lifecycle.repo.ts is its only caller); the back-office's next step and 'cancellable', the customer's
 * actions and the jobs ask canTransition.
 */
export const ORDER_PROCESS: readonly Step[] = [
  {
    from: "pending",
    to: "paid",
    by: ["provider"],
    effects: ["stock: the hold becomes the sale", "mail: order confirmation", "fiscal: fatura-recibo", "owner notice: order paid", audit],
  },
  {
    from: "pending",
    to: "cancelled",
    by: ["customer", "provider", "system"],
    effects: ["stock: held units back on sale", "discount: the code's use given back", "mail: cancelled, with the reason", audit],
  },
  { from: "paid", to: "processing", by: ["staff", "owner"], button: "prepare", guard: notWithdrawn, effects: ["mail: being prepared", audit] },
  {
    from: "processing",
    to: "shipped",
    by: ["staff", "owner"],
    button: "ship",
    guard: notWithdrawn,
    effects: ["mail: sent, with carrier and tracking", audit],
  },
  {
    from: "shipped",
    to: "delivered",
    by: ["staff", "owner"],
    button: "deliver",
    effects: ["mail: delivered, with the withdrawal deadline", audit],
  },
  ...(["paid", "processing"] as const).map(
    (from): Step => ({
      from,
      to: "cancelled",
      by: ["owner"],
      guard: notWithdrawn,
      effects: [
        "stock: sold units back on sale",
        "refund: what is left of the payment, through the provider",
        "fiscal: credit note for the refund",
        "mail: cancelled by the shop, with the refund",
        audit,
      ],
    }),
  ),
];

const stepOf = (from: string, to: OrderStatus) => ORDER_PROCESS.find((s) => s.from === from && s.to === to);

/** May `actor` move this order to `to` now? `{ ok: false, why }` says why not. */
export function canTransition(order: OrderFacts, to: OrderStatus, actor: OrderActor): { ok: true } | { ok: false; why: Refusal } {
  const step = stepOf(order.status, to);
  if (!step) return { ok: false, why: "not_in_process" };
  if (!step.by.includes(actor)) return { ok: false, why: "not_for_actor" };
  const refused = step.guard?.(order) ?? null;
  return refused ? { ok: false, why: refused } : { ok: true };
}

/** The back-office's next fulfilment step for this order (its button), or null when there is none to take. */
export function nextStep(order: OrderFacts): "prepare" | "ship" | "deliver" | null {
  const step = ORDER_PROCESS.find((s) => s.from === order.status && s.button && canTransition(order, s.to, "staff").ok);
  return step?.button ?? null;
}

/** Whether an owner may still cancel this paid order (with its refund). */
export const cancellableByOwner = (order: OrderFacts) => order.status !== "pending" && canTransition(order, "cancelled", "owner").ok;

/** What the customer may do with the order in 'Meus Pedidos': cancel it while it waits for payment, and pay it. */
export const customerActions = (order: OrderFacts) => {
  const cancel = canTransition(order, "cancelled", "customer").ok;
  return { cancel, pay: cancel && canTransition(order, "paid", "provider").ok };
};

/** The steps by where they start: the table every status write is checked against. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ORDER_PROCESS.filter((s) => s.from === "pending").map((s) => s.to),
  paid: ORDER_PROCESS.filter((s) => s.from === "paid").map((s) => s.to),
  processing: ORDER_PROCESS.filter((s) => s.from === "processing").map((s) => s.to),
  shipped: ORDER_PROCESS.filter((s) => s.from === "shipped").map((s) => s.to),
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
