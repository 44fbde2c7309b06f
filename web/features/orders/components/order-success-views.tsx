import { CheckCircle2, Clock, RefreshCw, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { orderPagesCopy } from "#copy/order-pages";
import { formatCents } from "../../../../shared/money";
import { countryName, formatOrderDate, orderNumber, orderStatusLabel, refundStateLabel } from "../../../../shared/order-display";
import { paths } from "../../../../shared/paths";
import type { OrderView } from "../../../lib/order-queries";
import { AwaitedPayment, awaitsPayment } from "./awaited-payment";
import { OrderTotals } from "./order-card";
import { OrderLines } from "./order-lines";

const t = orderPagesCopy.orderPages;

/** The page's top: an icon, the heading and what it means; announced when it changes (pending → paid). */
function Banner({ icon: Icon, tone, title, children }: { icon: typeof Clock; tone: string; title: string; children: ReactNode }) {
  return (
    <div aria-live="polite" className="text-center">
      <Icon aria-hidden className={`mx-auto mb-3 size-14 ${tone}`} />
      <h1 className="text-2xl font-extrabold sm:text-3xl">{title}</h1>
      <div className="mx-auto mt-2 max-w-xl text-stone-700">{children}</div>
    </div>
  );
}

export function Actions({ orders = true }: { orders?: boolean }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      {orders && (
        <Link to={paths.orders} className="btn-primary">
          {t.seeOrders}
        </Link>
      )}
      <Link to={paths.home} className={orders ? "btn-outline" : "btn-primary"}>
        {t.backToStore}
      </Link>
    </div>
  );
}

/** Number, date, total, status, delivery country, postal code, method and delay (SPEC §2), then the products. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium">{children}</dd>
    </div>
  );
}

function OrderSummary({ order }: { order: OrderView }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="resumo" className="card p-5">
        <h2 id="resumo" className="mb-3 text-lg font-bold">
          {t.summary}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <Row label={t.number}>
            <span className="font-mono font-bold">{orderNumber(order.id)}</span>
          </Row>
          <Row label={t.date}>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </Row>
          <Row label={t.total}>
            <span className="font-bold tabular-nums">{formatCents(order.totalCents)}</span>
          </Row>
          <Row label={t.statusLabel}>
            {order.status === "paid" && !order.withdrawnAt && !order.refund ? (
              <span className="font-bold text-emerald-700">{t.paidStatus}</span>
            ) : (
              [orderStatusLabel(order.status, order.withdrawnAt, order.refund), order.refund === "partial" ? refundStateLabel(order.refund) : null]
                .filter(Boolean)
                .join(" · ")
            )}
          </Row>
          <Row label={t.country}>{countryName(order.shippingCountry)}</Row>
          {order.giftDelivery ? (
            // A gift sent to the parents (issue 50): their city, never their address.
            <Row label={t.delivery}>{birthListsCopy.birthLists.gift.deliveredToParents(order.giftDelivery.city)}</Row>
          ) : (
            <Row label={t.postalCode}>{order.shippingPostalCode}</Row>
          )}
          <Row label={t.method}>{t.deliveryMethod(order.shippingServiceName, order.shippingDelay)}</Row>
        </dl>
      </section>
      <section aria-labelledby="produtos" className="card p-5">
        <h2 id="produtos" className="text-lg font-bold">
          {t.products}
        </h2>
        <OrderLines lines={order.items} label={t.products} />
        <div className="border-t border-stone-100 pt-3">
          <OrderTotals order={order} />
        </div>
      </section>
    </div>
  );
}

/**
 * A paid order: confirmation, the summary, what happens next, and the ways on. A guest's (issue 44): its link kept in
 * the e-mail, 'Criar conta' offered (`offer`), and no 'Meus Pedidos' to go to.
 */
export function PaidView({ order, guest = false, offer }: { order: OrderView; guest?: boolean; offer?: ReactNode }) {
  return (
    <div className="space-y-8">
      <Banner icon={CheckCircle2} tone="text-emerald-600" title={t.successTitle}>
        <p>{t.successText}</p>
        {guest && <p className="mt-2 text-sm text-stone-600">{t.guestLinkNote}</p>}
      </Banner>
      <OrderSummary order={order} />
      {offer}
      <section aria-labelledby="proximos" className="card p-5">
        <h2 id="proximos" className="mb-3 text-lg font-bold">
          {t.nextSteps}
        </h2>
        <ol className="space-y-2 text-sm text-stone-700">
          {t.nextStepItems.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <Actions orders={!guest} />
    </div>
  );
}

/** Still pending: never 'Pago'. The page asks again on its own a few times; 'Verificar novamente' asks now. */
export function PendingView({
  order,
  checking,
  gaveUp,
  onCheck,
  guest = false,
}: {
  order: OrderView;
  checking: boolean;
  gaveUp: boolean;
  onCheck: () => void;
  guest?: boolean;
}) {
  // A Multibanco reference or an MB WAY request: the customer still has to pay, with the details shown below.
  const awaited = awaitsPayment(order);
  return (
    <div className="space-y-8">
      <Banner icon={Clock} tone="text-amber-500" title={awaited ? t.awaitingTitle : t.pendingTitle}>
        <p>{awaited ? t.awaitingText : gaveUp ? t.pendingStillText : t.pendingText}</p>
        {awaited && (
          <div className="mx-auto mt-5 max-w-sm text-left">
            <AwaitedPayment order={order} />
          </div>
        )}
        <button type="button" className="btn-primary mt-5" disabled={checking} aria-busy={checking || undefined} onClick={onCheck}>
          <RefreshCw aria-hidden className={`size-4 ${checking ? "animate-spin" : ""}`} />
          {checking ? t.checkingAgain : t.checkAgain}
        </button>
      </Banner>
      <OrderSummary order={order} />
      <Actions orders={!guest} />
    </div>
  );
}

/** The payment was cancelled or expired, or the shop cancelled a paid order and refunded it: the order says so, nothing else. */
export function CancelledView({ order, guest = false }: { order: OrderView; guest?: boolean }) {
  return (
    <div className="space-y-8">
      <Banner icon={XCircle} tone="text-stone-400" title={t.cancelledTitle}>
        <p>{order.paidAt ? t.cancelledPaidText : t.cancelledText}</p>
        <p className="mt-2 text-sm text-stone-600">{t.orderHeading(orderNumber(order.id))}</p>
      </Banner>
      <Actions orders={!guest} />
    </div>
  );
}
