import { z } from "zod";
import { reportsCopy } from "./copy/back-office/reports";
import { addDays } from "./dashboard";

/**
 * The back-office's sales reports (issue 48, decisions/0077): one dimension over a range of Lisbon days (both ends
 * included, at most 5 years), on screen and as CSV. Owners only: every row is money.
 */
export const SALES_REPORTS = ["day", "product", "variant", "category", "method", "country", "region"] as const;
export type SalesReport = (typeof SALES_REPORTS)[number];
/** The reports whose rows are orders (their totals, delivery included, and the refunds of them); the others are lines. */
export const ORDER_REPORTS: readonly SalesReport[] = ["day", "method", "country", "region"];
export const MAX_REPORT_DAYS = 5 * 366;

const e = reportsCopy.errors;
const day = z
  .string(e.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, e.date)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d, e.date);

/** A range of Lisbon days: the end not before the start, at most 5 years. */
function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: e.endBeforeStart });
  else if ((Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / 86_400_000 + 1 > MAX_REPORT_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: e.tooLong });
}

export const salesReportQuerySchema = z.object({ by: z.enum(SALES_REPORTS, e.unknownReport), from: day, to: day }).superRefine(checkRange);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/** The refunds and withdrawals report's range (issue 48). */
export const reportRangeSchema = z.object({ from: day, to: day }).superRefine(checkRange);
export type ReportRange = z.output<typeof reportRangeSchema>;

/**
 * Why money went back: a withdrawal's refund, a paid order cancelled, another refund by the shop (lines, delivery or an
 * amount), a payment that arrived for an order already cancelled, a second payment of one order.
 */
export const REFUND_KINDS = ["withdrawal", "cancellation", "shop", "order_not_pending", "paid_twice"] as const;
export interface RefundsReportRow {
  key: (typeof REFUND_KINDS)[number];
  label: string;
  refunds: number;
  orders: number;
  amountCents: number;
}
export interface RefundsReport {
  from: string;
  to: string;
  rows: RefundsReportRow[];
  /** The withdrawals made in the range, and how many of them are refunded in full. */
  withdrawals: { count: number; refunded: number };
}

/** One row: its key and label, the orders and units in it, what they brought in, the refunds of them and the net. */
export interface SalesReportRow {
  key: string;
  label: string;
  orders: number;
  units: number;
  salesCents: number;
  /** Orders' reports only (null for lines): the shop's refunds made in the range, of orders in this row. */
  refundsCents: number | null;
  netCents: number;
}

/** The report's total row: the orders are null for the lines' reports (an order with lines in two rows is one order). */
export type SalesReportTotal = Omit<SalesReportRow, "orders"> & { orders: number | null };

/** The region of a delivery: Portugal's three, Spain's VAT territory (peninsula, Balearics) and its places outside it. */
export const SALES_REGIONS = ["pt-continente", "pt-acores", "pt-madeira", "es-peninsula", "es-baleares", "es-canarias", "es-ceuta", "es-melilla"] as const;
