/**
 * The "forgiving" key of a product name or a search word (decisions/0018): written the way it sounds, so a typo
 * or another inflection gives the same key. 'Carrinho' and 'carinho' → 'karin', 'Berço' and 'berso' → 'bers',
 * 'Fraldas' and 'fralda' → 'frald', 'Biberões' and 'biberão' → 'biber', 'Cadeira' and 'cadera' → 'kader'.
 *
 * The same rules run in two places that must agree byte for byte: here (the search words, in the Worker) and in
 * SQL (the products_fuzzy triggers of migrations/0014, which D1 runs in the same write as the product; D1 has no
 * custom functions). Both are built from the lists below as literal, case-sensitive replacements applied in
 * order — the only operation SQLite's replace() offers — after SQLite's lower(), which folds ASCII letters only.
 * What is left (other letters, case, diacritics, punctuation) is folded by the FTS5 tokenizer on both sides.
 * tests/worker/catalog-fuzzy-search.test.ts checks the triggers' keys against fuzzyKey for the whole demo
 * vocabulary, and that the triggers still hold fuzzyKeySql.
 */

/** A letter with a combining mark, composed (NFC); written so because code outside shared/copy has no accented text. */
const composed = (base: string, mark: string) => `${base}${mark}`.normalize("NFC");
const ACUTE_GRAVE_CIRCUMFLEX_TILDE_DIAERESIS = ["\u0301", "\u0300", "\u0302", "\u0303", "\u0308"];

/** Accented vowels (both cases: lower() leaves them alone) to plain ones; c cedilla sounds like s; n tilde is n. */
const LETTERS: [string, string][] = [
  ...[..."aeiou"].flatMap((v) =>
    ACUTE_GRAVE_CIRCUMFLEX_TILDE_DIAERESIS.map((m) => composed(v, m))
      .filter((c) => c.length === 1)
      .flatMap((c): [string, string][] => [
        [c, v],
        [c.toUpperCase(), v],
      ]),
  ),
  [composed("c", "\u0327"), "s"],
  [composed("C", "\u0327"), "s"],
  [composed("n", "\u0303"), "n"],
  [composed("N", "\u0303"), "n"],
];

/** Word separators the per-word endings below must see as a space (the tokenizer splits on them anyway). */
const SEPARATORS = [..."-()/,.+°º'\"&:;!?*%#"].map((c): [string, string] => [c, " "]);

/** Spellings of one sound to one spelling (order matters: ge/gi before gue/gui, ce/ci before c). */
const SOUNDS: [string, string][] = [
  ["ch", "x"],
  ["sh", "x"],
  ["ph", "f"],
  ["h", ""],
  ["qu", "k"],
  ["ge", "je"],
  ["gi", "ji"],
  ["gue", "ge"],
  ["gui", "gi"],
  ["ce", "se"],
  ["ci", "si"],
  ["c", "k"],
  ["z", "s"],
  ["y", "i"],
  ["w", "v"],
  // Diphthongs said, and often typed, as one vowel (migrations/0016): 'cadeira' ~ 'cadera', 'roupa' ~ 'ropa'.
  ["ei", "e"],
  ["ou", "o"],
];

/** Doubled letters once ('carrinho' ~ 'carinho', 'ss' ~ 's'). */
const DOUBLES = [..."abcdefghijklmnopqrstuvwxyz"].map((c): [string, string] => [c + c, c]);

/**
 * Word endings, on the name padded with spaces: a plural s, then up to two final vowels, go
 * ('fraldas' ~ 'fralda', 'biberões' ~ 'biberão', 'chupetas' ~ 'chupeta', 'bebé' ~ 'bebê').
 */
const ENDINGS: [string, string][] = [["s ", " "], ...[0, 1].flatMap(() => [..."aeiou"].map((v): [string, string] => [`${v} `, " "]))];

/** Two stages, because D1 allows SQL expressions only 100 deep: spelling (letters, separators), then sound. */
const FOLD: [string, string][] = [...LETTERS, ...SEPARATORS];
const SOUND: [string, string][] = [...SOUNDS, ...DOUBLES];

/** SQLite's lower(): ASCII letters only. */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The key of a name or of search words: space-separated word keys (the FTS5 tokenizer splits them). */
export function fuzzyKey(text: string): string {
  let s = asciiLower(text);
  for (const [from, to] of [...FOLD, ...SOUND]) s = s.replaceAll(from, to);
  s = ` ${s} `;
  for (const [from, to] of ENDINGS) s = s.replaceAll(from, to);
  return s;
}

const sqlString = (s: string) => `'${s.replaceAll("'", "''")}'`;
const replaceAllSql = (e: string, rules: [string, string][]) => rules.reduce((acc, [from, to]) => `replace(${acc}, ${sqlString(from)}, ${sqlString(to)})`, e);

/** fuzzyKey's first stage as an SQL expression over `column` (migrations/0014: the view products_fuzzy_folded). */
export const fuzzyFoldSql = (column: string) => replaceAllSql(`lower(${column})`, FOLD);

/** fuzzyKey's second stage over the first's result (the view products_fuzzy_keys). */
export const fuzzySoundSql = (column: string) => replaceAllSql(`' ' || ${replaceAllSql(column, SOUND)} || ' '`, ENDINGS);
