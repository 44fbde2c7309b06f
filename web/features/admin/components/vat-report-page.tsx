import { reportsCopy } from "../../../../shared/copy/back-office/reports";
import { formatCents } from "../../../../shared/money";
import type { VatFigures, VatReport } from "../../../../shared/reports";
import { addDays, shopToday } from "../../../../shared/shop-day";
import { useVatReport, vatReportCsvUrl } from "../api/reports-api";
import { AdminList, OrderNumberCell, STACKED_CELL, STACKED_ROW, useUrlFilters } from "./admin-list";
import { ReportAnswer, ReportForm } from "./report-form";
import { ReportsTabs } from "./reports-tabs";

const t = reportsCopy.vat;
const c = t.columns;

/** The last whole month (what the accountant declares), unless the URL (?de=…&ate=…) says otherwise. */
function lastMonth() {
  const first = `${shopToday().slice(0, 8)}01`;
  const end = addDays(first, -1);
  return { from: `${end.slice(0, 8)}01`, to: end };
}

/** A base, its VAT and the total, one under the other (a phone reads them in the cell's label). */
function Figures({ f, label }: { f: Omit<VatFigures, "documents"> & { documents?: number }; label: string }) {
  return (
    <td data-label={label} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
      {f.documents !== undefined && <span className="block text-xs text-stone-600">{t.documents(f.documents)}</span>}
      <span className="block">
        {c.base} {formatCents(f.baseCents)}
      </span>
      <span className="block">
        {c.vat} {formatCents(f.vatCents)}
      </span>
      <span className="block font-semibold">
        {c.total} {formatCents(f.totalCents)}
      </span>
    </td>
  );
}

/**
 * 'IVA' (issue 48): the documents issued in a range by month, region and rate (base, VAT, total; credit notes apart),
 * their total, and the reconciliation with the paid orders and refunds, each difference a line with its order. Owners only.
 */
export function VatReportPage() {
  const { params, set } = useUrlFilters();
  const fallback = lastMonth();
  const range = { from: params.get("de") || fallback.from, to: params.get("ate") || fallback.to };
  const report = useVatReport(range);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <ReportsTabs />
      <p className="max-w-3xl text-sm text-stone-700">{t.intro}</p>
      <ReportForm label={t.title} range={range} onRange={(r) => set(r)} csv={report.data ? { url: vatReportCsvUrl(range), label: t.csv } : null} />
      <ReportAnswer query={report}>
        {(data) => (
          <>
            <AdminList query={report} rows={data.rows} columns={[c.month, c.region, c.rate, c.invoices, c.credits, c.net]} empty={t.empty} stacked>
              {(r) => (
                <tr key={`${r.month}-${r.region}-${r.rateBp}`} className={`border-b border-stone-100 align-top last:border-0 ${STACKED_ROW}`}>
                  <td data-label={c.month} className={`whitespace-nowrap px-3 py-2 font-medium ${STACKED_CELL}`}>
                    {r.month}
                  </td>
                  <td data-label={c.region} className={`px-3 py-2 ${STACKED_CELL}`}>
                    {r.regionLabel}
                  </td>
                  <td data-label={c.rate} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                    {t.rate(r.rateBp)}
                  </td>
                  <Figures f={r.invoices} label={c.invoices} />
                  <Figures f={r.credits} label={c.credits} />
                  <Figures f={r.net} label={c.net} />
                </tr>
              )}
            </AdminList>
            {data.rows.length > 0 && (
              <dl aria-label={reportsCopy.total} className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm sm:grid-cols-3">
                {(
                  [
                    [c.invoices, data.total.invoices],
                    [c.credits, data.total.credits],
                    [c.net, data.total.net],
                  ] as const
                ).map(([label, f]) => (
                  <div key={label}>
                    <dt className="font-bold">
                      {reportsCopy.total} · {label}
                    </dt>
                    <dd className="tabular-nums">
                      {c.base} {formatCents(f.baseCents)} · {c.vat} {formatCents(f.vatCents)} · {c.total} {formatCents(f.totalCents)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <Reconciliation report={data} />
          </>
        )}
      </ReportAnswer>
    </div>
  );
}

/** Orders against documents: the two totals, their difference, and each order or refund that makes it up. */
function Reconciliation({ report }: { report: VatReport }) {
  const r = t.reconciliation;
  const x = report.reconciliation;
  const gap = x.ordersNetCents - x.documentsNetCents;
  const col = r.columns;
  return (
    <section aria-labelledby="reconciliacao" className="space-y-3">
      <h2 id="reconciliacao" className="text-lg font-bold">
        {r.title}
      </h2>
      <dl className="grid gap-x-6 gap-y-1 rounded-2xl border border-stone-200 bg-white p-4 text-sm sm:grid-cols-2">
        {(
          [
            [r.paid, x.paidCents],
            [r.invoiced, x.invoicedCents],
            [r.refunded, x.refundedCents],
            [r.credited, x.creditedCents],
            [r.ordersNet, x.ordersNetCents],
            [r.documentsNet, x.documentsNetCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 font-bold sm:col-span-2">
          <dt>{r.difference}</dt>
          <dd className="tabular-nums">{formatCents(gap)}</dd>
        </div>
      </dl>
      <p className={`text-sm font-semibold ${x.differences.length ? "text-amber-800" : "text-green-800"}`}>
        {x.differences.length ? r.differences(x.differences.length) : r.agrees}
      </p>
      {x.differences.length > 0 && (
        <AdminList
          query={{ isPending: false, error: null, refetch: () => {} }}
          rows={x.differences}
          columns={[col.order, col.why, col.document, col.expected, col.issued, col.difference]}
          empty=""
          stacked
        >
          {(d) => (
            <tr key={`${d.kind}-${d.orderId}-${d.refundId ?? ""}`} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
              <OrderNumberCell id={d.orderId} label={col.order} />
              <td data-label={col.why} className={`px-3 py-2 ${STACKED_CELL} max-md:col-span-2`}>
                {d.label}
              </td>
              <td data-label={col.document} className={`px-3 py-2 ${STACKED_CELL}`}>
                {d.documentNumber ? `${d.documentNumber} (${d.documentDate})` : d.documentStatus ? (r.status[d.documentStatus] ?? d.documentStatus) : r.none}
              </td>
              <td data-label={col.expected} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                {d.expectedCents === null ? "—" : formatCents(d.expectedCents)}
              </td>
              <td data-label={col.issued} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                {d.documentCents === null ? "—" : formatCents(d.documentCents)}
              </td>
              <td data-label={col.difference} className={`whitespace-nowrap px-3 py-2 font-semibold tabular-nums ${STACKED_CELL}`}>
                {formatCents(d.differenceCents)}
              </td>
            </tr>
          )}
        </AdminList>
      )}
    </section>
  );
}
