import type { Lang } from "../../../shared/languages";
import type { WayOnArm } from "./catalog.types";
import { CATALOG_LANGUAGE } from "./catalog-language";
import { nameStartsSql, pageBounds, summarySql } from "./catalog-page-sql";
import { HISTORY_COLUMN, productHistorySql } from "./price-history.repo";

/**
 * The SQL of a search's way on (decisions/0035), run only when a search finds few products: the products matching
 * most of its words, and the names for "Procurava …?". Both read the search indexes by MATCH only, and every read
 * stops early: a word's count at WORD_COUNT_CAP matches, a group of words at the page.
 */

/** A word's matches are counted up to this: enough to tell a rare word from a common one, never a walk of the index. */
export const WORD_COUNT_CAP = 1000;

/**
 * The products matching most of the words. Parameters: ?1…?n each word's prefix query, then each arm's query (a group
 * of words, matching those and none of the others: search-way-on.ts). `counts` holds each word's capped count (n1…nn),
 * once per statement. Each arm is read newest first from the index and stops at `limit` rows; of those (at most
 * arms × limit), the page keeps the groups with more words first, then those whose words match fewer products
 * (rarer words say more of what is wanted), newest first.
 */
export function partialSql(lang: Lang, words: number, arms: WayOnArm[], limit: number): string {
  const { fts } = CATALOG_LANGUAGE[lang];
  const counts = Array.from(
    { length: words },
    (_, i) => `(SELECT count(*) FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ?${i + 1} LIMIT ${WORD_COUNT_CAP})) AS n${i + 1}`,
  ).join(", ");
  const arm = (a: WayOnArm, k: number) =>
    `SELECT * FROM (SELECT rowid, ${a.words.length} AS size, (SELECT ${a.words.map((w) => `n${w + 1}`).join(" + ")} FROM counts) AS weight ` +
    `FROM ${fts} WHERE ${fts} MATCH ?${words + k + 1} ORDER BY rowid DESC ${pageBounds(limit, 0)})`;
  const order = "f.size DESC, f.weight, f.rowid DESC";
  return (
    `WITH counts AS MATERIALIZED (SELECT ${counts}) ` +
    `SELECT ${summarySql(lang)}, 0 AS total, ${productHistorySql("p")} AS ${HISTORY_COLUMN} ` +
    `FROM (SELECT rowid, size, weight FROM (${unionAll(arms.map(arm))}) f ORDER BY ${order} ${pageBounds(limit, 0)}) f ` +
    `JOIN products p ON p.id = f.rowid WHERE p.active = 1 ORDER BY ${order}`
  );
}

/** D1 allows 5 terms in a compound SELECT: more are nested, five at a time. */
const COMPOUND_TERMS = 5;
function unionAll(parts: string[]): string {
  if (parts.length <= COMPOUND_TERMS) return parts.join(" UNION ALL ");
  const groups = Array.from({ length: Math.ceil(parts.length / COMPOUND_TERMS) }, (_, i) => parts.slice(i * COMPOUND_TERMS, (i + 1) * COMPOUND_TERMS));
  return unionAll(groups.map((g) => `SELECT * FROM (${unionAll(g)})`));
}

/**
 * "Procurava …?" for a search that found few, word by word: for each word's forgiving key (?1…, whole), how the first
 * 200 names holding it start. One column per key, so a common word's names never crowd out another's.
 */
export const wayOnNamesSql = (lang: Lang, keys: number) =>
  `SELECT ${Array.from({ length: keys }, (_, i) => `${nameStartsSql(lang, `?${i + 1}`, "200")} AS k${i + 1}`).join(", ")}`;
