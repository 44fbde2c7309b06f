import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SalesReport } from "../../../../shared/reports";
import { client, unwrap } from "../../../lib/api-client";

/** The sales reports (issue 48): /api/admin/reports, owners only. */
const api = client.api.admin.reports;
export type ReportQuery = { by: SalesReport; from: string; to: string };

export const useSalesReport = (q: ReportQuery | null) =>
  useQuery({
    queryKey: ["admin", "reports", q],
    queryFn: () => unwrap(api.sales.$get({ query: q! })),
    enabled: q !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Refunds by why and the withdrawals received in the same range. */
export const useRefundsReport = (q: Pick<ReportQuery, "from" | "to">) =>
  useQuery({
    queryKey: ["admin", "reports", "refunds", q],
    queryFn: () => unwrap(api.refunds.$get({ query: q })),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const refundsReportCsvUrl = (q: Pick<ReportQuery, "from" | "to">) => `${api["refunds.csv"].$path()}?${new URLSearchParams(q)}`;

/** The same report as CSV (a download). */
export const salesReportCsvUrl = (q: ReportQuery) => `${api["sales.csv"].$path()}?${new URLSearchParams(q)}`;

/** The VAT report for the accountant (issue 48): the documents issued in the range and their reconciliation with the orders. */
export const useVatReport = (q: Pick<ReportQuery, "from" | "to">) =>
  useQuery({
    queryKey: ["admin", "reports", "vat", q],
    queryFn: () => unwrap(api.vat.$get({ query: q })),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const vatReportCsvUrl = (q: Pick<ReportQuery, "from" | "to">) => `${api["vat.csv"].$path()}?${new URLSearchParams(q)}`;
