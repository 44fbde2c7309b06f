import { searchWord as fold } from "../../../shared/search-word";
import type { NameStart } from "./catalog.types";
import { fuzzyKey } from "./fuzzy-key";

/** Lower case without accents: how products_fts compares words (unicode61, remove_diacritics). */
const keyOf = (w: string) => fuzzyKey(w).trim();
/** The word without its final vowels and s: 'biberões' and 'biberão' are one word, inflected, not two spellings. */
const root = (w: string) => fold(w).replace(/[aeious]+$/, "");

/**
 * "Procurava …?" (decisions/0018): the shopper's words with each word replaced by the first word of a product name that
 * sounds the same but is spelled otherwise ('carinho' → 'carrinho'), or null when no word has one. The names are those
 * the fuzzy index matched; `stem` is the search's own stem. A name word that starts with the query word's stem was
 * found already by the exact search ('fraldas' finds 'Fralda'), and one that differs only in its ending is the same
 * word inflected ('biberão', 'biberões'), so neither is suggested; among the others, the most frequent wins (the
 * first seen on a tie). `starts` says how the names start (their text up to the first space) and how many start so, in
 * the order the names were read (decisions/0027).
 */
export function spellingSuggestion(q: string, starts: NameStart[], stem: (w: string) => string, minKey: number): string | null {
  const words = q.normalize("NFC").match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  // A name starts with what the product is ('Carrinho de Passeio … Carinho Azul': the brand comes later), and that is
  // what a misspelt search is after; so only first words are offered ('carrinho' is not sent to the brand 'Carinho').
  // Each distinct first word once, with how many names start with it ('Berço' and 'Berço-Cama' both start with 'Berço').
  const firstWords = new Map<string, number>();
  for (const [start, count] of starts) {
    const t = start.match(/[\p{L}\p{N}]+/u)?.[0];
    if (t) firstWords.set(t, (firstWords.get(t) ?? 0) + count);
  }
  let changed = false;
  const suggested = words.map((w) => {
    const key = keyOf(w);
    if (key.length < minKey) return w.toLowerCase();
    const found = fold(stem(w));
    const counts = new Map<string, number>();
    for (const [t, n] of firstWords) {
      if (fold(t).startsWith(found) || root(t) === root(w) || keyOf(t) !== key) continue;
      const lower = t.toLowerCase();
      counts.set(lower, (counts.get(lower) ?? 0) + n);
    }
    let best: string | undefined;
    for (const [word, n] of counts) if (best === undefined || n > counts.get(best)!) best = word;
    if (best === undefined) return w.toLowerCase();
    changed = true;
    return best;
  });
  return changed ? suggested.join(" ") : null;
}
