import { isPaidStatus, orderStatusLabel, refundStateLabel } from "../../../shared/order-display";
import type { RefundState } from "../../../shared/refunds";

const TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  processing: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-700",
};
const REFUNDED = "bg-violet-100 text-violet-900";
const badge = "inline-block rounded-full px-3 py-0.5 text-xs font-bold tracking-wide";

/**
 * An order's status as SPEC §2 labels it, with a colour per status (the label alone carries the meaning); a withdrawn
 * one says so. A paid order refunded in full reads REEMBOLSADO; one refunded in part (or a cancelled one refunded) keeps
 * its status with REEMBOLSADO PARCIALMENTE (or REEMBOLSADO) beside it (issue 44).
 */
export function OrderStatusBadge({ status, withdrawnAt = null, refund = null }: { status: string; withdrawnAt?: string | null; refund?: RefundState }) {
  const refundedInFull = refund === "full" && isPaidStatus(status);
  const tone = refundedInFull ? REFUNDED : withdrawnAt ? "bg-rose-100 text-rose-900" : (TONES[status] ?? "bg-stone-100 text-stone-800");
  const main = <span className={`${badge} ${tone}`}>{orderStatusLabel(status, withdrawnAt, refund)}</span>;
  const beside = refundedInFull ? null : refundStateLabel(refund);
  if (!beside) return main;
  return (
    <span className="inline-flex flex-wrap justify-end gap-1">
      {main}
      <span className={`${badge} ${REFUNDED}`}>{beside}</span>
    </span>
  );
}
