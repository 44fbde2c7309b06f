import type { Lang } from "../../../shared/languages";
import type { SearchCountRow } from "../../../shared/search-insights";

const LISTED = 50;

/**
 * What shoppers searched for (issue 48, decisions/0078): one row per Lisbon day, language and search, counted by the
 * database (an upsert: parallel searches all count). Nothing about who searched is written.
 */
export function searchCountsRepo(d1: D1Database) {
  const SUMS = "query, sum(searches) AS searches, sum(zero_results) AS zeroResults, sum(opened) AS opened";
  return {
    seen: (day: string, lang: Lang, query: string, found: boolean) =>
      d1
        .prepare(
          `INSERT INTO search_counts (day, language, query, searches, zero_results) VALUES (?1, ?2, ?3, 1, ?4)
           ON CONFLICT (day, language, query) DO UPDATE SET searches = searches + 1, zero_results = zero_results + excluded.zero_results`,
        )
        .bind(day, lang, query, found ? 0 : 1)
        .run(),

    /** A result opened: counted only for a search counted that day (an open never makes a search up). */
    opened: (day: string, lang: Lang, query: string) =>
      d1.prepare("UPDATE search_counts SET opened = opened + 1 WHERE day = ?1 AND language = ?2 AND query = ?3").bind(day, lang, query).run(),

    /** The period's searches in one batch: how many in all, the most made, those that found nothing, those never opened. */
    async report(fromDay: string, toDay: string, lang: Lang) {
      const range = "day BETWEEN ?1 AND ?2 AND language = ?3";
      const [total, top, zero, unopened] = await d1.batch([
        d1.prepare(`SELECT coalesce(sum(searches), 0) AS n FROM search_counts WHERE ${range}`).bind(fromDay, toDay, lang),
        d1.prepare(`SELECT ${SUMS} FROM search_counts WHERE ${range} GROUP BY query ORDER BY searches DESC, query LIMIT ${LISTED}`).bind(fromDay, toDay, lang),
        d1
          .prepare(
            `SELECT ${SUMS} FROM search_counts WHERE ${range} GROUP BY query HAVING sum(zero_results) > 0 ORDER BY zeroResults DESC, query LIMIT ${LISTED}`,
          )
          .bind(fromDay, toDay, lang),
        d1
          .prepare(
            `SELECT ${SUMS} FROM search_counts WHERE ${range} GROUP BY query HAVING sum(searches) > sum(zero_results) AND sum(opened) = 0
             ORDER BY searches DESC, query LIMIT ${LISTED}`,
          )
          .bind(fromDay, toDay, lang),
      ]);
      const list = (r: D1Result | undefined) => (r?.results ?? []) as SearchCountRow[];
      return { searches: (total?.results[0] as { n: number } | undefined)?.n ?? 0, top: list(top), zeroResults: list(zero), unopened: list(unopened) };
    },
  };
}
export type SearchCountsRepo = ReturnType<typeof searchCountsRepo>;
