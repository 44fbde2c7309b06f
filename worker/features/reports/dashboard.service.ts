import {
  type Dashboard,
  type DashboardChartRow,
  type DashboardFigures,
  type DashboardOss,
  type DashboardPeriod,
  dashboardWindows,
  ossLevel,
  type ShopDaySpan,
} from "../../../shared/dashboard";
import { lisbonMoment, shopDay } from "../../../shared/shop-day";
import { WITHDRAWAL_DAYS } from "../../../shared/withdrawal";
import type { DashboardRepo, DayRow } from "./dashboard.repo";

/** A withdrawal's refund is 'due' on the dashboard when fewer than this many days are left (the withdrawals page's 'soon'). */
const DUE_WITHIN_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * The back-office's first page (issue 48, decisions/0077): a period against the one before, the charts' rows and what
 * waits. Money (sales, refunds, the average basket, what each chart row brought in) only for owners: a member of staff
 * gets counts, the money left out on the server.
 */
export function dashboardService(repo: DashboardRepo, ownerEmails: readonly string[], vatOss: boolean, now = () => new Date()) {
  /** This calendar year's distance sales to Spain against the One-Stop-Shop threshold (Lisbon's year). */
  async function oss(at: Date): Promise<DashboardOss> {
    const year = shopDay(at).slice(0, 4);
    const salesCents = await repo.spainDistanceSales(lisbonMoment(`${year}-01-01T00:00`)!, lisbonMoment(`${Number(year) + 1}-01-01T00:00`)!);
    return { year, salesCents, ...ossLevel(salesCents), vatOss };
  }

  async function figuresOf(days: ShopDaySpan[], rows: DayRow[], money: boolean): Promise<DashboardFigures> {
    const gross = rows.reduce((s, r) => s + r.grossCents, 0);
    const refunds = rows.reduce((s, r) => s + r.refundsCents, 0);
    const orders = rows.reduce((s, r) => s + r.orders, 0);
    const { units, newCustomers } = await repo.unitsAndCustomers(days[0]!.from, days.at(-1)!.to, ownerEmails);
    return {
      salesCents: money ? gross - refunds : null,
      orders,
      averageCents: money ? (orders ? Math.round(gross / orders) : 0) : null,
      units,
      refundsCents: money ? refunds : null,
      newCustomers,
    };
  }
  const hideMoney = (rows: DashboardChartRow[], money: boolean) => (money ? rows : rows.map((r) => ({ ...r, cents: null })));

  return {
    async dashboard(period: DashboardPeriod, money: boolean): Promise<Dashboard> {
      const at = now();
      const { current, previous } = dashboardWindows(period, at);
      const from = current[0]!.from;
      const to = current.at(-1)!.to;
      const withdrawnBefore = new Date(at.getTime() - (WITHDRAWAL_DAYS - DUE_WITHIN_DAYS) * DAY_MS).toISOString();
      const [now_, before, categories, topByRevenue, topByUnits, paymentMethods, countries, waiting, distance] = await Promise.all([
        repo.days(current),
        repo.days(previous),
        repo.categories(from, to),
        // Staff see the top products by units only: by revenue would tell the money.
        money ? repo.top(from, to, "cents") : Promise.resolve([]),
        repo.top(from, to, "count"),
        repo.paymentMethods(from, to),
        repo.countries(from, to),
        repo.waiting(withdrawnBefore),
        money ? oss(at) : Promise.resolve(null),
      ]);
      const net = (r: DayRow | undefined) => (r ? r.grossCents - r.refundsCents : 0);
      return {
        period,
        money,
        current: { from, to, figures: await figuresOf(current, now_, money) },
        previous: { from: previous[0]!.from, to: previous.at(-1)!.to, figures: await figuresOf(previous, before, money) },
        days: now_.map((r, i) => ({
          day: r.day,
          cents: money ? net(r) : null,
          orders: r.orders,
          previousCents: money ? net(before[i]) : null,
          previousOrders: before[i]?.orders ?? 0,
        })),
        categories: hideMoney(categories, money),
        topByRevenue,
        topByUnits: hideMoney(topByUnits, money),
        paymentMethods: hideMoney(paymentMethods, money),
        countries: hideMoney(countries, money),
        waiting,
        oss: distance,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
