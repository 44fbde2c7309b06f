import type { ListingQuery, SearchQuery } from "../../../shared/catalog-schemas";
import { FEATURED_LIMIT, PAGE_SIZE, PALETTE_LIMIT, WAY_ON_PALETTE_PRODUCTS, WAY_ON_PRODUCTS } from "../../../shared/constants";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import { eurosToCents } from "../../../shared/money";
import { taxonomyNameIn } from "../../../shared/page-tables";
import type { ProductRow } from "../../../shared/product-card";
import { searchWord } from "../../../shared/search-word";
import { type ProductVariant, sortSizes, variantOptions } from "../../../shared/variants";
import type { ImageStore } from "../../integrations/r2-images";
import { DomainError } from "../../lib/domain-error";
import type { CatalogRepo, SearchMatch } from "./catalog.types";
import { fuzzyKey } from "./fuzzy-key";
import { allOf, stem, wordQuery } from "./plurals";
import type { PriceHistoryRepo } from "./price-history.repo";
import { referenceOf, withHistory, withReferencePrices } from "./reference-prices";
import type { SearchSynonymsRepo } from "./search-synonyms.repo";
import { categoryLinks, contentWords, partialArms, wordKeys, wordTerms } from "./search-way-on";
import { spellingSuggestion } from "./spelling-suggestion";
import type { VariantsRepo } from "./variants.repo";

/**
 * Categories and subcategories named in `lang`, in its alphabetical order: the database's names in Portuguese, the
 * copy's in another language (they live with that language's paths: shared/copy/es/catalogue.ts).
 */
const namedIn =
  (lang: Lang, kind: "category" | "subcategory") =>
  <T extends { slug: string; name: string }>(rows: T[]) =>
    rows.map((r) => ({ ...r, name: taxonomyNameIn(kind, r.slug, lang, r.name) })).sort((a, b) => a.name.localeCompare(b.name, lang));

/**
 * A plural typed finds the singular (plurals.ts, decisions/0055): a final s (not ss) of a word of 5 letters or more
 * is dropped before the prefix match, so "fraldas" matches "Fralda" as well as "Fraldas"; the singulars that are no
 * prefix of the plural ('biberones' → Biberón, 'biberões' → Biberão) are matched as whole words besides.
 */
export { stem };

/** "Finds little": with fewer exact and prefix matches than this (a palette's worth), the fuzzy ones follow them. */
export const FUZZY_FALLBACK_BELOW = PALETTE_LIMIT;

/** A search finding fewer products than this (exact and fuzzy together) offers a way on (decisions/0035). */
export const WAY_ON_BELOW = FUZZY_FALLBACK_BELOW;

/** Fuzzy words shorter than this ("de", "a", a key worn down to two letters) would match nearly everything. */
const FUZZY_MIN_KEY = 3;

/**
 * Turns a shopper's words into FTS5 queries for the index of `lang`: every word must match, each as a prefix
 * (products_fts), or as one of its singulars when it is a plural of `lang` (plurals.ts, decisions/0055).
 * Relevance puts names that start with the first word before the others. `fuzzy` is the same words as forgiving
 * keys (fuzzy-key.ts) for products_fuzzy, the fallback when those find little (decisions/0018).
 */
export function toMatchQuery(q: string, lang: Lang = DEFAULT_LANG): SearchMatch | null {
  const words = q
    .normalize("NFC")
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  if (!words) return null;
  const terms = words.map((w) => wordQuery(w, lang));
  const all = allOf(terms);
  const first = wordQuery(words[0]!, lang, true);
  const starts = allOf([first, ...terms.slice(1)]);
  const rest = `(${all}) NOT ${first}`;
  const keys = words.flatMap((w) => fuzzyKey(w).split(" ")).filter((k) => k.length >= FUZZY_MIN_KEY);
  if (keys.length === 0) return { all, starts, rest, fuzzy: null, similar: null };
  // "Procurava …?" offers a name's first word whose key is a word's key whole (spelling-suggestion.ts), so the names it
  // reads have one key whole: an exact token is read as the index walks, a prefix must gather all its words first.
  const similar = keys.map((_, i) => `(${keys.map((k, j) => (j === i ? `"${k}"` : `"${k}"*`)).join(" ")})`).join(" OR ");
  return { all, starts, rest, fuzzy: keys.map((k) => `"${k}"*`).join(" "), similar };
}

function pageFor(page: number, total: number) {
  if (page > 1 && (page - 1) * PAGE_SIZE >= total) {
    throw new DomainError("page_out_of_range", (t) => t.errors.pageOutOfRange, "page");
  }
  return { page, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export function catalogService(
  repo: CatalogRepo,
  variants: VariantsRepo,
  images: ImageStore,
  history: PriceHistoryRepo,
  version: { current(): Promise<string | null> },
  synonyms: Pick<SearchSynonymsRepo, "forWords">,
) {
  /**
   * The search with each word that has a synonym in `lang` (the owner's, issue 48) replaced by it: 'chucha' searches
   * 'chupeta'. A synonym is given to a word the catalogue does not use, so nothing it found is lost.
   */
  async function withSynonyms(q: string, lang: Lang) {
    const words = [...new Set((q.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map(searchWord))];
    const found = await synonyms.forWords(lang, words);
    return found.size === 0 ? q : q.normalize("NFC").replace(/[\p{L}\p{N}]+/gu, (w) => found.get(searchWord(w)) ?? w);
  }

  /**
   * A search that found few (`listed`): the products matching most of its words (not those listed), the categories
   * whose names match a word, and "Procurava …?" from the names that sound like its words, even when the fuzzy matches
   * are listed (they are few, and the suggestion says what they are).
   */
  async function wayOn(q: string, listed: ProductRow[], products: number, lang: Lang) {
    const words = contentWords(q, stem);
    const typed =
      q
        .normalize("NFC")
        .match(/[\p{L}\p{N}]+/gu)
        ?.slice(0, 8).length ?? 0;
    const [read, cats, subs] = await Promise.all([
      repo.wayOn({ lang, terms: wordTerms(words, lang), arms: partialArms(words, typed, lang), limit: products + listed.length, keys: wordKeys(words) }),
      repo.categories(),
      repo.subcategories(),
    ]);
    const shown = new Set(listed.map((p) => p.id));
    return {
      partial: withHistory(read.partial.rows.filter((p) => !shown.has(p.id)).slice(0, products), read.partial.history),
      categories: categoryLinks(words, cats, subs, lang),
      suggestion: spellingSuggestion(q, read.nameStarts, stem, FUZZY_MIN_KEY),
    };
  }

  return {
    /** The catalogue's version token (the edge cache's key part, decisions/0020), or null when there is none. */
    versionToken: () => version.current(),

    /**
     * Is a search's term a word of `lang` too? It is when it finds products in that language's names (a brand, 'body',
     * 'puzzle'); 'biberones' finds none in Portuguese. The language switch carries the term to the other language's
     * search page, and its hreflang pairs the two, only then (issue 44).
     */
    async findsIn(q: string, lang: Lang): Promise<boolean> {
      const match = toMatchQuery(q, lang);
      return match !== null && (await repo.finds(lang, match.all));
    },

    /** A colour named in the other language, for the language switch's `?cor=` (decisions/0041). */
    colorIn: (color: string, to: Lang) => repo.colorIn(color, to),

    /** A product image from R2 (GET /images/<sku>/<file>), or null; only the headers when the ETag still matches. */
    image: (key: string, ifNoneMatch?: string | null) => images.get(key, ifNoneMatch),

    /** The categories and their subcategories, named and in alphabetical order in `lang`. */
    async categories(lang: Lang = DEFAULT_LANG) {
      const [cats, subs] = await Promise.all([repo.categories(), repo.subcategories()]);
      return namedIn(
        lang,
        "category",
      )(cats).map((c) => ({
        ...c,
        subcategories: namedIn(lang, "subcategory")(subs.filter((s) => s.categoryId === c.id)).map(({ id, name, slug }) => ({ id, name, slug })),
      }));
    },

    async categoryTotals(lang: Lang = DEFAULT_LANG) {
      const [cats, subs, catTotals, subTotals] = await Promise.all([
        repo.categories(),
        repo.subcategories(),
        repo.totalsByCategory(),
        repo.totalsBySubcategory(),
      ]);
      const catTotal = new Map(catTotals.map((r) => [r.id, r.total]));
      const subTotal = new Map(subTotals.map((r) => [r.id, r.total]));
      return namedIn(
        lang,
        "category",
      )(cats).map((c) => ({
        ...c,
        total: catTotal.get(c.id) ?? 0,
        subcategories: namedIn(
          lang,
          "subcategory",
        )(subs.filter((s) => s.categoryId === c.id)).map(({ id, name, slug }) => ({
          id,
          name,
          slug,
          total: subTotal.get(id) ?? 0,
        })),
      }));
    },

    featured: async (lang: Lang = DEFAULT_LANG) => withReferencePrices(await repo.featured(FEATURED_LIMIT, lang), history),

    async list(q: ListingQuery, lang: Lang = DEFAULT_LANG) {
      const category = q.category ? await repo.categoryBySlug(q.category) : undefined;
      if (q.category && !category) throw new DomainError("category_not_found", (t) => t.errors.categoryNotFound);
      const subcategory = q.subcategory ? await repo.subcategoryBySlug(q.subcategory) : undefined;
      if (q.subcategory && !subcategory) throw new DomainError("subcategory_not_found", (t) => t.errors.subcategoryNotFound);
      if (category && subcategory && subcategory.categoryId !== category.id) {
        throw new DomainError("subcategory_not_found", (t) => t.errors.subcategoryNotInCategory);
      }
      const {
        rows,
        total,
        history: entries,
      } = await repo.list({
        lang,
        categoryId: category?.id,
        subcategoryId: subcategory?.id,
        minCents: q.min !== undefined ? eurosToCents(q.min) : undefined,
        maxCents: q.max !== undefined ? eurosToCents(q.max) : undefined,
        size: q.size,
        sort: q.sort,
        limit: PAGE_SIZE,
        offset: (q.page - 1) * PAGE_SIZE,
      });
      const page = pageFor(q.page, total);
      return { items: withHistory(rows, entries), ...page };
    },

    async search(asked: SearchQuery, lang: Lang = DEFAULT_LANG) {
      const q = { ...asked, q: await withSynonyms(asked.q, lang) };
      const match = toMatchQuery(q.q, lang);
      const limit = q.limit ?? PAGE_SIZE;
      if (!match) return { items: [], suggestion: null, partial: [], categories: [], page: 1, pageSize: limit, total: 0, totalPages: 1 };
      // The results page (not the palette) also asks the fuzzy index for names, in the same statement, for "Procurava …?".
      const suggest = q.limit === undefined && q.page === 1;
      // The exact and prefix matches, followed by the fuzzy ones when they are few (decisions/0018): one statement.
      const found = await repo.search({ lang, match, sort: q.sort, limit, offset: (q.page - 1) * limit, fuzzyBelow: FUZZY_FALLBACK_BELOW, suggest });
      const { rows, total } = found;
      if (q.page > 1 && (q.page - 1) * limit >= total) {
        throw new DomainError("page_out_of_range", (t) => t.errors.pageOutOfRange, "page");
      }
      // Few found: a way on (decisions/0035), read only now, so a search that finds enough pays nothing for it.
      const way = q.page === 1 && total < WAY_ON_BELOW ? await wayOn(q.q, rows, q.limit === undefined ? WAY_ON_PRODUCTS : WAY_ON_PALETTE_PRODUCTS, lang) : null;
      const suggestion = way ? way.suggestion : suggest && !found.fuzzyUsed ? spellingSuggestion(q.q, found.nameStarts, stem, FUZZY_MIN_KEY) : null;
      return {
        items: withHistory(rows, found.history),
        suggestion,
        partial: way?.partial ?? [],
        categories: way?.categories ?? [],
        page: q.page,
        pageSize: limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / limit)),
      };
    },

    async product(id: number, lang: Lang = DEFAULT_LANG) {
      // What needs only the id is asked beside the product itself; what needs its sku or its sale right after: two waits
      // on storage instead of three (the product page was the slowest catalogue route, issue 51).
      const [p, rows, variantHistory] = await Promise.all([repo.productById(id, lang), variants.activeOf([id], lang), history.ofVariants(id)]);
      if (!p) throw new DomainError("product_not_found", (t) => t.errors.productNotFound);
      const own = [p.imageKey, ...p.extraImages].filter((k): k is string => !!k);
      const [folder, productHistory] = await Promise.all([images.listFolder(p.sku), p.salePriceCents !== null ? history.ofProducts([id]) : undefined]);
      const seen = new Set(own);
      const all = [...own, ...folder.filter((k) => !seen.has(k))];
      const referencePriceCents = referenceOf(p, productHistory?.get(id));
      // A variant with its own price has its own history; one without follows the product's.
      const productVariants: ProductVariant[] = rows.map(({ productId: _, imageKey, ownPrice, ...v }) => ({
        ...v,
        referencePriceCents: ownPrice ? referenceOf(v, variantHistory.get(v.id)) : referencePriceCents,
        images: imageKey ? [imageKey] : [],
      }));
      // Its category and subcategory named in `lang`, like every category list.
      const category = p.category && namedIn(lang, "category")([p.category])[0]!;
      const subcategory = p.subcategory && namedIn(lang, "subcategory")([p.subcategory])[0]!;
      return { ...p, category, subcategory, referencePriceCents, images: all, variants: productVariants, options: variantOptions(productVariants) };
    },

    /** The sizes on sale in a category (or one of its subcategories), in display order: the listing's size filter. */
    async sizes(categorySlug: string, subcategorySlug?: string) {
      const category = await repo.categoryBySlug(categorySlug);
      if (!category) throw new DomainError("category_not_found", (t) => t.errors.categoryNotFound);
      const subcategory = subcategorySlug ? await repo.subcategoryBySlug(subcategorySlug) : undefined;
      if (subcategorySlug && (!subcategory || subcategory.categoryId !== category.id)) {
        throw new DomainError("subcategory_not_found", (t) => t.errors.subcategoryNotFound);
      }
      return sortSizes(await variants.sizesIn({ categoryId: category.id, subcategoryId: subcategory?.id }));
    },
  };
}
