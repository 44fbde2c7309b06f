import { searchInsightsCopy } from "../../../shared/copy/back-office/search-insights";
import type { Lang } from "../../../shared/languages";
import { countedQuery, looksPersonal, type SearchInsights, type SearchInsightsQuery, type SynonymInput } from "../../../shared/search-insights";
import { searchWord } from "../../../shared/search-word";
import { shopDay } from "../../../shared/shop-day";
import { DomainError } from "../../lib/domain-error";
import type { SearchCountsRepo } from "./search-counts.repo";
import type { SearchSynonymsRepo } from "./search-synonyms.repo";

const e = searchInsightsCopy.errors;

/**
 * What shoppers search for (issue 48, decisions/0078): the results page's searches counted per Lisbon day and language,
 * without who searched, and a search that looks like someone's data not at all; the back-office's report of them, and
 * the synonyms search uses.
 */
export function searchInsightsService(counts: SearchCountsRepo, synonyms: SearchSynonymsRepo, now = () => new Date()) {
  const counted = (q: string) => {
    const query = countedQuery(q);
    return query.length >= 2 && !looksPersonal(query) ? query : null;
  };
  return {
    async seen(lang: Lang, q: string, total: number) {
      const query = counted(q);
      if (query) await counts.seen(shopDay(now()), lang, query, total > 0);
    },
    async opened(lang: Lang, q: string) {
      const query = counted(q);
      if (query) await counts.opened(shopDay(now()), lang, query);
    },
    async report(q: SearchInsightsQuery): Promise<SearchInsights> {
      return { from: q.from, to: q.to, language: q.language, ...(await counts.report(q.from, q.to, q.language)) };
    },
    synonyms: (lang: Lang) => synonyms.list(lang),
    async addSynonym(s: SynonymInput, actor: string) {
      const added = await synonyms.add({ ...s, term: searchWord(s.term), synonym: s.synonym.replace(/\s+/g, " ") }, actor);
      if (!added) throw new DomainError("synonym_exists", () => e.duplicate, "term");
      return added;
    },
    async removeSynonym(id: number, actor: string) {
      if (!(await synonyms.remove(id, actor))) throw new DomainError("synonym_not_found", () => e.notFound);
    },
  };
}
export type SearchInsightsService = ReturnType<typeof searchInsightsService>;
