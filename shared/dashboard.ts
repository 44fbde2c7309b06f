import { z } from "zod";
import { addDays, lisbonMoment, shopDay } from "./shop-day";

/**
 * The back-office dashboard (issue 48, decisions/0077): a period of Lisbon days and the same length just before it.
 * 'today' is today; '7d' and '30d' end today; 'month' is this calendar month up to today, against the same days of the
 * month before (as many as it has).
 */
export const DASHBOARD_PERIODS = ["today", "7d", "30d", "month"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardQuerySchema = z.object({ period: z.enum(DASHBOARD_PERIODS).default("today") });

/** One Lisbon day: its date and the UTC instants it runs between, [from, to). */
export interface ShopDaySpan {
  day: string;
  from: string;
  to: string;
}

const span = (day: string): ShopDaySpan => ({ day, from: lisbonMoment(`${day}T00:00`)!, to: lisbonMoment(`${addDays(day, 1)}T00:00`)! });
const daysFrom = (first: string, count: number) => Array.from({ length: count }, (_, i) => span(addDays(first, i)));

/** The days of a period at `at` and of the period before it, oldest first. */
export function dashboardWindows(period: DashboardPeriod, at: Date): { current: ShopDaySpan[]; previous: ShopDaySpan[] } {
  const today = shopDay(at);
  if (period === "month") {
    const first = `${today.slice(0, 8)}01`;
    const count = Number(today.slice(8, 10));
    const before = addDays(first, -1);
    const previousFirst = `${before.slice(0, 8)}01`;
    return { current: daysFrom(first, count), previous: daysFrom(previousFirst, Math.min(count, Number(before.slice(8, 10)))) };
  }
  const count = period === "today" ? 1 : period === "7d" ? 7 : 30;
  const first = addDays(today, 1 - count);
  return { current: daysFrom(first, count), previous: daysFrom(addDays(first, -count), count) };
}

/** The figures of one period. Money in cents; null where the member may not see money (staff). */
export interface DashboardFigures {
  salesCents: number | null;
  orders: number;
  averageCents: number | null;
  units: number;
  refundsCents: number | null;
  newCustomers: number;
}

export interface DashboardChartRow {
  key: string;
  label: string;
  cents: number | null;
  count: number;
}

/** What waits for someone, each a count behind a link to the filtered list. */
export const DASHBOARD_WAITING = [
  "toPrepare",
  "toShip",
  "late",
  "parcelProblems",
  "withdrawalsDue",
  "documentsNotIssued",
  "emailsFailing",
  "lowStock",
] as const;
export type DashboardWaiting = Record<(typeof DASHBOARD_WAITING)[number], number>;

export interface Dashboard {
  period: DashboardPeriod;
  /** Whether money figures are in the answer (owners) or not (staff). */
  money: boolean;
  current: { from: string; to: string; figures: DashboardFigures };
  previous: { from: string; to: string; figures: DashboardFigures };
  /** Per day: net sales (cents; staff: null) and orders of the period, and of the day as many days into the period before. */
  days: { day: string; cents: number | null; orders: number; previousCents: number | null; previousOrders: number }[];
  categories: DashboardChartRow[];
  topByRevenue: DashboardChartRow[];
  topByUnits: DashboardChartRow[];
  paymentMethods: DashboardChartRow[];
  countries: DashboardChartRow[];
  waiting: DashboardWaiting;
  /**
   * The forgotten carts' reminders sent in the period (issue 50): how many, how many carts were recovered (an order within
   * 7 days of the reminder), and their revenue (owners only: null for staff).
   */
  cartReminders: { sent: number; recovered: number; revenueCents: number | null };
  /** Owners only (null for staff): distance sales to Spain this calendar year against the One-Stop-Shop threshold. */
  oss: DashboardOss | null;
}

/** The EU's threshold for distance sales (Directive 2006/112/EC art. 59c): €10,000 a calendar year. */
export const OSS_THRESHOLD_CENTS = 1_000_000;
export const OSS_WARNING_PERCENT = 80;
export interface DashboardOss {
  year: string;
  /** Paid orders to Spain's VAT territory (peninsula, Balearics) this year, VAT included, less the shop's refunds of them. */
  salesCents: number;
  percent: number;
  /** 'near' from 80 %, 'over' from 100 %. */
  level: "below" | "near" | "over";
  /** Whether VAT_OSS is on (Spain's VAT on those sales). */
  vatOss: boolean;
}

/** Where the year's distance sales to Spain stand against the threshold. */
export function ossLevel(salesCents: number): Pick<DashboardOss, "percent" | "level"> {
  const percent = Math.floor((salesCents * 100) / OSS_THRESHOLD_CENTS);
  return { percent, level: salesCents >= OSS_THRESHOLD_CENTS ? "over" : percent >= OSS_WARNING_PERCENT ? "near" : "below" };
}

/** A figure's change against the period before, in whole percent (null when there was nothing before). */
export const changePercent = (now: number, before: number): number | null => (before === 0 ? null : Math.round(((now - before) / before) * 100));
