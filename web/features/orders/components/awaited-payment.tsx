import { Landmark, Smartphone } from "lucide-react";
import { ordersCopy } from "#copy/orders";
import { formatCents } from "../../../../shared/money";
import { formatDeadline } from "../../../../shared/order-display";
import { formatReference } from "../../../../shared/order-payment";
import type { OrderView } from "../../../lib/order-queries";

const t = ordersCopy.orders.awaited;

/** Whether the order waits for a payment the customer makes elsewhere (Multibanco reference, MB WAY app). */
export const awaitsPayment = (order: Pick<OrderView, "status" | "paymentMethod">) => order.status === "pending" && order.paymentMethod !== null;

/**
 * A pending order's Multibanco or MB WAY payment, as the customer needs it to pay: Entidade, Referência (in groups of
 * three), Montante and 'Pagar até' for Multibanco; the hint and the deadline for MB WAY. Nothing for other orders.
 */
export function AwaitedPayment({ order }: { order: Pick<OrderView, "status" | "paymentMethod" | "paymentReference" | "paymentExpiresAt" | "totalCents"> }) {
  if (!awaitsPayment(order)) return null;
  const multibanco = order.paymentMethod === "multibanco";
  const Icon = multibanco ? Landmark : Smartphone;
  const title = multibanco ? t.multibancoTitle : t.mbWayTitle;
  return (
    <section aria-label={title} className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 className="mb-1 flex items-center gap-2 font-bold">
        <Icon aria-hidden className="size-5 shrink-0" />
        {title}
      </h3>
      <p className="mb-3 text-amber-900">{multibanco ? t.multibancoHint : t.mbWayHint}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {multibanco && order.paymentReference && (
          <>
            <dt>{t.entity}</dt>
            <dd className="text-right font-mono font-bold">{order.paymentReference.entity}</dd>
            <dt>{t.reference}</dt>
            <dd className="text-right font-mono font-bold">{formatReference(order.paymentReference.reference)}</dd>
          </>
        )}
        <dt>{t.amount}</dt>
        <dd className="text-right font-bold tabular-nums">{formatCents(order.totalCents)}</dd>
        {order.paymentExpiresAt && (
          <>
            <dt>{t.deadline}</dt>
            <dd className="text-right font-medium">
              <time dateTime={order.paymentExpiresAt}>{formatDeadline(order.paymentExpiresAt)}</time>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
