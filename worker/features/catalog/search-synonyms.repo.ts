import type { Lang } from "../../../shared/languages";
import type { Synonym, SynonymInput } from "../../../shared/search-insights";

const COLUMNS = "id, language, term, synonym, created_by AS createdBy, created_at AS createdAt";

/**
 * Search synonyms (issue 48, decisions/0078): a word shoppers type and the catalogue's words for it, per language. Adding
 * or removing one draws a new catalogue version token (trigger), so cached searches answer with it at once; each change
 * writes its audit row in the same batch.
 */
export function searchSynonymsRepo(d1: D1Database) {
  return {
    /** The synonyms of the words given (already as search compares them), by word. */
    async forWords(lang: Lang, words: string[]): Promise<Map<string, string>> {
      if (words.length === 0) return new Map();
      const { results } = await d1
        .prepare(`SELECT term, synonym FROM search_synonyms WHERE language = ?1 AND term IN (${words.map((_, i) => `?${i + 2}`).join(",")})`)
        .bind(lang, ...words)
        .all<{ term: string; synonym: string }>();
      return new Map(results.map((r) => [r.term, r.synonym]));
    },

    async list(lang: Lang) {
      const { results } = await d1.prepare(`SELECT ${COLUMNS} FROM search_synonyms WHERE language = ?1 ORDER BY term`).bind(lang).all<Synonym>();
      return results;
    },

    /** The new synonym, or null when the word has one already in that language; audited in the same batch. */
    async add(s: SynonymInput, actor: string): Promise<Synonym | null> {
      const [inserted] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO search_synonyms (language, term, synonym, created_by) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (language, term) DO NOTHING RETURNING ${COLUMNS}`,
          )
          .bind(s.language, s.term, s.synonym, actor),
        // changes(): the statement before it in the batch, the insert (0 when the word had a synonym already).
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, after)
             SELECT ?1, 'search.synonym_added', json_object('id', id, 'language', language, 'term', term, 'synonym', synonym)
             FROM search_synonyms WHERE language = ?2 AND term = ?3 AND changes() = 1`,
          )
          .bind(actor, s.language, s.term),
      ]);
      return (inserted?.results[0] as Synonym | undefined) ?? null;
    },

    /** Removes it (true), or false when it is already gone; audited in the same batch. */
    async remove(id: number, actor: string) {
      const [, deleted] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before)
             SELECT ?2, 'search.synonym_removed', json_object('id', id, 'language', language, 'term', term, 'synonym', synonym) FROM search_synonyms WHERE id = ?1`,
          )
          .bind(id, actor),
        d1.prepare("DELETE FROM search_synonyms WHERE id = ?1").bind(id),
      ]);
      return (deleted?.meta.changes ?? 0) > 0;
    },
  };
}
export type SearchSynonymsRepo = ReturnType<typeof searchSynonymsRepo>;
