import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { dashboardCopy } from "../../../../shared/copy/back-office/dashboard";
import { changePercent, DASHBOARD_PERIODS, DASHBOARD_WAITING, type Dashboard, type DashboardFigures } from "../../../../shared/dashboard";
import { formatCents } from "../../../../shared/money";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { dashboardPeriodOf, DASHBOARD_PERIOD_PARAM as PERIOD_PARAM, useDashboard } from "../api/dashboard-api";
import { formatDay } from "./admin-format";

const t = dashboardCopy;
// The charts and their library load after the figures, in a chunk of their own (the back-office's, never the shop's).
const DashboardCharts = lazy(() => import("./dashboard-charts").then((m) => ({ default: m.DashboardCharts })));

/** Where each waiting count leads: the list that shows those items. */
const WAITING_LINKS: Record<(typeof DASHBOARD_WAITING)[number], string> = {
  toPrepare: `${ADMIN_PATH}/encomendas?estado=paid`,
  toShip: `${ADMIN_PATH}/encomendas?estado=processing`,
  late: `${ADMIN_PATH}/encomendas?prazo=risco`,
  parcelProblems: `${ADMIN_PATH}/encomendas?entrega=problema`,
  withdrawalsDue: `${ADMIN_PATH}/desistencias`,
  documentsNotIssued: `${ADMIN_PATH}/faturacao`,
  emailsFailing: `${ADMIN_PATH}/saude`,
  lowStock: `${ADMIN_PATH}/catalogo?stock=low`,
};

/**
 * 'Painel' (issue 48): the back-office's first page. The period's figures beside the period before's, what waits for
 * someone (each a link to its list), and charts with their tables. Owners and staff; staff get no money figures (the
 * server leaves them out).
 */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const period = dashboardPeriodOf(params.get("periodo"));
  const dashboard = useDashboard(period);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <fieldset className="flex flex-wrap gap-1 rounded-2xl border border-stone-200 bg-white p-1">
          <legend className="sr-only">{t.periodLabel}</legend>
          {DASHBOARD_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              onClick={() => setParams(p === "today" ? {} : { periodo: PERIOD_PARAM[p] }, { replace: true })}
              className={`rounded-full px-3 py-1.5 text-sm font-medium ${p === period ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-stone-100"}`}
            >
              {t.periods[p]}
            </button>
          ))}
        </fieldset>
      </div>
      {dashboard.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : dashboard.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardBody data={dashboard.data} />
      )}
    </div>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const lastDay = new Date(Date.parse(data.previous.to) - 1).toISOString();
  return (
    <>
      <p className="text-sm text-stone-700">
        {t.comparedWith(formatDay(data.previous.from), formatDay(lastDay))} {!data.money && t.staffNote}
      </p>
      <Figures now={data.current.figures} before={data.previous.figures} />
      {data.oss && <OneStopShop oss={data.oss} />}
      <Waiting waiting={data.waiting} />
      <CartReminders reminders={data.cartReminders} />
      <section aria-labelledby="graficos" className="space-y-3">
        <h2 id="graficos" className="text-lg font-bold">
          {t.charts.title}
        </h2>
        <Suspense fallback={<Spinner label={t.charts.loading} />}>
          <DashboardCharts data={data} />
        </Suspense>
      </section>
    </>
  );
}

const FIGURES: { key: keyof DashboardFigures; money: boolean }[] = [
  { key: "salesCents", money: true },
  { key: "orders", money: false },
  { key: "averageCents", money: true },
  { key: "units", money: false },
  { key: "refundsCents", money: true },
  { key: "newCustomers", money: false },
];
const FIGURE_LABELS: Record<keyof DashboardFigures, string> = {
  salesCents: t.figures.sales,
  orders: t.figures.orders,
  averageCents: t.figures.average,
  units: t.figures.units,
  refundsCents: t.figures.refunds,
  newCustomers: t.figures.newCustomers,
};

function Figures({ now, before }: { now: DashboardFigures; before: DashboardFigures }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {FIGURES.filter((f) => now[f.key] !== null).map(({ key, money }) => {
        const value = now[key] ?? 0;
        const previous = before[key] ?? 0;
        const change = changePercent(value, previous);
        const shown = (v: number) => (money ? formatCents(v) : v.toLocaleString("pt-PT"));
        return (
          <div key={key} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-700">{FIGURE_LABELS[key]}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{shown(value)}</dd>
            <dd className="mt-1 text-xs text-stone-700">
              {change === null ? t.noChange : t.change(change)} · {t.before(shown(previous))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Distance sales to Spain this year against the One-Stop-Shop threshold: a warning from 80 %, and what to switch on. */
function OneStopShop({ oss }: { oss: NonNullable<Dashboard["oss"]> }) {
  const warn = oss.level !== "below";
  return (
    <section
      aria-labelledby="oss"
      className={`space-y-1 rounded-2xl border p-4 text-sm ${warn ? "border-amber-300 bg-amber-50 text-amber-950" : "border-stone-200 bg-white"}`}
    >
      <h2 id="oss" className="font-bold">
        {t.oss.title}
      </h2>
      <p>{t.oss.progress(oss.year, formatCents(oss.salesCents), oss.percent)}</p>
      {warn && <p role={oss.level === "over" ? "alert" : undefined}>{oss.level === "over" ? t.oss.over : t.oss.near}</p>}
      {warn && <p>{oss.vatOss ? t.oss.isOn : t.oss.switchOn}</p>}
    </section>
  );
}

/** The forgotten carts' reminders sent in the period, the carts recovered and (owners) their revenue (issue 50). */
function CartReminders({ reminders }: { reminders: Dashboard["cartReminders"] }) {
  return (
    <section aria-labelledby="lembretes" className="space-y-1 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      <h2 id="lembretes" className="font-bold">
        {t.cartReminders.title}
      </h2>
      <p>
        {t.cartReminders.sent(reminders.sent)} · {t.cartReminders.recovered(reminders.recovered)}
      </p>
      {reminders.revenueCents !== null && <p>{t.cartReminders.revenue(formatCents(reminders.revenueCents))}</p>}
    </section>
  );
}

function Waiting({ waiting }: { waiting: Dashboard["waiting"] }) {
  const open = DASHBOARD_WAITING.filter((k) => waiting[k] > 0);
  return (
    <section aria-labelledby="espera" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id="espera" className="text-lg font-bold">
        {t.waitingTitle}
      </h2>
      {open.length === 0 ? (
        <p className="text-sm text-emerald-800">{t.nothingWaits}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {open.map((k) => (
            <li key={k}>
              <Link
                to={WAITING_LINKS[k]}
                className="flex items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm hover:bg-amber-100"
              >
                <span>{t.waiting[k]}</span>
                <span className="rounded-full bg-amber-200 px-2 py-0.5 font-bold tabular-nums text-amber-950">{waiting[k]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
