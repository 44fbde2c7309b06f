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

/** The same report as CSV (a download). */
export const salesReportCsvUrl = (q: ReportQuery) => `${api["sales.csv"].$path()}?${new URLSearchParams(q)}`;
