import { subcategoryPath } from "../../../shared/categories";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import { categoryPath, taxonomyNameIn } from "../../../shared/page-tables";
import { searchWord as fold } from "../../../shared/search-word";
import type { CategoryRow, SubcategoryRow, WayOnArm } from "./catalog.types";
import { fuzzyKey } from "./fuzzy-key";
import { allOf, singulars, stem, wordQuery } from "./plurals";

/**
 * A search that finds few products offers a way on (decisions/0035): the products matching most of its words, the
 * categories whose names match a word, and "Procurava …?". This file holds the pure part: which words count, the
 * FTS5 queries for "most of the words", and the categories.
 */

/** Words that say what is wanted: 3 letters or more and not one of these (they match half the catalogue). */
const STOPWORDS = new Set(["com", "sem", "para", "por", "dos", "das", "nos", "nas", "uma", "pelo", "pela", "the", "and"]);

/** Only the first words count for "most of the words": 4 words make 14 groups of words, each one index read. */
export const WAY_ON_WORDS = 4;

/** A word matching more categories than this ('bebe' in 'Roupas de Bebé', 'Carrinhos de Bebé', …) says little. */
const GENERIC_WORD_CATEGORIES = 3;

/** At most this many categories are offered. */
export const WAY_ON_CATEGORIES = 6;

/** Lower case without accents: how products_fts compares words (unicode61, remove_diacritics). */

/** The words of a query that say what is wanted, each once (by its folded stem), in the order typed. */
export function contentWords(q: string, stem: (w: string) => string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const w of q
    .normalize("NFC")
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8) ?? []) {
    const key = fold(stem(w));
    if (key.length < 3 || STOPWORDS.has(fold(w)) || seen.has(key)) continue;
    seen.add(key);
    words.push(w);
  }
  return words;
}

/**
 * "Most of the words": one FTS5 query per group of the words (every group but the whole query), each group matching
 * exactly its words and none of the others, so the groups never share a product. Bigger groups first; the statement
 * puts groups of one size in order of how rare their words are. With a word too short to count ('de'), the group of
 * every counted word is a way on too. `typed` is how many words the query has.
 */
export function partialArms(words: string[], typed: number, lang: Lang): WayOnArm[] {
  const used = words.slice(0, WAY_ON_WORDS);
  const terms = used.map((w) => wordQuery(w, lang));
  const arms: WayOnArm[] = [];
  for (let mask = (1 << used.length) - 1; mask > 0; mask--) {
    const inside = used.map((_, i) => i).filter((i) => mask & (1 << i));
    if (inside.length === used.length && used.length === typed) continue;
    const outside = used.map((_, i) => i).filter((i) => !(mask & (1 << i)));
    const match = `(${allOf(inside.map((i) => terms[i]!))})${outside.length ? ` NOT (${outside.map((i) => terms[i]).join(" OR ")})` : ""}`;
    arms.push({ match, words: inside });
  }
  return arms.sort((a, b) => b.words.length - a.words.length);
}

/** Each word's forgiving keys (3 letters or more, each once) as whole FTS5 tokens: "Procurava …?" word by word. */
export const wordKeys = (words: string[]) => [
  ...new Set(
    words
      .flatMap((w) => fuzzyKey(w).split(" "))
      .filter((k) => k.length >= 3)
      .map((k) => `"${k}"`),
  ),
];

/** Each word as the FTS5 query the search uses ("fraldas" → "fralda"*, plurals.ts), for the per-word counts. */
export const wordTerms = (words: string[], lang: Lang) => words.slice(0, WAY_ON_WORDS).map((w) => wordQuery(w, lang));

export interface CategoryLink {
  name: string;
  path: string;
}

/**
 * Does a category's name have a word that the query word starts (accents and case ignored), that is its singular
 * (plurals.ts), or that sounds the same?
 */
function matches(name: string, word: string, lang: Lang): boolean {
  const start = fold(stem(word));
  const singular = new Set(singulars(word, lang));
  const key = fuzzyKey(word).trim();
  return (name.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? []).some(
    (n) => fold(n).startsWith(start) || singular.has(fold(n)) || (key.length >= 3 && fuzzyKey(n).trim() === key),
  );
}

/**
 * The categories and subcategories whose names match a word of the query, as links to their pages: those matching
 * more words first, then by the first word they match, subcategories (narrower) before categories. A word matching
 * more than a few is left out when another word matches any ('banheira bebe' offers Banheira, not every "de Bebé").
 */
export function categoryLinks(words: string[], cats: CategoryRow[], subs: SubcategoryRow[], lang: Lang = DEFAULT_LANG): CategoryLink[] {
  const catById = new Map(cats.map((c) => [c.id, c]));
  const entries = [
    ...subs.flatMap((s) => {
      const parent = catById.get(s.categoryId);
      const page = parent && categoryPath(parent.slug, lang);
      return page ? [{ name: taxonomyNameIn("subcategory", s.slug, lang, s.name), path: subcategoryPath(page, s.slug), narrow: 0 }] : [];
    }),
    ...cats.flatMap((c) => {
      const page = categoryPath(c.slug, lang);
      return page ? [{ name: taxonomyNameIn("category", c.slug, lang, c.name), path: page, narrow: 1 }] : [];
    }),
  ];
  const byWord = words.map((w) => entries.filter((e) => matches(e.name, w, lang)));
  const specific = byWord.some((m) => m.length > 0 && m.length <= GENERIC_WORD_CATEGORIES);
  const found = new Map<string, { entry: (typeof entries)[number]; words: number; first: number }>();
  byWord.forEach((matched, i) => {
    if (specific && matched.length > GENERIC_WORD_CATEGORIES) return;
    for (const entry of matched) {
      const seen = found.get(entry.path);
      if (seen) seen.words++;
      else found.set(entry.path, { entry, words: 1, first: i });
    }
  });
  return [...found.values()]
    .sort((a, b) => b.words - a.words || a.first - b.first || a.entry.narrow - b.entry.narrow || a.entry.name.localeCompare(b.entry.name, lang))
    .slice(0, WAY_ON_CATEGORIES)
    .map(({ entry }) => ({ name: entry.name, path: entry.path }));
}
