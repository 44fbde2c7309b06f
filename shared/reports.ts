import { z } from "zod";
import { reportsCopy } from "./copy/back-office/reports";
import { addDays } from "./shop-day";

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
export const reportDay = z
  .string(e.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, e.date)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d, e.date);

/** A range of Lisbon days: the end not before the start, at most 5 years. */
export function checkReportRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: e.endBeforeStart });
  else if ((Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / 86_400_000 + 1 > MAX_REPORT_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: e.tooLong });
}

export const salesReportQuerySchema = z.object({ by: z.enum(SALES_REPORTS, e.unknownReport), from: reportDay, to: reportDay }).superRefine(checkReportRange);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/** The refunds and withdrawals report's range (issue 48). */
export const reportRangeSchema = z.object({ from: reportDay, to: reportDay }).superRefine(checkReportRange);
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

/**
 * The VAT report's regions (issue 48): where each document was taxed. Portugal's three VAT regions; Spain's VAT territory
 * taxed in Portugal while distance sales stay under the One-Stop-Shop threshold ('PT-ES', VAT_OSS off) or in Spain ('ES',
 * VAT_OSS on); the exempt exports (Canarias, Ceuta, Melilla).
 */
export const VAT_REGIONS = ["PT", "PT-20", "PT-30", "PT-ES", "ES", "export"] as const;
export type VatReportRegion = (typeof VAT_REGIONS)[number];

/** A base, its VAT and the VAT-included total, in cents, of `documents` documents. */
export interface VatFigures {
  documents: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/** One month's documents of one region at one rate: the invoices, the credit notes and what remains (invoices − credit notes). */
export interface VatReportRow {
  month: string;
  region: VatReportRegion;
  regionLabel: string;
  rateBp: number;
  invoices: VatFigures;
  credits: VatFigures;
  net: Omit<VatFigures, "documents">;
}

/** Why the orders' figures and the documents' differ for one order or refund. */
export const VAT_DIFFERENCE_KINDS = [
  "invoice_missing",
  "invoice_other_period",
  "invoice_total",
  "invoice_of_other_period",
  "credit_missing",
  "credit_other_period",
  "credit_total",
  "credit_of_other_period",
] as const;
export type VatDifferenceKind = (typeof VAT_DIFFERENCE_KINDS)[number];

/** One difference: the order (and its refund), the document if any, and what it adds to orders − documents. */
export interface VatDifference {
  kind: VatDifferenceKind;
  label: string;
  orderId: string;
  orderNumber: string;
  refundId: string | null;
  documentNumber: string | null;
  documentDate: string | null;
  documentStatus: string | null;
  /** The order's paid total, or the refund's amount; null for a document whose order or refund lies outside the range. */
  expectedCents: number | null;
  documentCents: number | null;
  differenceCents: number;
}

/**
 * The VAT report over a range of Lisbon days: the issued documents by month, region and rate, their total, and the
 * reconciliation with the orders: paid orders − refunds of the range against invoices − credit notes dated in it, every
 * difference listed (their sum is exactly `ordersNetCents − documentsNetCents`).
 */
export interface VatReport {
  from: string;
  to: string;
  rows: VatReportRow[];
  total: Omit<VatReportRow, "month" | "region" | "regionLabel" | "rateBp">;
  reconciliation: {
    paidCents: number;
    refundedCents: number;
    ordersNetCents: number;
    invoicedCents: number;
    creditedCents: number;
    documentsNetCents: number;
    differences: VatDifference[];
  };
}
