import { CreditCard, FileText } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { LANG } from "#copy/language";
import { orderPagesCopy } from "#copy/order-pages";
import { carrierName } from "../../../../shared/carriers";
import { expectedDeliveryText } from "../../../../shared/delivery-dates";
import { formatCents } from "../../../../shared/money";
import { formatDeadline, formatOrderDate, orderNumber, trackingStatusLabel } from "../../../../shared/order-display";
import { paths } from "../../../../shared/paths";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge";
import type { OrderView } from "../../../lib/order-queries";
import { AwaitedPayment, awaitsPayment } from "./awaited-payment";
import { BuyAgainButton } from "./buy-again-button";
import { CancelOrderButton } from "./cancel-order-dialog";
import { OrderLines } from "./order-lines";
import { OrderWithdrawal } from "./order-withdrawal";

const t = orderPagesCopy.orderPages;

/**
 * The money lines under an order's products: subtotal, discount when there is one, delivery ('Grátis' at 0), total;
 * then each refund the shop made of it, with its amount and day (issue 44).
 */
export function OrderTotals({
  order,
}: {
  order: Pick<OrderView, "subtotalCents" | "discountCents" | "shippingCents" | "totalCents"> & Partial<Pick<OrderView, "refunds" | "refundedCents">>;
}) {
  const refunds = order.refunds ?? [];
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-stone-600">{t.subtotal}</dt>
        <dd className="tabular-nums">{formatCents(order.subtotalCents)}</dd>
      </div>
      {order.discountCents > 0 && (
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600">{t.discount}</dt>
          <dd className="tabular-nums">−{formatCents(order.discountCents)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <dt className="text-stone-600">{t.shipping}</dt>
        <dd className="tabular-nums">{order.shippingCents === 0 ? t.free : formatCents(order.shippingCents)}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-stone-100 pt-2 text-base font-bold">
        <dt>{t.total}</dt>
        <dd className="tabular-nums">{formatCents(order.totalCents)}</dd>
      </div>
      {refunds.length > 0 && (
        <div className="space-y-1 border-t border-stone-100 pt-2 text-violet-900">
          <dt className="font-semibold">{t.refunds}</dt>
          {refunds.map((r) => (
            <dd key={`${r.refundedAt}-${r.amountCents}`}>{t.refundedOn(formatCents(r.amountCents), formatOrderDate(r.refundedAt))}</dd>
          ))}
          {refunds.length > 1 && order.refundedCents !== undefined && (
            <dd className="font-semibold">
              {t.refundedTotal}: {formatCents(order.refundedCents)}
            </dd>
          )}
        </div>
      )}
    </dl>
  );
}

/** An order on its way (issue 32): the carrier, the tracking number and a link to the carrier's page; once there, the day. */
function Shipment({ order }: { order: OrderView }) {
  if (!order.trackingNumber && !order.deliveredAt) return null;
  const carrier = carrierName(order.carrier, t.otherCarrier, order.carrierName);
  return (
    <p className="flex flex-wrap gap-x-3 pt-1 text-sm">
      {order.trackingNumber && <span>{t.shipment(carrier, order.trackingNumber)}</span>}
      {order.trackingUrl && (
        <a href={order.trackingUrl} target="_blank" rel="noreferrer noopener" className="font-semibold text-brand-700 underline">
          {t.trackShipment}
        </a>
      )}
      {order.deliveredAt && <span>{t.deliveredOn(formatOrderDate(order.deliveredAt))}</span>}
    </p>
  );
}

/** The carrier's tracking of the parcel (issue 49): each step, newest first, with when and where. */
function TrackingHistory({ order }: { order: OrderView }) {
  const id = useId();
  if (order.tracking.length === 0) return null;
  return (
    <section aria-labelledby={id} className="pt-2 text-sm">
      <h3 id={id} className="font-semibold">
        {t.trackingHistory}
      </h3>
      <ol className="mt-1 space-y-1 border-l-2 border-brand-100 pl-3">
        {[...order.tracking].reverse().map((step, n) => (
          <li key={`${step.at}-${step.status}`} className={n === 0 ? "font-medium text-stone-900" : "text-stone-600"}>
            <span>{trackingStatusLabel(step.status)}</span>
            <span className="text-stone-500">
              {" · "}
              {formatDeadline(step.at)}
              {step.place ? ` · ${step.place}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The order's fiscal documents (issue 33): 'Fatura' opens the invoice's PDF; a credit note after each refund. */
function Documents({ order }: { order: OrderView }) {
  if (order.documents.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm">
      <FileText aria-hidden className="size-4 text-stone-500" />
      <span className="sr-only">{t.documents}: </span>
      {order.documents.map((d) => (
        <a
          key={d.id}
          href={d.url}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline"
          aria-label={t.documentFor(d.kind === "invoice_receipt" ? t.invoice : t.creditNote, d.number)}
        >
          {d.kind === "invoice_receipt" ? t.invoice : t.creditNote}
        </a>
      ))}
    </p>
  );
}

/** One order on 'Meus Pedidos': number, date, status, total, delivery, its products, while pending the cancel, once paid the withdrawal. */
export function OrderCard({ order, openCart }: { order: OrderView; openCart?: () => void }) {
  const headingId = useId();
  const number = orderNumber(order.id);
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-stone-100 pb-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold">
            {t.orderHeading(number)}
          </h2>
          <p className="text-sm text-stone-600">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <OrderStatusBadge status={order.status} withdrawnAt={order.withdrawnAt} refund={order.refund} />
          <p className="text-lg font-bold tabular-nums">
            <span className="sr-only">{t.total}: </span>
            {formatCents(order.totalCents)}
          </p>
        </div>
      </header>
      <p className="pt-3 text-sm">
        <span className="text-stone-600">{t.delivery}: </span>
        <span className="font-medium">{t.deliveryMethod(order.shippingServiceName, order.shippingDelay)}</span>
        {/* A gift sent to the parents (issue 50): their city only. */}
        {order.giftDelivery && <span> · {birthListsCopy.birthLists.gift.deliveredToParents(order.giftDelivery.city)}</span>}
      </p>
      {/* The delivery promised when it was paid (issue 49), until it arrives. */}
      {order.promise && !order.deliveredAt && order.status !== "cancelled" && (
        <p className="pt-1 text-sm font-medium text-emerald-800" data-testid="entrega-prevista">
          {expectedDeliveryText(LANG, order.promise)}
        </p>
      )}
      <Shipment order={order} />
      <TrackingHistory order={order} />
      <Documents order={order} />
      {awaitsPayment(order) && (
        <div className="pt-3">
          <AwaitedPayment order={order} />
        </div>
      )}
      <OrderLines lines={order.items} label={t.linesLabel(number)} />
      <div className="flex flex-col gap-4 border-t border-stone-100 pt-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:order-2 sm:ml-auto sm:w-64">
          <OrderTotals order={order} />
        </div>
        {/* What the customer may do now is the order process's answer (the server's `actions`). */}
        {/* An order awaiting its payment is paid, not bought again. */}
        {order.status !== "pending" && <BuyAgainButton lines={order.items} number={number} openCart={openCart} />}
        {order.actions.cancel && (
          <div className="flex flex-wrap gap-2">
            {/* A Multibanco or MB WAY payment under way is paid with its own details: no second payment page. */}
            {order.actions.pay && !awaitsPayment(order) && (
              <Link to={paths.checkoutPayment({ pendente: order.id })} className="btn-primary h-9 px-4" aria-label={t.payNowFor(number)}>
                <CreditCard aria-hidden className="size-4" />
                {t.payNow}
              </Link>
            )}
            <CancelOrderButton orderId={order.id} number={number} />
          </div>
        )}
      </div>
      <OrderWithdrawal order={order} />
    </article>
  );
}
