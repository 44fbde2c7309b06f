import type { Lang } from "../../../shared/languages";
import { searchWord as fold } from "../../../shared/search-word";

/**
 * A plural typed finds the singular (issue 44, decisions/0055). Each search word is a prefix query of its own stem
 * (stem: the final s dropped), which finds the singulars that are a prefix of the plural ('fraldas' → "fralda"*,
 * 'cunas' → "cuna"*); the singulars that are not ('biberones' → Biberón, 'biberões' → Biberão, 'lençóis' → Lençol,
 * 'cobertores' → Cobertor) are added as whole words, by the plural rules of the language searched. The index and the
 * query fold accents and case alike (unicode61 remove_diacritics 2), so the rules read and write folded letters.
 */

/** Lower case without accents: how products_fts compares words (unicode61, remove_diacritics). */

/** A plural typed finds the singular: a final s (not ss) of a word of 5 letters or more is dropped before the prefix match. */
export const stem = (w: string) => (w.length >= 5 && /[^sS][sS]$/.test(w) ? w.slice(0, -1) : w);

/** Words shorter than this take no plural rule ('mais' is not the plural of 'mal'), but for a typed tilde ('mãos'). */
const PLURAL_MIN = 5;

/** A Portuguese plural of four letters with its tilde typed ('mãos', 'pães', 'cães'): -ãos, -ães, -ões. */
const TILDE_PLURAL = /[ao]\u0303[oe]s$/;

/** A plural's ending (over the folded word) and what replaces it in the singular; every rule that fits is tried. */
type Rule = [plural: RegExp, singular: string];

/**
 * Portuguese: -ões/-ães/-ãos → -ão ('biberões' → 'biberão'); -ais → -al, -éis → -el or -il ('anéis' → 'anel',
 * 'fáceis' → 'fácil'), -óis → -ol ('lençóis' → 'lençol'), -uis → -ul, a consonant's -is → -il ('funis' → 'funil');
 * -ns → -m ('nuvens' → 'nuvem'); -res/-zes/-ses → without -es ('cobertores' → 'cobertor', 'luzes' → 'luz').
 */
const PT: Rule[] = [
  [/oes$/, "ao"],
  [/aes$/, "ao"],
  [/ais$/, "al"],
  [/eis$/, "el"],
  [/eis$/, "il"],
  [/ois$/, "ol"],
  [/uis$/, "ul"],
  [/([^aeiou])is$/, "$1il"],
  [/ns$/, "m"],
  [/([rzs])es$/, "$1"],
];

/**
 * Spanish: -es after a consonant goes ('biberones' → 'biberón', 'colchones' → 'colchón', 'pañales' → 'pañal',
 * 'colores' → 'color'), -ces → -z ('luces' → 'luz', not 'luc'); the accent the singular takes is folded away on both sides.
 */
const ES: Rule[] = [
  [/ces$/, "z"],
  [/([^aeiouc])es$/, "$1"],
];

const RULES: Record<Lang, Rule[]> = { pt: PT, es: ES };

/**
 * The singulars of a word that its stem's prefix query does not find, folded (no accents, lower case), each a whole
 * FTS5 token: [] for a word that is no plural of `lang`, or whose singular starts with its stem.
 */
export function singulars(word: string, lang: Lang): string[] {
  const w = fold(word);
  if (!/[^s]s$/.test(w)) return [];
  const long = w.length >= PLURAL_MIN;
  if (!long && !TILDE_PLURAL.test(word.normalize("NFD").toLowerCase())) return [];
  const found = new Set<string>();
  for (const [plural, singular] of RULES[lang]) {
    if (!plural.test(w)) continue;
    const s = w.replace(plural, singular);
    // A word of two letters or fewer is no singular worth a match ('res' → 'r').
    if (s.length >= 3) found.add(s);
  }
  // Four letters: the stem keeps the s ('mãos'* finds only 'mãos'), so the s dropped is a singular too ('mão').
  if (!long) found.add(w.slice(0, -1));
  const prefix = fold(stem(word));
  return [...found].filter((s) => !s.startsWith(prefix));
}

/**
 * A word as an FTS5 query: its stem as a prefix, or that and its singulars (plurals.ts) as alternatives. `first`
 * anchors every alternative to the name's start (the relevance page's first tier).
 */
export function wordQuery(word: string, lang: Lang, first = false): string {
  const anchor = first ? "^" : "";
  const prefix = `${anchor}"${stem(word)}"*`;
  const alternatives = singulars(word, lang);
  if (alternatives.length === 0) return prefix;
  return `(${[prefix, ...alternatives.map((s) => `${anchor}"${s}"`)].join(" OR ")})`;
}

/**
 * Words that must all match, as one FTS5 query: side by side as before ('"berco"* "portatil"*'), or joined by AND
 * when a word has alternatives, since FTS5 joins a parenthesised group to its neighbours only by an operator
 * ('("biberone"* OR "biberon") "de"*' is a syntax error).
 */
export const allOf = (terms: string[]) => terms.join(terms.some((t) => t.startsWith("(")) ? " AND " : " ");
