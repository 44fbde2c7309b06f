import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Lang } from "../../../../shared/languages";
import type { SynonymForm } from "../../../../shared/search-insights";
import { client, unwrap } from "../../../lib/api-client";

/** What shoppers search for and the synonyms (issue 48): /api/admin/search, owners and staff. */
const api = client.api.admin.search;
const keys = { all: ["admin", "search"] as const, synonyms: (language: Lang) => ["admin", "search", "synonyms", language] as const };

export const useSearchInsights = (q: { from: string; to: string; language: Lang }) =>
  useQuery({ queryKey: [...keys.all, q], queryFn: () => unwrap(api.$get({ query: q })), placeholderData: keepPreviousData, retry: false });

export const useSynonyms = (language: Lang) =>
  useQuery({ queryKey: keys.synonyms(language), queryFn: () => unwrap(api.synonyms.$get({ query: { language } })) });

export function useAddSynonym() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: SynonymForm) => unwrap(api.synonyms.$post({ json })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRemoveSynonym() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.synonyms[":id"].delete.$post({ param: { id: String(id) } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all }),
  });
}
