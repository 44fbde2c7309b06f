import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PromotionForm } from "../../../../shared/promotion-rules";
import { client, unwrap } from "../../../lib/api-client";

/** The owner's promotions (issue 47): /api/admin/promotions, owners only. */
const keys = {
  all: ["admin", "promotions"] as const,
  one: (id: string) => ["admin", "promotions", id] as const,
  report: ["admin", "promotions", "report"] as const,
};
const api = client.api.admin.promotions;

export const usePromotions = () => useQuery({ queryKey: keys.all, queryFn: () => unwrap(api.$get()) });
export const usePromotion = (id: string) => useQuery({ queryKey: keys.one(id), queryFn: () => unwrap(api[":id"].$get({ param: { id } })) });
/** Each promotion's results, over payment times [from, to) when given (the reports page's 'Descontos'). */
export const usePromotionsReport = (range?: { from: string; to: string }) =>
  useQuery({ queryKey: [...keys.report, range ?? null], queryFn: () => unwrap(api.report.$get({ query: range ?? {} })) });

/** Creates the promotion (no id) or saves its new terms; the lists are read again. */
export function useSavePromotion(id: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: PromotionForm) => (id ? unwrap(api[":id"].$put({ param: { id }, json })).then(() => ({ id })) : unwrap(api.$post({ json }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSetPromotionStatus(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: "active" | "paused" | "ended") => unwrap(api[":id"].status.$put({ param: { id }, json: { status } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/** 'Gerar códigos': N single-use codes for the campaign. */
export function useGenerateCodes(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { count: number; prefix: string }) => unwrap(api[":id"].codes.$post({ param: { id }, json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The CSV downloads are plain links, not fetches: the server answers an attachment the browser saves. */
export const codesCsvUrl = (id: string) => api[":id"]["codes.csv"].$path({ param: { id } });
export const REPORT_CSV_URL = api["report.csv"].$path();
