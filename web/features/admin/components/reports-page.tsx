import { Link } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { reportsCopy } from "../../../../shared/copy/back-office/reports";
import { formatCents } from "../../../../shared/money";
import { SALES_REPORTS, type SalesReport } from "../../../../shared/reports";
import { addDays, lisbonMoment, shopToday } from "../../../../shared/shop-day";
import { Select } from "../../../components/ui/select";
import { usePromotionsReport } from "../api/promotions-api";
import { type ReportQuery, refundsReportCsvUrl, salesReportCsvUrl, useRefundsReport, useSalesReport } from "../api/reports-api";
import { useScheduledSalesReport } from "../api/sales-api";
import { AdminList, STACKED_CELL, STACKED_ROW, useUrlFilters } from "./admin-list";
import { ReportAnswer, ReportForm } from "./report-form";
import { ReportsTabs } from "./reports-tabs";

const t = reportsCopy;
/** The report as the URL spells it (?relatorio=…&de=…&ate=…), so it can be shared and reloaded. */
const firstOfMonth = () => `${shopToday().slice(0, 8)}01`;

/**
 * 'Relatórios' (issue 48): a sales report over a range of Lisbon days, as a table with its total and as CSV. Owners
 * only. A range the server refuses (ending before it starts, over 5 years) says why under the form.
 */
export function ReportsPage() {
  const { params, set } = useUrlFilters();
  const by = (SALES_REPORTS as readonly string[]).includes(params.get("relatorio") ?? "") ? (params.get("relatorio") as SalesReport) : "day";
  const query: ReportQuery = { by, from: params.get("de") || firstOfMonth(), to: params.get("ate") || shopToday() };
  const report = useSalesReport(query);
  const c = t.columns;
  const money = (cents: number | null) => (cents === null ? "—" : formatCents(cents));
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <ReportsTabs />
      <p className="max-w-3xl text-sm text-stone-700">{t.intro}</p>
      <ReportForm
        label={t.title}
        range={query}
        onRange={(r) => set({ relatorio: by, ...r })}
        csv={report.data ? { url: salesReportCsvUrl(query), label: t.csv } : null}
      >
        <div className="w-full sm:w-72">
          <Select
            stacked
            id="report-kind"
            label={t.report}
            value={by}
            options={SALES_REPORTS.map((r) => ({ value: r, label: t.reports[r] }))}
            onChange={(v) => set({ relatorio: v, de: query.from, ate: query.to })}
          />
        </div>
      </ReportForm>
      <ReportAnswer query={report}>
        {(data) => (
          <>
            <AdminList query={report} rows={data.rows} columns={Object.values(c)} empty={t.empty} stacked>
              {(r) => (
                <tr key={r.key} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
                  <td data-label={c.name} className={`px-3 py-2 font-medium ${STACKED_CELL} max-md:col-span-2`}>
                    {r.label}
                  </td>
                  <td data-label={c.orders} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                    {r.orders}
                  </td>
                  <td data-label={c.units} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                    {r.units}
                  </td>
                  <td data-label={c.sales} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                    {money(r.salesCents)}
                  </td>
                  <td data-label={c.refunds} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
                    {money(r.refundsCents)}
                  </td>
                  <td data-label={c.net} className={`whitespace-nowrap px-3 py-2 font-semibold tabular-nums ${STACKED_CELL}`}>
                    {money(r.netCents)}
                  </td>
                </tr>
              )}
            </AdminList>
            {data.rows.length > 0 && (
              <dl aria-label={t.total} className="flex flex-wrap gap-x-6 gap-y-1 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
                <dt className="font-bold">{t.total}</dt>
                <dd>
                  {c.orders}: {data.total.orders ?? "—"}
                </dd>
                <dd>
                  {c.units}: {data.total.units}
                </dd>
                <dd>
                  {c.sales}: {money(data.total.salesCents)}
                </dd>
                <dd>
                  {c.refunds}: {money(data.total.refundsCents)}
                </dd>
                <dd className="font-semibold">
                  {c.net}: {money(data.total.netCents)}
                </dd>
              </dl>
            )}
            <RefundsSection range={{ from: query.from, to: query.to }} />
            <DiscountsSection range={{ from: query.from, to: query.to }} />
          </>
        )}
      </ReportAnswer>
    </div>
  );
}

/** Refunds by why, and the withdrawals received, in the same range (issue 48). */
function RefundsSection({ range }: { range: Pick<ReportQuery, "from" | "to"> }) {
  const r = t.refunds;
  const report = useRefundsReport(range);
  return (
    <section aria-labelledby="reembolsos" className="space-y-3">
      <h2 id="reembolsos" className="text-lg font-bold">
        {r.title}
      </h2>
      <p className="text-sm text-stone-700">{r.intro}</p>
      {report.data && <p className="text-sm font-semibold">{r.withdrawals(report.data.withdrawals.count, report.data.withdrawals.refunded)}</p>}
      <AdminList query={report} rows={report.data?.rows} columns={Object.values(r.columns)} empty={r.empty} stacked>
        {(row) => (
          <tr key={row.key} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
            <td data-label={r.columns.reason} className={`px-3 py-2 ${STACKED_CELL} max-md:col-span-2`}>
              {row.label}
            </td>
            <td data-label={r.columns.refunds} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
              {row.refunds}
            </td>
            <td data-label={r.columns.orders} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
              {row.orders}
            </td>
            <td data-label={r.columns.amount} className={`whitespace-nowrap px-3 py-2 font-semibold tabular-nums ${STACKED_CELL}`}>
              {formatCents(row.amountCents)}
            </td>
          </tr>
        )}
      </AdminList>
      {report.data && (
        <a href={refundsReportCsvUrl(range)} download className="btn-outline inline-flex">
          {r.csv}
        </a>
      )}
    </section>
  );
}

/** The codes' and the sales' discounts on the orders paid in the same days (issue 48): only those that gave any. */
function DiscountsSection({ range }: { range: Pick<ReportQuery, "from" | "to"> }) {
  const d = t.discounts;
  const moments = { from: lisbonMoment(`${range.from}T00:00`)!, to: lisbonMoment(`${addDays(range.to, 1)}T00:00`)! };
  const promotions = usePromotionsReport(moments);
  const sales = useScheduledSalesReport(moments);
  const rows = [
    ...(promotions.data?.items ?? []).map((r) => ({ ...r, kind: d.kinds.promotion })),
    ...(sales.data?.items ?? []).map((r) => ({ ...r, kind: d.kinds.sale })),
  ]
    .filter((r) => r.orders > 0)
    .sort((a, b) => b.discountCents - a.discountCents);
  const query = {
    isPending: promotions.isPending || sales.isPending,
    error: promotions.error ?? sales.error,
    refetch: () => Promise.all([promotions.refetch(), sales.refetch()]),
  };
  return (
    <section aria-labelledby="descontos" className="space-y-3">
      <h2 id="descontos" className="text-lg font-bold">
        {d.title}
      </h2>
      <p className="text-sm text-stone-700">
        {d.intro}{" "}
        <Link to={`${ADMIN_PATH}/promocoes`} className="font-semibold text-brand-700 underline">
          {d.more}
        </Link>
      </p>
      <AdminList query={query} rows={promotions.data && sales.data ? rows : undefined} columns={Object.values(d.columns)} empty={d.empty} stacked>
        {(r) => (
          <tr key={r.id} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
            <td data-label={d.columns.name} className={`px-3 py-2 font-medium ${STACKED_CELL} max-md:col-span-2`}>
              {r.name}
            </td>
            <td data-label={d.columns.kind} className={`px-3 py-2 ${STACKED_CELL}`}>
              {r.kind}
            </td>
            <td data-label={d.columns.orders} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
              {r.orders}
            </td>
            <td data-label={d.columns.discount} className={`whitespace-nowrap px-3 py-2 font-semibold tabular-nums ${STACKED_CELL}`}>
              {formatCents(r.discountCents)}
            </td>
            <td data-label={d.columns.revenue} className={`whitespace-nowrap px-3 py-2 tabular-nums ${STACKED_CELL}`}>
              {formatCents(r.revenueCents)}
            </td>
          </tr>
        )}
      </AdminList>
    </section>
  );
}
