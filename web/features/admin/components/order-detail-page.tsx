import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { carrierName } from "../../../../shared/carriers";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { orderStatusLabel, trackingStatusLabel } from "../../../../shared/order-display";
import { variantLabel } from "../../../../shared/variants";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useAdminMe, useAdminOrder } from "../api/admin-api";
import { formatDay, formatMoment, orderNumber, paymentLabel } from "./admin-format";
import { CancelPaidOrder } from "./cancel-paid-order";
import { DocumentsSection } from "./documents-section";
import { FulfilmentActions } from "./fulfilment-actions";
import { RefundForm } from "./refund-form";
import { WithdrawalActions } from "./withdrawal-actions";

const t = adminCopy.order;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A timeline row in words: what happened, by whom (a member's e-mail, or the shop itself). */
function eventText(e: { action: string; before: string | null; after: string | null }) {
  const ev = t.events;
  if (e.action === "order.status") return ev["order.status"](orderStatusLabel(e.before ?? ""), orderStatusLabel(e.after ?? ""));
  if (e.action === "order.created") return ev["order.created"];
  if (e.action === "order.withdrawn") return ev["order.withdrawn"];
  if (e.action === "order.goods_returned") return t.goodsReceived;
  if (e.action === "document.retried") return ev["document.retried"];
  if (e.action === "order.label_bought") return ev["order.label_bought"];
  if (e.action === "order.return_label_bought") return ev["order.return_label_bought"];
  if (e.action === "order.refund" || e.action === "order.refunded") return ev[e.action](formatCents(Number(e.after ?? 0)));
  if (e.action === "order.restocked") return ev["order.restocked"](Number(e.after ?? 0));
  return e.action;
}

/** An order in the back-office (issue 32): lines, customer, address, payments, e-mails, the timeline, and the next step. */
export function OrderDetailPage() {
  const { id = "" } = useParams();
  const order = useAdminOrder(id);
  const owner = useAdminMe().data?.role === "owner";
  const back = (
    <Link to={`${ADMIN_PATH}/encomendas`} className="text-sm underline">
      {t.back}
    </Link>
  );
  if (order.isPending) return <Spinner label={adminCopy.loading} />;
  if (order.error)
    return (
      <div className="space-y-4">
        {back}
        {order.error instanceof ApiError && order.error.status === 404 ? (
          <p role="alert">{t.notFound}</p>
        ) : (
          <ErrorRetry message={adminCopy.loadError} onRetry={() => void order.refetch()} />
        )}
      </div>
    );
  const { order: o, customer, payments, mails, timeline, nextStep, withdrawal, refundedCents, cancellable, documents } = order.data;
  // Where the parcel goes: the parents' address for a gift sent to them (issue 50), else the order's.
  const address = (o.giftDelivery ?? o.recipientAddress ?? {}) as Record<string, string | undefined>;
  return (
    <div className="space-y-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t.title(orderNumber(o.id))}</h1>
        <OrderStatusBadge status={o.status} withdrawnAt={o.withdrawnAt} refund={o.refund} />
        <span className="text-sm text-stone-600">{formatMoment(o.createdAt)}</span>
      </div>
      {o.withdrawnAt && (
        <p role="note" className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {t.withdrawnOn(formatMoment(o.withdrawnAt))}
        </p>
      )}
      <Section title={t.actions}>
        <FulfilmentActions orderId={o.id} nextStep={nextStep} shippedAt={o.shippedAt} owner={owner} />
        {owner && o.paidAt && <CancelPaidOrder orderId={o.id} leftCents={o.totalCents - refundedCents} cancellable={cancellable} />}
        {o.parcelProblem && (
          <p role="note" className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
            {t.parcelProblem[o.parcelProblem]}
          </p>
        )}
        {o.tracking.length > 0 && (
          <div className="mt-3 text-sm">
            <h3 className="font-semibold">{t.trackingHistory}</h3>
            <ol className="mt-1 space-y-0.5">
              {[...o.tracking].reverse().map((step) => (
                <li key={`${step.at}-${step.status}`}>
                  {trackingStatusLabel(step.status)} · {formatMoment(step.at)}
                  {step.place ? ` · ${step.place}` : ""}
                </li>
              ))}
            </ol>
          </div>
        )}
        {o.trackingNumber && (
          <p className="mt-3 text-sm">
            {carrierName(o.carrier, t.otherCarrier, o.carrierName)} · {o.trackingNumber}{" "}
            {o.trackingUrl && (
              <a href={o.trackingUrl} target="_blank" rel="noreferrer noopener" className="underline">
                {t.tracking}
              </a>
            )}
          </p>
        )}
      </Section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t.lines}>
          <ul className="divide-y divide-stone-100 text-sm">
            {o.items.map((i) => (
              <li key={`${i.productId}-${i.variantId}`} className="flex justify-between gap-3 py-2">
                <span>
                  {i.quantity} × {i.productName}
                  {variantLabel(i, (n) => `${n}`) && <span className="text-stone-600"> · {variantLabel(i, (n) => `${n}`)}</span>}
                  <span className="block font-mono text-xs text-stone-600">
                    {t.sku} {i.sku ?? "—"}
                  </span>
                </span>
                <span className="font-semibold">{formatCents(i.unitPriceCents * i.quantity)}</span>
              </li>
            ))}
          </ul>
          {/* The totals add up on screen (issue 44): subtotal, less the discount (named by its code), plus delivery. */}
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t.subtotal}</dt>
            <dd className="text-right">{formatCents(o.subtotalCents)}</dd>
            {o.discountCents > 0 && (
              <>
                <dt>{t.discount(order.data.discountCode)}</dt>
                <dd className="text-right">−{formatCents(o.discountCents)}</dd>
              </>
            )}
            <dt>{t.delivery}</dt>
            <dd className="text-right">
              {o.shippingServiceName} · {formatCents(o.shippingCents)}
            </dd>
            {o.promise && (
              <>
                <dt>{t.promise}</dt>
                <dd className="text-right" data-testid="entrega-prometida">
                  {t.promiseDays(formatDay(o.promise.dispatchBy), formatDay(o.promise.from), formatDay(o.promise.to))}
                </dd>
              </>
            )}
            <dt className="font-semibold">{adminCopy.orders.columns.total}</dt>
            <dd className="text-right font-semibold">{formatCents(o.totalCents)}</dd>
          </dl>
        </Section>
        <Section title={t.customer}>
          {customer?.email ? (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 [&_dd]:[overflow-wrap:anywhere] gap-y-1 text-sm">
              <dt className="text-stone-600">{adminCopy.staff.email}</dt>
              <dd>{customer.email}</dd>
              <dt className="text-stone-600">{adminCopy.orders.columns.customer}</dt>
              <dd>{customer.fullName ?? "—"}</dd>
              <dt className="text-stone-600">{t.phone}</dt>
              <dd>{customer.phone ?? "—"}</dd>
              <dt className="text-stone-600">{t.nif}</dt>
              <dd>{customer.nif ?? "—"}</dd>
            </dl>
          ) : (
            <p className="text-sm">{t.noCustomer}</p>
          )}
          <h3 className="mt-4 mb-1 text-sm font-semibold">{t.address}</h3>
          {o.giftDelivery && <p className="mb-1 text-sm font-medium text-brand-800">{t.giftToParents}</p>}
          <address className="text-sm not-italic">
            {address.fullName}
            <br />
            {[address.address, address.number].filter(Boolean).join(" ")}
            {address.complement ? `, ${address.complement}` : ""}
            <br />
            {o.shippingPostalCode} {address.city} · {o.shippingCountry}
            {address.phone && (
              <>
                <br />
                {address.phone}
              </>
            )}
          </address>
        </Section>
        <Section title={t.payments}>
          <p className="text-sm">
            {paymentLabel(o)} {o.paidAt ? `· ${formatMoment(o.paidAt)}` : ""}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {payments.attempts.map((a) => (
              <li key={a.sessionId} className="font-mono text-xs">
                {t.provider}: {a.provider} · {t.session}: {a.sessionId}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 mb-1 text-sm font-semibold">{t.refunds}</h3>
          {payments.refunds.length === 0 ? (
            <p className="text-sm text-stone-600">{t.noRefunds}</p>
          ) : (
            <ul className="text-sm">
              {payments.refunds.map((r) => (
                <li key={String(r.id)}>
                  {formatCents(Number(r.amountCents))} · {t.refundStatus[r.status as keyof typeof t.refundStatus] ?? String(r.status)} ·{" "}
                  {formatMoment(String(r.refundedAt ?? r.createdAt))}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t.mails}>
          {mails.length === 0 ? (
            <p className="text-sm text-stone-600">{t.noMails}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {mails.map((m) => (
                <li key={`${m.createdAt}-${m.subject}`}>
                  {m.subject}{" "}
                  <span className="text-stone-600">
                    · {t.mailStatus[m.status as keyof typeof t.mailStatus] ?? m.status} · {formatMoment(m.sentAt ?? m.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title={adminCopy.documents.section}>
        <DocumentsSection documents={documents} owner={owner} />
      </Section>
      {withdrawal && (
        <Section title={t.withdrawal}>
          <WithdrawalActions orderId={o.id} withdrawal={withdrawal} leftCents={o.totalCents - refundedCents} owner={owner} />
        </Section>
      )}
      {owner && o.paidAt && (
        <Section title={t.refund}>
          <RefundForm orderId={o.id} lines={o.items} shippingCents={o.shippingCents} totalCents={o.totalCents} refundedCents={refundedCents} />
        </Section>
      )}
      <Section title={t.timeline}>
        <ol className="space-y-2 text-sm">
          {timeline.map((e) => (
            <li key={e.id} className="flex flex-wrap gap-x-3">
              <time dateTime={e.at} className="text-stone-600">
                {formatMoment(e.at)}
              </time>
              <span>{eventText(e)}</span>
              <span className="text-stone-600">{e.actor === "sistema" ? t.system : e.actor}</span>
            </li>
          ))}
        </ol>
        {o.deliveredAt && <p className="mt-2 text-sm">{formatDay(o.deliveredAt)}</p>}
      </Section>
    </div>
  );
}
