import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ScheduledSaleForm } from "../../../../shared/promotion-rules";
import { client, unwrap } from "../../../lib/api-client";

/** Scheduled sales (issue 47): /api/admin/sales, owners only. */
const keys = { all: ["admin", "sales"] as const, report: ["admin", "sales", "report"] as const };
const api = client.api.admin.sales;

export const useScheduledSales = () => useQuery({ queryKey: keys.all, queryFn: () => unwrap(api.$get()) });
/** Each sale's results, over payment times [from, to) when given (the reports page's 'Descontos'). */
export const useScheduledSalesReport = (range?: { from: string; to: string }) =>
  useQuery({ queryKey: [...keys.report, range ?? null], queryFn: () => unwrap(api.report.$get({ query: range ?? {} })) });

/** 'Ver o que abrange': how many products and variants the sale would touch. */
export const useSalePreview = () => useMutation({ mutationFn: (json: ScheduledSaleForm) => unwrap(api.preview.$post({ json })) });

export function useScheduleSale() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (json: ScheduledSaleForm) => unwrap(api.$post({ json })), onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }) });
}

export function useEndSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api[":id"].end.$post({ param: { id } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export const SALES_REPORT_CSV_URL = api["report.csv"].$path();
