import type { Lang } from "../../../shared/languages";
import type { ProductRow } from "../../../shared/product-card";
import type { PriceHistoryEntry } from "../../../shared/reference-price";
import type { ListingFilter, NameStart, SearchFilter } from "./catalog.types";
import { CATALOG_LANGUAGE } from "./catalog-language";
import { HISTORY_COLUMN, historyByOwner, productHistorySql } from "./price-history.repo";

/**
 * The SQL text of the catalogue's pages, a listing page and a search page, each one statement (decisions/0023), and
 * the reading of their rows. Raw SQL: FTS5 has no query-builder form, and the listing is the shop's most frequent
 * query (building and mapping it per request cost more than running it).
 */

// The listing's orders, each the order of an index of migrations 0000/0034 (by category, subcategory or all products).
// By price, the products with nothing in stock come last (issue 44, decisions/0053), as in search.
const LISTING_ORDER: Record<ListingFilter["sort"], string> = {
  "price-low": "p.stock_quantity = 0, coalesce(p.sale_price_cents, p.price_cents), p.id",
  "price-high": "p.stock_quantity = 0, coalesce(p.sale_price_cents, p.price_cents) DESC, p.id DESC",
  "best-selling": "p.sold_quantity DESC, p.id DESC",
  newest: "p.created_at DESC, p.id DESC",
  featured: "p.stock_quantity DESC, p.created_at DESC, p.id DESC",
};

/**
 * A page's LIMIT and OFFSET as integer literals, not parameters (decisions/0029). SQLite plans a bound LIMIT or OFFSET
 * by its value, so binding one expires the prepared statement and every run prepared the whole statement again; as
 * literals, a statement's text is prepared once per page size and offset, then reused as it is.
 */
export function pageBounds(limit: number, offset: number): string {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new RangeError(`not a page: ${limit}, ${offset}`);
  return `LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * A listing page as one statement (decisions/0023): the page's products, with the total of the same filter (kept by
 * triggers without filters, decisions/0026; otherwise an uncorrelated count, evaluated once) and each product's
 * reference-price history. SQL text with numbered parameters, like search: the page is the shop's most frequent query,
 * and a query builder's per-request building and row mapping cost more than the query itself.
 */
export function listingSql(f: ListingFilter): { sql: string; params: (string | number)[] } {
  const params: (string | number)[] = [];
  const param = (v: string | number) => `?${params.push(v)}`;
  const size = f.size !== undefined ? param(f.size) : null;
  const where = [
    f.subcategoryId !== undefined
      ? `p.subcategory_id = ${param(f.subcategoryId)}`
      : f.categoryId !== undefined
        ? `p.category_id = ${param(f.categoryId)}`
        : null,
    "p.active = 1",
    f.minCents !== undefined ? `coalesce(p.sale_price_cents, p.price_cents) >= ${param(f.minCents)}` : null,
    f.maxCents !== undefined ? `coalesce(p.sale_price_cents, p.price_cents) <= ${param(f.maxCents)}` : null,
    size !== null ? `p.id IN (SELECT v.product_id FROM product_variants v WHERE v.size = ${size} AND v.active = 1)` : null,
  ]
    .filter((w) => w !== null)
    .join(" AND ");
  // Without filters, the total is the one the listing_totals_products_* triggers keep (docs/database-rules.md, decisions/0026); with any, a count.
  const filtered = f.minCents !== undefined || f.maxCents !== undefined || f.size !== undefined;
  const scope = f.subcategoryId !== undefined ? `s${f.subcategoryId}` : f.categoryId !== undefined ? `c${f.categoryId}` : "all";
  const total = filtered ? `(SELECT count(*) FROM products p WHERE ${where})` : `coalesce((SELECT total FROM listing_totals WHERE scope = ${param(scope)}), 0)`;
  // A size chosen: the products with that size in stock first, those where it is sold out after them (issue 44,
  // decisions/0053); the list of the first is read once (uncorrelated) by the variants' size index.
  const order =
    size !== null
      ? `p.id NOT IN (SELECT v.product_id FROM product_variants v WHERE v.size = ${size} AND v.active = 1 AND v.stock_quantity > 0), ${LISTING_ORDER[f.sort]}`
      : LISTING_ORDER[f.sort];
  const sql =
    `SELECT ${summarySql(f.lang)}, ${total} AS total, ${productHistorySql("p")} AS ${HISTORY_COLUMN} ` +
    `FROM products p WHERE ${where} ORDER BY ${order} ${pageBounds(f.limit, f.offset)}`;
  return { sql, params };
}

// Raw SQL for FTS5 (drizzle has no MATCH builder). products_fts holds active products only (see migration 0001).
// Parameters: ?1 every match, ?2 names starting with the first word, ?3 the rest; with the fuzzy fallback also ?4
// the fuzzy match (products_fuzzy, migration 0014, active products only as well) and ?5 the number of exact matches
// below which the fuzzy ones follow them (decisions/0018). The page's bounds are written in (pageBounds).
// Each statement exists once per language (decisions/0041): the name it shows and the indexes it reads are the
// language's (catalog-language.ts); the Spanish ones are the same statements over products_fts_es/products_fuzzy_es.
// Aliased to the API's camelCase names (the columns stay snake_case), matching productSummaryColumns.
// Stock, variant count, 'from' price and price_varies are the product_variants_after_* triggers', the rating the
// reviews_aggregate_* triggers' (docs/database-rules.md).
export const summarySql = (lang: Lang) =>
  `p.id, ${CATALOG_LANGUAGE[lang].name("p")} AS name, p.price_cents AS priceCents, p.sale_price_cents AS salePriceCents, p.image_key AS imageKey, p.stock_quantity AS stockQuantity, p.sku, p.variant_count AS variantCount, p.price_varies AS priceVaries, p.min_price_cents AS minPriceCents, ` +
  "CASE WHEN p.rating_count > 0 THEN round(CAST(p.rating_sum AS REAL) / p.rating_count, 1) END AS ratingAverage, p.rating_count AS reviewCount";

/**
 * For the results page's "did you mean" (spelling-suggestion.ts), from the first 200 names the fuzzy index matches
 * (?6, match.similar): how each name starts, as [start, names] pairs in the order the index gave them (by rowid). A
 * name's start is its text up to the first space, past leading spaces and punctuation ('Berço-Cama' for 'Berço-Cama
 * Azul'): its first word and what clings to it. Grouped here, so D1 answers a few pairs instead of 200 names
 * (decisions/0027). Only when the exact matches are enough (with few, the fuzzy matches are on the page itself and
 * nothing is suggested). A search that finds few reads them word by word in its way on (search-way-on-sql.ts).
 */
export const nameStartsSql = (lang: Lang, match: string, limit: string) => {
  const { fuzzy, name } = CATALOG_LANGUAGE[lang];
  return (
    "(SELECT json_group_array(json_array(start, names) ORDER BY first) FROM (SELECT start, count(*) AS names, min(seen) AS first FROM (" +
    `SELECT substr(t, 1, instr(t || ' ', ' ') - 1) AS start, seen FROM (SELECT ltrim(${name("s")}, ' -("''«*.') AS t, s.id AS seen ` +
    `FROM ${fuzzy} JOIN products s ON s.id = ${fuzzy}.rowid WHERE ${fuzzy} MATCH ${match} LIMIT ${limit})) GROUP BY start))`
  );
};

/** Where a search statement's text takes its page's bounds (searchStatement). */
const PAGE = "/* page */";

/**
 * How a search statement reads: "exact" (no word long enough for a fuzzy key), "fuzzy" (the fallback behind FEW), or
 * "similar" (the fallback, and the first row of the page also carries the names for "Procurava …?").
 */
export type SearchKind = "exact" | "fuzzy" | "similar";

/** Every search statement of one language, by kind and order. */
function searchSqlIn(lang: Lang): Record<SearchKind, Record<SearchFilter["sort"], string>> {
  const { fts, fuzzy, name } = CATALOG_LANGUAGE[lang];
  const EXACT = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?1`;
  const COUNT_EXACT = `SELECT count(*) FROM ${fts} WHERE ${fts} MATCH ?1`;
  /**
   * A fuzzy search statement counts the exact matches once, as `counts`: their number is the total's first part and
   * says whether they are few (FEW: fewer than ?5). FEW guards the fuzzy reads as their LIMIT (0 when the exact matches
   * are enough): SQLite computes a LIMIT once, before the loop, and skips a loop limited to 0, so a search that finds
   * enough never reads the fuzzy index. (As a WHERE term it did not stop the index being read.)
   */
  const WITH_COUNTS = `WITH counts(exact) AS MATERIALIZED (${COUNT_EXACT}) `;
  const EXACT_COUNT = "(SELECT exact FROM counts)";
  const FEW = `(${EXACT_COUNT} < ?5)`;
  /** The fuzzy matches that are not exact ones, only when the exact ones are few (so the NOT IN list is short). */
  const FUZZY_ONLY = `FROM (SELECT rowid FROM ${fuzzy} WHERE ${fuzzy} MATCH ?4 AND rowid NOT IN (${EXACT}) LIMIT CASE WHEN ${FEW} THEN -1 ELSE 0 END)`;
  /**
   * The relevance page's fuzzy tier: the same rows as FUZZY_ONLY, read straight from the index so that it yields them
   * newest first and the page merges it with the other tiers without sorting it (decisions/0029; FUZZY_ONLY's subquery
   * was read whole, 3,000 rows for 'berso', and sorted into a temp B-tree). FEW chooses the MATCH itself: the fuzzy
   * match, or '""', an empty phrase, which FTS5 matches to no row without reading the index.
   */
  const FUZZY_TIER = `SELECT rowid, 2 AS tier FROM ${fuzzy} WHERE ${fuzzy} MATCH (CASE WHEN ${FEW} THEN ?4 ELSE '""' END) AND rowid NOT IN (${EXACT})`;
  // The total is on the indexes alone (both hold active products only): the exact matches, plus the fuzzy-only ones.
  // Uncorrelated, so SQLite computes it once per statement; every row of the page carries it, and its price history.
  const TOTAL_SQL = { exact: `(${COUNT_EXACT})`, fuzzy: `(${EXACT_COUNT} + (SELECT count(*) ${FUZZY_ONLY}))` };
  const NAME_STARTS = nameStartsSql(lang, "?6", `CASE WHEN ${FEW} THEN 0 ELSE 200 END`);

  /** The page's columns; `order` is the statement's ORDER BY (the "similar" names go on the row it puts first). */
  const pageColumns = (kind: SearchKind, order: string) =>
    `${summarySql(lang)}, ${TOTAL_SQL[kind === "exact" ? "exact" : "fuzzy"]} AS total, ${kind === "exact" ? "0" : FEW} AS fuzzyUsed, ` +
    `${productHistorySql("p")} AS ${HISTORY_COLUMN}, ` +
    `${kind === "similar" ? `CASE WHEN row_number() OVER (ORDER BY ${order}) = 1 THEN ${NAME_STARTS} END` : "NULL"} AS similar`;

  // Relevance: names starting with the first word, then the rest, then (fallback) the fuzzy matches; newest first within
  // each. The indexes yield every list in rowid order, so SQLite merges them and stops at the page (no per-row scoring).
  function relevanceSql(kind: SearchKind) {
    const order = "f.tier, f.rowid DESC";
    return (
      `${kind === "exact" ? "" : WITH_COUNTS}SELECT ${pageColumns(kind, order)} FROM (SELECT rowid, tier FROM (` +
      `SELECT rowid, 0 AS tier FROM ${fts} WHERE ${fts} MATCH ?2 UNION ALL ` +
      `SELECT rowid, 1 AS tier FROM ${fts} WHERE ${fts} MATCH ?3` +
      (kind === "exact" ? "" : ` UNION ALL ${FUZZY_TIER}`) +
      `) ORDER BY tier, rowid DESC ${PAGE}) f JOIN products p ON p.id = f.rowid ORDER BY ${order}`
    );
  }
  // Other orders need every match's price or name; out-of-stock products go last; fuzzy matches after the exact ones.
  // CROSS JOIN keeps the matches as the outer loop (otherwise SQLite may walk every active product by a price index).
  function searchByColumn(by: string, kind: SearchKind) {
    if (kind === "exact") {
      const order = `p.stock_quantity = 0, ${by}`;
      return `SELECT ${pageColumns(kind, order)} FROM products p WHERE p.id IN (${EXACT}) AND p.active = 1 ORDER BY ${order} ${PAGE}`;
    }
    const order = `f.tier, p.stock_quantity = 0, ${by}`;
    return (
      `${WITH_COUNTS}SELECT ${pageColumns(kind, order)} FROM (SELECT rowid, 0 AS tier FROM ${fts} WHERE ${fts} MATCH ?1 UNION ALL SELECT rowid, 1 AS tier ${FUZZY_ONLY}) f ` +
      `CROSS JOIN products p ON p.id = f.rowid WHERE p.active = 1 ORDER BY ${order} ${PAGE}`
    );
  }
  const searchSql = (kind: SearchKind): Record<SearchFilter["sort"], string> => ({
    relevance: relevanceSql(kind),
    "price-low": searchByColumn("coalesce(p.sale_price_cents, p.price_cents), p.id", kind),
    "price-high": searchByColumn("coalesce(p.sale_price_cents, p.price_cents) DESC, p.id", kind),
    name: searchByColumn(`${name("p")} COLLATE NOCASE, p.id`, kind),
  });
  return { exact: searchSql("exact"), fuzzy: searchSql("fuzzy"), similar: searchSql("similar") };
}
const SEARCH_SQL: Record<Lang, ReturnType<typeof searchSqlIn>> = { pt: searchSqlIn("pt"), es: searchSqlIn("es") };

/** A search page's statement: its language's, kind's and order's text, with the page's bounds written in (pageBounds). */
export const searchStatement = (lang: Lang, kind: SearchKind, sort: SearchFilter["sort"], limit: number, offset: number) =>
  SEARCH_SQL[lang][kind][sort].replace(PAGE, pageBounds(limit, offset));

/**
 * The values a search statement binds, by its parameters' numbers (above). SQLite counts a statement's parameters up
 * to the highest number it names, and D1 refuses any other number of values. An exact statement ordered by price or
 * by name names only ?1 (words too short for a fuzzy key, such as 'rn'), so it takes ?1 alone: bound with ?2 and ?3
 * as well, every such search answered 500. The others name ?3, ?5 or ?6 and take every value up to it.
 */
export function searchBindings(kind: SearchKind, sort: SearchFilter["sort"], f: Pick<SearchFilter, "match" | "fuzzyBelow">): (string | number)[] {
  const { all, starts, rest, fuzzy, similar } = f.match;
  if (kind === "exact") return sort === "relevance" ? [all, starts, rest] : [all];
  if (fuzzy === null || similar === null) throw new Error("a fuzzy search statement without fuzzy keys");
  return [all, starts, rest, fuzzy, f.fuzzyBelow, ...(kind === "similar" ? [similar] : [])];
}

/** The columns every page row has (listingSql and pageColumns); D1 answers them as arrays, read here by name. */
const PAGE_COLUMNS = [
  "id",
  "name",
  "priceCents",
  "salePriceCents",
  "imageKey",
  "stockQuantity",
  "sku",
  "variantCount",
  "priceVaries",
  "minPriceCents",
  "ratingAverage",
  "reviewCount",
  "total",
  HISTORY_COLUMN,
] as const;

/**
 * A page from D1's raw answer (its column names, then a row of values each): the products, the total (none on an
 * empty page), their price history by product, and the search columns when present. Arrays, not D1's objects: one
 * object per product is built, not three.
 */
export function pageOf([names = [], ...values]: unknown[][]) {
  if (values.length === 0) return { rows: [], total: 0, history: new Map<number, PriceHistoryEntry[]>(), fuzzyUsed: false, nameStarts: [] as NameStart[] };
  const at = Object.fromEntries(PAGE_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<(typeof PAGE_COLUMNS)[number], number>;
  if (Object.values(at).some((i) => i < 0)) throw new Error(`a page query lacks a column: ${names.join(", ")}`);
  const rows: ProductRow[] = values.map((v) => ({
    id: v[at.id] as number,
    name: v[at.name] as string,
    priceCents: v[at.priceCents] as number,
    salePriceCents: v[at.salePriceCents] as number | null,
    imageKey: v[at.imageKey] as string | null,
    stockQuantity: v[at.stockQuantity] as number,
    sku: v[at.sku] as string,
    variantCount: v[at.variantCount] as number,
    // SQLite's 0/1 where the API has a boolean.
    priceVaries: v[at.priceVaries] === 1,
    minPriceCents: v[at.minPriceCents] as number,
    ratingAverage: v[at.ratingAverage] as number | null,
    reviewCount: v[at.reviewCount] as number,
  }));
  const first = values[0] as unknown[];
  const column = (name: string) => (names.includes(name) ? first[names.indexOf(name)] : undefined);
  return {
    rows,
    total: first[at.total] as number,
    history: historyByOwner(values.map((v) => ({ ownerId: v[at.id] as number, history: v[at.history] as string | null }))),
    fuzzyUsed: column("fuzzyUsed") === 1,
    nameStarts: JSON.parse((column("similar") as string | null | undefined) ?? "[]") as NameStart[],
  };
}
