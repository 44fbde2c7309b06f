import { orderStatusLabel } from "../../../shared/order-display";

const TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  processing: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-stone-200 text-stone-700",
};

/** An order's status as SPEC §2 labels it, with a colour per status (the label alone carries the meaning); a withdrawn one says so. */
export function OrderStatusBadge({ status, withdrawnAt = null }: { status: string; withdrawnAt?: string | null }) {
  const tone = withdrawnAt ? "bg-rose-100 text-rose-900" : (TONES[status] ?? "bg-stone-100 text-stone-800");
  return <span className={`inline-block rounded-full px-3 py-0.5 text-xs font-bold tracking-wide ${tone}`}>{orderStatusLabel(status, withdrawnAt)}</span>;
}
