import { type FormEvent, useId, useState } from "react";
import { ADMIN_ORDER_STATUSES, ADMIN_PAYMENT_METHODS } from "../../../../shared/admin";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { shippingLabelsCopy } from "../../../../shared/copy/back-office/shipping-labels";
import { formatCents } from "../../../../shared/money";
import { orderStatusLabel } from "../../../../shared/order-display";
import { REFUND_FILTERS } from "../../../../shared/refunds";
import { inputClass } from "../../../components/ui/field";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge";
import { Select } from "../../../components/ui/select";
import { packingSlipsUrl, useAdminOrders } from "../api/admin-api";
import { LATE_PARAM, ordersQueryOf, PARCEL_PARAM, REFUND_PARAM } from "../api/admin-orders-url";
import { labelsPdfUrl } from "../api/shipping-labels-api";
import { formatMoment, orderNumber, paymentLabel } from "./admin-format";
import { AdminList, CustomerCell, OrderNumberCell, Pager, STACKED_CELL, STACKED_ROW, useUrlFilters } from "./admin-list";
import { BulkLabelsDialog } from "./bulk-labels-dialog";

const t = adminCopy.orders;
const ANY = "todos";

/** The orders (issue 32): counts per status, filters, a search by number, e-mail or name, and pages of 25. */
export function OrdersListPage() {
  const { params, set, filtered, clear } = useUrlFilters();
  const query = ordersQueryOf(params);
  const orders = useAdminOrders(query);
  const ids = { from: useId(), to: useId(), q: useId() };
  // The orders chosen for their packing slips and labels (issue 49), kept across pages and filters until printed or cleared.
  const [chosen, setChosen] = useState<string[]>([]);
  const choose = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    set({ de: String(f.get("de") ?? ""), ate: String(f.get("ate") ?? ""), q: String(f.get("q") ?? "").trim() });
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      {orders.data && (
        <section aria-label={t.counts} className="flex flex-wrap gap-2">
          {ADMIN_ORDER_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={query.status === s}
              onClick={() => set({ estado: query.status === s ? undefined : s })}
              className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
            >
              {orderStatusLabel(s)} <span className="font-bold">{orders.data.counts[s] ?? 0}</span>
            </button>
          ))}
          {REFUND_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={query.refund === f}
              onClick={() => set({ reembolso: query.refund === f ? undefined : REFUND_PARAM[f] })}
              className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
            >
              {t.refunds[f]} <span className="font-bold">{orders.data.refundCounts[f]}</span>
            </button>
          ))}
          <FilterToggle
            on={query.late === "1"}
            onToggle={() => set({ prazo: query.late ? undefined : LATE_PARAM })}
            label={t.late}
            count={orders.data.lateCount}
          />
          <FilterToggle
            on={query.parcel === "problem"}
            onToggle={() => set({ entrega: query.parcel ? undefined : PARCEL_PARAM })}
            label={t.parcelProblems}
            count={orders.data.parcelProblemCount}
          />
          <p className="basis-full text-xs text-stone-600">{t.toShipNote}</p>
        </section>
      )}
      <form onSubmit={submit} aria-label={t.filters} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="w-full sm:w-52">
          <Select
            stacked
            id="admin-status"
            label={t.status}
            value={query.status ?? ANY}
            options={[{ value: ANY, label: t.anyStatus }, ...ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }))]}
            onChange={(v) => set({ estado: v === ANY ? undefined : v })}
          />
        </div>
        <div className="w-full sm:w-52">
          <Select
            stacked
            id="admin-method"
            label={t.method}
            value={query.method ?? ANY}
            options={[{ value: ANY, label: t.anyMethod }, ...ADMIN_PAYMENT_METHODS.map((m) => ({ value: m, label: t.methods[m] }))]}
            onChange={(v) => set({ pagamento: v === ANY ? undefined : v })}
          />
        </div>
        <div className="w-full sm:w-52">
          <Select
            stacked
            id="admin-refund"
            label={t.refund}
            value={query.refund ?? ANY}
            options={[{ value: ANY, label: t.anyRefund }, ...REFUND_FILTERS.map((f) => ({ value: f, label: t.refunds[f] }))]}
            onChange={(v) => set({ reembolso: v === ANY ? undefined : REFUND_PARAM[v as keyof typeof REFUND_PARAM] })}
          />
        </div>
        <label htmlFor={ids.from} className="text-sm">
          {t.from}
          <input id={ids.from} name="de" type="date" defaultValue={query.from} className={`${inputClass} mt-1 w-40`} />
        </label>
        <label htmlFor={ids.to} className="text-sm">
          {t.to}
          <input id={ids.to} name="ate" type="date" defaultValue={query.to} className={`${inputClass} mt-1 w-40`} />
        </label>
        <label htmlFor={ids.q} className="min-w-56 flex-1 text-sm">
          {t.search}
          <input id={ids.q} name="q" type="search" defaultValue={query.q} className={`${inputClass} mt-1`} />
        </label>
        <button type="submit" className="btn-primary">
          {t.apply}
        </button>
        {filtered && (
          <button type="button" className="btn-outline" onClick={clear}>
            {t.clear}
          </button>
        )}
      </form>

      {chosen.length > 0 && (
        <div role="status" className="flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
          <span className="font-semibold">{t.chosen(chosen.length)}</span>
          <a href={packingSlipsUrl(chosen)} target="_blank" rel="noopener" className="btn-primary h-9 px-4">
            {t.packingSlips}
          </a>
          <BulkLabelsDialog orderIds={chosen} />
          <a href={labelsPdfUrl(chosen)} target="_blank" rel="noopener" className="btn-outline h-9 px-4">
            {shippingLabelsCopy.bulk}
          </a>
          <button type="button" className="btn-outline h-9 px-4" onClick={() => setChosen([])}>
            {t.unselect}
          </button>
        </div>
      )}
      {/* On a phone each order is a card (issue 44): number, date, customer, status, payment and total, nothing off-screen. */}
      <AdminList query={orders} rows={orders.data?.items} columns={[t.select, ...Object.values(t.columns)]} empty={t.empty} stacked>
        {(o) => (
          <tr key={o.id} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
            <td data-label={t.select} className={`px-3 py-2 ${STACKED_CELL}`}>
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                aria-label={t.selectOrder(orderNumber(o.id))}
                checked={chosen.includes(o.id)}
                onChange={(e) => choose(o.id, e.currentTarget.checked)}
              />
            </td>
            <OrderNumberCell id={o.id} label={t.columns.number} />
            <td data-label={t.columns.date} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              {formatMoment(o.createdAt)}
            </td>
            <CustomerCell name={o.name} email={o.email} label={t.columns.customer} />
            <td data-label={t.columns.status} className={`px-3 py-2 ${STACKED_CELL}`}>
              <OrderStatusBadge status={o.status} withdrawnAt={o.withdrawnAt} refund={o.refund} />
            </td>
            <td data-label={t.columns.payment} className={`px-3 py-2 ${STACKED_CELL}`}>
              {paymentLabel(o)}
            </td>
            <td data-label={t.columns.total} className={`px-3 py-2 font-semibold ${STACKED_CELL}`}>
              {formatCents(o.totalCents)}
            </td>
          </tr>
        )}
      </AdminList>
      {orders.data && orders.data.items.length > 0 && (
        <Pager
          label={t.page(orders.data.page, orders.data.totalPages, orders.data.total)}
          page={orders.data.page}
          pages={orders.data.totalPages}
          go={(n) => set({ pagina: String(n) })}
        />
      )}
    </div>
  );
}

/** A filter that is on or off (a late delivery, a parcel with a problem), with how many orders it holds. */
function FilterToggle({ on, onToggle, label, count }: { on: boolean; onToggle: () => void; label: string; count: number }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={onToggle}
      className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
    >
      {label} <span className="font-bold">{count}</span>
    </button>
  );
}
