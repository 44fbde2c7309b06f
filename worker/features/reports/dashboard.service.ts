import {
  type Dashboard,
  type DashboardChartRow,
  type DashboardFigures,
  type DashboardOss,
  type DashboardPeriod,
  dashboardWindows,
  ossLevel,
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
export function dashboardService(
  repo: DashboardRepo,
  ownerEmails: readonly string[],
  vatOss: boolean,
  cartReminders: (fromIso: string, toIso: string) => Promise<{ sent: number; recovered: number; revenueCents: number }>,
  now = () => new Date(),
) {
  function figuresOf(rows: DayRow[], { units, newCustomers }: { units: number; newCustomers: number }, money: boolean): DashboardFigures {
    const gross = rows.reduce((s, r) => s + r.grossCents, 0);
    const refunds = rows.reduce((s, r) => s + r.refundsCents, 0);
    const orders = rows.reduce((s, r) => s + r.orders, 0);
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
      const withdrawnBefore = new Date(at.getTime() - (WITHDRAWAL_DAYS - DUE_WITHIN_DAYS) * DAY_MS).toISOString();
      // This calendar year's distance sales to Spain against the One-Stop-Shop threshold (Lisbon's year): owners only.
      const year = shopDay(at).slice(0, 4);
      const read = await repo.read({
        current,
        previous,
        withdrawnBefore,
        today: shopDay(at),
        ownerEmails,
        money: money ? { ossFrom: lisbonMoment(`${year}-01-01T00:00`)!, ossTo: lisbonMoment(`${Number(year) + 1}-01-01T00:00`)! } : null,
      });
      // The forgotten carts' reminders sent in the period (issue 50): the revenue of those recovered, owners only.
      const reminders = await cartReminders(current[0]!.from, current.at(-1)!.to);
      const oss: DashboardOss | null =
        read.spainDistanceCents === null ? null : { year, salesCents: read.spainDistanceCents, ...ossLevel(read.spainDistanceCents), vatOss };
      const net = (r: DayRow | undefined) => (r ? r.grossCents - r.refundsCents : 0);
      const before = read.previousDays;
      return {
        period,
        money,
        current: { from: current[0]!.from, to: current.at(-1)!.to, figures: figuresOf(read.days, read.units.current, money) },
        previous: { from: previous[0]!.from, to: previous.at(-1)!.to, figures: figuresOf(before, read.units.previous, money) },
        days: read.days.map((r, i) => ({
          day: r.day,
          cents: money ? net(r) : null,
          orders: r.orders,
          previousCents: money ? net(before[i]) : null,
          previousOrders: before[i]?.orders ?? 0,
        })),
        categories: hideMoney(read.categories, money),
        // Staff see the top products by units only: by revenue would tell the money (not even read for them).
        topByRevenue: read.topByRevenue,
        topByUnits: hideMoney(read.topByUnits, money),
        paymentMethods: hideMoney(read.paymentMethods, money),
        countries: hideMoney(read.countries, money),
        waiting: read.waiting,
        cartReminders: { sent: reminders.sent, recovered: reminders.recovered, revenueCents: money ? reminders.revenueCents : null },
        oss,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
