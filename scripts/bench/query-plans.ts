import { LISTING_SORTS, SEARCH_SORTS } from "../../shared/constants";
import { LANGUAGES } from "../../shared/languages";
import { createDb } from "../../worker/db/client";
import { catalogRepo } from "../../worker/features/catalog/catalog.repo";
import { FUZZY_FALLBACK_BELOW, stem, toMatchQuery } from "../../worker/features/catalog/catalog.service";
import { priceHistoryRepo } from "../../worker/features/catalog/price-history.repo";
import { contentWords, partialArms, wordKeys, wordTerms } from "../../worker/features/catalog/search-way-on";
import { variantsRepo } from "../../worker/features/catalog/variants.repo";

/**
 * Runs the catalogue repo's real queries against a D1 binding that records every statement, then asks
 * SQLite for each statement's plan. A plain `SCAN products` (no index) is a full scan of the table; the same for
 * product_variants and price_history, and for the search indexes products_fts and products_fuzzy (and their Spanish twins) without a MATCH.
 */
export async function checkQueryPlans(d1: any) {
  const recorded: { sql: string; params: unknown[] }[] = [];
  const recordingD1 = new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => {
          const stmt = target.prepare(sql);
          const entry = { sql, params: [] as unknown[] };
          recorded.push(entry);
          return new Proxy(stmt, {
            get(s, p) {
              if (p === "bind")
                return (...params: unknown[]) => {
                  entry.params = params;
                  return s.bind(...params);
                };
              const v = s[p];
              return typeof v === "function" ? v.bind(s) : v;
            },
          });
        };
      }
      const v = target[prop];
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  const repo = catalogRepo(createDb(recordingD1));
  const variants = variantsRepo(createDb(recordingD1));
  // Every read that shows words runs once per language (decisions/0041: the Spanish ones read the Spanish indexes).
  for (const lang of LANGUAGES) {
    await repo.featured(8, lang);
    for (const sort of LISTING_SORTS) {
      await repo.list({ lang, sort, limit: 52, offset: 52 });
      await repo.list({ lang, sort, categoryId: 2, limit: 52, offset: 0 });
      await repo.list({ lang, sort, subcategoryId: 5, minCents: 1000, maxCents: 5000, limit: 52, offset: 0 });
      await repo.list({ lang, sort, categoryId: 4, size: "0-3 meses", limit: 52, offset: 0 });
    }
    // Product page and cart: a product's variants; the size filter's chips.
    await variants.activeOf([1234], lang);
    await variants.activeOf([1, 2, 3, 4, 5], lang);
    // Search: the exact and prefix matches, with (decisions/0018) the fuzzy fallback and the "did you mean" names.
    for (const sort of SEARCH_SORTS) {
      await repo.search({ lang, match: toMatchQuery("berco portatil", lang)!, sort, limit: 6, offset: 0, fuzzyBelow: FUZZY_FALLBACK_BELOW, suggest: true });
      await repo.search({ lang, match: toMatchQuery("berso portatil", lang)!, sort, limit: 6, offset: 0, fuzzyBelow: FUZZY_FALLBACK_BELOW });
    }
    // A search that finds few (decisions/0035): the products matching most of its words (2 and 4 words: the arms are
    // nested five to a compound SELECT past five), and the names for "Procurava …?".
    for (const q of ["banheira bebe", "banhera azul dobravel kzwx"]) {
      const words = contentWords(q, stem);
      await repo.wayOn({ lang, terms: wordTerms(words, lang), arms: partialArms(words, words.length, lang), limit: 9, keys: wordKeys(words) });
    }
    // The language switch and hreflang of a search page: is the term a word of this language too (issue 44)?
    await repo.finds(lang, toMatchQuery("biberones", lang)!.all);
    await repo.productById(1234, lang);
  }
  await variants.sizesIn({ categoryId: 4 });
  // Reference prices (EU Omnibus): the history of a page's products on sale, and of a product's own-priced variants.
  const history = priceHistoryRepo(createDb(recordingD1));
  await history.ofProducts(Array.from({ length: 52 }, (_, i) => i * 97 + 1));
  await history.ofVariants(1234);
  await repo.categoryBySlug("sono-conforto");
  await repo.subcategoryBySlug("berco-portatil");

  const results: { sql: string; plan: string[]; fullScan: boolean }[] = [];
  const seen = new Set<string>();
  for (const { sql, params } of recorded) {
    if (!/products|price_history/i.test(sql) || seen.has(sql)) continue;
    seen.add(sql);
    const rows = ((
      await d1
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all()
    ).results ?? []) as { detail: string }[];
    const plan = rows.map((r) => r.detail);
    // price_history is read as h, a and d (price-history.repo.ts).
    // The search indexes are FTS5 tables: a scan of one without a MATCH constraint (idxStr "M…") reads all of it.
    const fullScan = plan.some(
      (d) =>
        /^SCAN (products|p|product_variants|v|price_history|h|a|d)\b(?!.*USING)/.test(d) ||
        /^SCAN products_(fts|fuzzy)(_es)? VIRTUAL TABLE(?! INDEX \d+:M)/.test(d),
    );
    results.push({ sql, plan, fullScan });
  }
  return results;
}
