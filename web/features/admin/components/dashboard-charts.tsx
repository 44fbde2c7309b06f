import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useId, useRef } from "react";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { dashboardCopy } from "../../../../shared/copy/back-office/dashboard";
import type { Dashboard, DashboardChartRow } from "../../../../shared/dashboard";
import { formatCents } from "../../../../shared/money";
import { formatDay } from "./admin-format";

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

const t = dashboardCopy.charts;
const BRAND = "#b3195f";
const MUTED = "#78716c";
const PALETTE = ["#b3195f", "#0f766e", "#c2410c", "#4338ca", "#a16207", "#be123c", "#15803d", "#0369a1", "#7e22ce", "#57534e"];

/** A table's column: its heading and what each row shows in it. */
interface Column<R> {
  title: string;
  cell: (row: R) => string;
}

/**
 * One chart drawn by Chart.js on a canvas, with its text alternative: an accessible summary on the canvas (role img)
 * and the same numbers in a table under 'Ver os dados em tabela'. Redrawn when its data changes.
 */
function ChartFigure<R>({
  title,
  config,
  rows,
  columns,
  lead,
  tall = false,
}: {
  title: string;
  config: ChartConfiguration;
  rows: R[];
  columns: Column<R>[];
  lead: string | null;
  tall?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const id = useId();
  useEffect(() => {
    if (!canvas.current || rows.length === 0) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config, rows.length]);
  return (
    <figure aria-labelledby={id} className="min-w-0 space-y-2 rounded-2xl border border-stone-200 bg-white p-4">
      <figcaption id={id} className="font-semibold">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-700">{t.empty}</p>
      ) : (
        <>
          <div className={`relative ${tall ? "h-80" : "h-56"}`}>
            <canvas ref={canvas} role="img" aria-label={t.summary(title, lead, rows.length)} />
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-brand-800 underline">{t.showTable}</summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by the keyboard (WCAG 2.1.1) */}
            <div tabIndex={0} className="mt-2 overflow-x-auto">
              <table className="w-full text-left">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.title} scope="col" className="border-b border-stone-200 py-1 pr-3 font-semibold">
                        {c.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed snapshot, in order
                    <tr key={i}>
                      {columns.map((c) => (
                        <td key={c.title} className="border-b border-stone-100 py-1 pr-3 tabular-nums">
                          {c.cell(r)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}

const AXIS_LABEL_MAX = 22;
const short = (text: string) => (text.length > AXIS_LABEL_MAX ? `${text.slice(0, AXIS_LABEL_MAX - 1)}…` : text);
const money = (cents: number | null) => (cents === null ? "" : formatCents(cents));
const base = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** Bars of rows (horizontal: names fit), by money for owners or by count. */
function rowsChart(rows: DashboardChartRow[], label: (r: DashboardChartRow) => string, byMoney: boolean, horizontal = true): ChartConfiguration {
  return {
    type: "bar",
    data: {
      labels: rows.map(label),
      datasets: [
        { label: byMoney ? t.columns.value : t.columns.units, data: rows.map((r) => (byMoney ? (r.cents ?? 0) / 100 : r.count)), backgroundColor: BRAND },
      ],
    },
    options: {
      ...base,
      indexAxis: horizontal ? "y" : "x",
      plugins: { legend: { display: false } },
      // A long name is cut on the axis (a phone has little room); the tooltip and the table have it whole.
      scales: { [horizontal ? "y" : "x"]: { ticks: { callback: (_: unknown, i: number) => short(label(rows[i]!)) } } },
    },
  };
}

function doughnut(rows: DashboardChartRow[], label: (r: DashboardChartRow) => string): ChartConfiguration {
  return {
    type: "doughnut",
    data: { labels: rows.map(label), datasets: [{ data: rows.map((r) => r.count), backgroundColor: rows.map((_, i) => PALETTE[i % PALETTE.length]!) }] },
    options: { ...base, plugins: { legend: { position: "bottom" } } },
  };
}

/** The dashboard's charts (issue 48), each with its table. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const m = data.money;
  const methodName = (r: DashboardChartRow) => adminCopy.orders.methods[r.key as keyof typeof adminCopy.orders.methods] ?? r.key;
  const countryName = (r: DashboardChartRow) => t.countryNames[r.key] ?? r.key;
  const categoryName = (r: DashboardChartRow) => r.label || t.noCategory;
  const day = (d: string) => formatDay(`${d}T12:00:00.000Z`).slice(0, 5);
  const sold = data.days.filter((d) => d.orders > 0 || d.previousOrders > 0 || (d.cents ?? 0) !== 0 || (d.previousCents ?? 0) !== 0);
  const perDay: ChartConfiguration = {
    type: "bar",
    data: {
      labels: data.days.map((d) => day(d.day)),
      datasets: [
        { type: "bar", label: t.thisPeriod, data: data.days.map((d) => (m ? (d.cents ?? 0) / 100 : d.orders)), backgroundColor: BRAND, order: 2 },
        {
          type: "line",
          label: t.previousPeriod,
          data: data.days.map((d) => (m ? (d.previousCents ?? 0) / 100 : d.previousOrders)),
          borderColor: MUTED,
          backgroundColor: MUTED,
          order: 1,
        },
      ],
    },
    options: { ...base, plugins: { legend: { position: "bottom" } } },
  };
  const lead = (rows: DashboardChartRow[], name: (r: DashboardChartRow) => string) => (rows[0] ? name(rows[0]) : null);
  const nameValue = (name: (r: DashboardChartRow) => string): Column<DashboardChartRow>[] => [
    { title: t.columns.name, cell: name },
    ...(m ? [{ title: t.columns.value, cell: (r: DashboardChartRow) => money(r.cents) }] : []),
    { title: t.columns.units, cell: (r) => String(r.count) },
  ];
  const countRows = (name: (r: DashboardChartRow) => string): Column<DashboardChartRow>[] => [
    { title: t.columns.name, cell: name },
    { title: t.columns.orders, cell: (r) => String(r.count) },
    ...(m ? [{ title: t.columns.value, cell: (r: DashboardChartRow) => money(r.cents) }] : []),
  ];
  const product = (r: DashboardChartRow) => r.label;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <ChartFigure
          title={m ? t.salesPerDay : t.ordersPerDay}
          config={perDay}
          rows={sold.length ? data.days : []}
          lead={null}
          columns={[
            { title: t.columns.day, cell: (d) => day(d.day) },
            ...(m
              ? [
                  { title: t.thisPeriod, cell: (d: Dashboard["days"][number]) => money(d.cents) },
                  { title: t.previousPeriod, cell: (d: Dashboard["days"][number]) => money(d.previousCents) },
                ]
              : []),
            { title: t.columns.orders, cell: (d) => String(d.orders) },
            { title: `${t.columns.orders} (${t.previousPeriod.toLowerCase()})`, cell: (d) => String(d.previousOrders) },
          ]}
        />
      </div>
      <ChartFigure
        title={m ? t.byCategory : t.unitsByCategory}
        config={rowsChart(data.categories, categoryName, m)}
        rows={data.categories}
        lead={lead(data.categories, categoryName)}
        columns={nameValue(categoryName)}
      />
      {m && (
        <ChartFigure
          title={t.topByRevenue}
          config={rowsChart(data.topByRevenue, product, true)}
          rows={data.topByRevenue}
          lead={lead(data.topByRevenue, product)}
          columns={nameValue(product)}
          tall
        />
      )}
      <ChartFigure
        title={t.topByUnits}
        config={rowsChart(data.topByUnits, product, false)}
        rows={data.topByUnits}
        lead={lead(data.topByUnits, product)}
        columns={nameValue(product)}
        tall
      />
      <ChartFigure
        title={t.paymentMethods}
        config={doughnut(data.paymentMethods, methodName)}
        rows={data.paymentMethods}
        lead={lead(data.paymentMethods, methodName)}
        columns={countRows(methodName)}
      />
      <ChartFigure
        title={t.countries}
        config={doughnut(data.countries, countryName)}
        rows={data.countries}
        lead={lead(data.countries, countryName)}
        columns={countRows(countryName)}
      />
    </div>
  );
}
