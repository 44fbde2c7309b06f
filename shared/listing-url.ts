import type { ListingPageDef } from "./categories";
import { LISTING_SORTS, type ListingSort, PRICE_SLIDER, SEARCH_MAX_CHARS, SEARCH_SORTS, type SearchSort } from "./constants";
import { LANGUAGES, type Lang, langOfPath } from "./languages";
import { URL_PARAMS } from "./url-params";

/**
 * How a listing or search page's URL becomes its catalogue query. The web's pages read their URL with these, and the
 * worker writes the first page of the same query into the HTML (docs/decisions/0019), so both name the same data.
 * Filters and sort live in the URL, so a shared or reloaded link shows the same list. Bad values are ignored.
 */

/**
 * Every parameter a listing page's URL is read by (listingScope, readPriceRange, listingParams) and a search page's
 * (searchParamsOf), each with URLSearchParams.get: its first value. The worker draws and caches a page from these
 * alone (worker/features/pages/page-query.ts), so a parameter read here must be named here. A listing's are named in
 * its page's language (issue 44: '?sub=…&tamanho=…', '?subcategoria=…&talla=…'; shared/url-params.ts).
 */
export const listingUrlParams = (lang: Lang) => {
  const names = URL_PARAMS[lang];
  return [names.category, names.subcategory, "min", "max", names.size, "sort"] as const;
};
/** Those of every language. */
export const LISTING_URL_PARAMS: readonly string[] = [...new Set(LANGUAGES.flatMap((l) => listingUrlParams(l)))];
export const SEARCH_URL_PARAMS = ["q", "sort"] as const;

/** The query of a listing page (the web's query key, the API's query without its page). */
export interface ListingParams {
  category?: string;
  subcategory?: string;
  min?: number;
  max?: number;
  size?: string;
  sort: ListingSort;
}

export function readSort<T extends string>(v: string | null, allowed: readonly T[], fallback: T): T {
  return v !== null && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

export function readPrice(v: string | null): number | undefined {
  if (v === null || v.trim() === "") return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < PRICE_SLIDER.min) return undefined;
  return Math.min(Math.round(n), PRICE_SLIDER.max);
}

/** The price filter from the URL: 0 is no lower limit and the slider's top (200) is no upper limit. */
export function readPriceRange(params: URLSearchParams): { min: number | undefined; max: number | undefined } {
  const min = readPrice(params.get("min"));
  const max = readPrice(params.get("max"));
  return { min: min !== undefined && min > PRICE_SLIDER.min ? min : undefined, max: max !== undefined && max < PRICE_SLIDER.max ? max : undefined };
}

/** The sorts a shopper can pick on a listing ('newest' is the API's only). */
export const UI_LISTING_SORTS = LISTING_SORTS.filter((s) => s !== "newest") as ListingSort[];

interface CategoryChoice {
  slug: string;
  subcategories: { slug: string }[];
}

/**
 * The category and subcategory a listing page shows: its own, or the one chosen in the URL (?categoria= on the whole
 * catalogue, ?sub= or ?subcategoria=) once the categories are known to have it; while they are not known yet, the URL's choice.
 */
export function listingScope<C extends CategoryChoice>(def: ListingPageDef, params: URLSearchParams, categories: C[] | undefined) {
  // The parameters are named in the page's language (issue 44).
  const names = URL_PARAMS[langOfPath(def.path)];
  const chosenCat = def.category === null ? (params.get(names.category) ?? undefined) : undefined;
  const categorySlug = def.category ?? (chosenCat && (!categories || categories.some((c) => c.slug === chosenCat)) ? chosenCat : undefined);
  const category = categories?.find((c) => c.slug === categorySlug);
  const chosenSub = params.get(names.subcategory) ?? undefined;
  const subcategory = def.fixedSubcategory ?? (chosenSub && (!category || category.subcategories.some((s) => s.slug === chosenSub)) ? chosenSub : undefined);
  return { categorySlug, category, subcategory };
}

/**
 * A listing page's query from its URL. `sizes` are the sizes on sale in its scope once known: a size it does not
 * sell (an old link) is then ignored; before, the URL's size is asked for.
 */
export function listingParams(
  def: ListingPageDef,
  params: URLSearchParams,
  categories: CategoryChoice[] | undefined,
  sizes: readonly string[] | undefined,
): ListingParams {
  const { categorySlug, subcategory } = listingScope(def, params, categories);
  const { min, max } = readPriceRange(params);
  const chosenSize = params.get(URL_PARAMS[langOfPath(def.path)].size) ?? undefined;
  const size = chosenSize && (!sizes || sizes.includes(chosenSize)) ? chosenSize : undefined;
  const sort = readSort(params.get("sort"), UI_LISTING_SORTS, "featured");
  return { category: categorySlug, subcategory, min, max: max !== undefined && min !== undefined && max < min ? min : max, size, sort };
}

/** The search page's term and sort from its URL. */
export function searchParamsOf(params: URLSearchParams): { q: string; sort: SearchSort } {
  return { q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX_CHARS), sort: readSort(params.get("sort"), SEARCH_SORTS, "relevance") };
}
