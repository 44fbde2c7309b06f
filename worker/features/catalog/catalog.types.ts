import type { ListingSort, SearchSort } from "../../../shared/constants";
import type { Lang } from "../../../shared/languages";
import type { ProductRow } from "../../../shared/product-card";
import type { ProductSafety } from "../../../shared/product-safety";
import type { PriceHistoryEntry } from "../../../shared/reference-price";

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
}
export interface SubcategoryRow extends CategoryRow {
  categoryId: number;
}

export interface ListingFilter {
  /** The language of the names on the page (catalog-language.ts). */
  lang: Lang;
  categoryId?: number;
  subcategoryId?: number;
  minCents?: number;
  maxCents?: number;
  size?: string;
  sort: ListingSort;
  limit: number;
  offset: number;
}

/**
 * FTS5 queries for one search: every match; those whose name starts with the first word; the rest (products_fts).
 * `fuzzy` queries products_fuzzy, the fallback when the others find little (null: no word long enough for it).
 * `similar` also queries products_fuzzy, for "Procurava …?": the names with one word's key whole and the others as
 * prefixes (null when `fuzzy` is).
 */
export interface SearchMatch {
  all: string;
  starts: string;
  rest: string;
  fuzzy: string | null;
  similar: string | null;
}

/** How names start (up to the first space) and how many of the names read start so: "Procurava …?" (decisions/0027). */
export type NameStart = [start: string, names: number];

export interface SearchFilter {
  /** The language searched in and shown (its indexes, migrations/0023). */
  lang: Lang;
  match: SearchMatch;
  /** With fewer exact and prefix matches than this, the fuzzy ones (match.fuzzy) follow them; the total counts both. */
  fuzzyBelow: number;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** Also read names the fuzzy index matches, for a "did you mean" (when the exact matches are not few). */
  suggest?: boolean;
}

/** A group of a search's words for its way on (search-way-on.ts): the FTS5 query, and which words (by position) it holds. */
export interface WayOnArm {
  match: string;
  words: number[];
}

/** What a search that found few reads for its way on (decisions/0035); `arms` or `keys` empty: that part is skipped. */
export interface WayOnFilter {
  lang: Lang;
  /** Each counted word's prefix query, in order (the arms' `words` point into it). */
  terms: string[];
  arms: WayOnArm[];
  /** How many products the statement keeps (the ones on the page already are dropped afterwards). */
  limit: number;
  /** Each word's forgiving key as a whole FTS5 token ('"baner"'): the names for "Procurava …?", word by word. */
  keys: string[];
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  extraImages: string[];
  soldQuantity: number;
  category: { id: number; name: string; slug: string } | null;
  subcategory: { id: number; name: string; slug: string } | null;
  /** GPSR art. 19 (decisions/0016) */
  safety: ProductSafety;
}

export interface CountRow {
  id: number;
  total: number;
}

export interface ProductPage {
  rows: ProductRow[];
  total: number;
  history: Map<number, PriceHistoryEntry[]>;
}

/** What the catalogue service needs from storage; implemented by catalog.repo.ts over D1. */
export interface CatalogRepo {
  categories(): Promise<CategoryRow[]>;
  subcategories(): Promise<SubcategoryRow[]>;
  categoryBySlug(slug: string): Promise<CategoryRow | undefined>;
  subcategoryBySlug(slug: string): Promise<SubcategoryRow | undefined>;
  featured(limit: number, lang: Lang): Promise<ProductRow[]>;
  /** A page of products, the total, and the price history of the page's products on sale (for their reference prices). */
  list(filter: ListingFilter): Promise<ProductPage>;
  /** `fuzzyUsed`: the exact matches were few and the fuzzy ones follow them on the page. */
  search(filter: SearchFilter): Promise<ProductPage & { fuzzyUsed: boolean; nameStarts: NameStart[] }>;
  /** Does an FTS5 query of the exact index of `lang` match any active product? (One row read at most.) */
  finds(lang: Lang, match: string): Promise<boolean>;
  /** A search's way on: products matching most of its words (with their price history) and the fuzzy names' starts. */
  wayOn(filter: WayOnFilter): Promise<{ partial: ProductPage; nameStarts: NameStart[] }>;
  productById(id: number, lang: Lang): Promise<ProductDetailRow | undefined>;
  /** Active products among these ids (any order), named in `lang`; missing ids are unknown or withdrawn. */
  summariesByIds(ids: number[], lang?: Lang): Promise<ProductRow[]>;
  /** A colour's name in `to` from its name in the other language (itself when color_names has none). */
  colorIn(color: string, to: Lang): Promise<string>;
  totalsByCategory(): Promise<CountRow[]>;
  totalsBySubcategory(): Promise<CountRow[]>;
}
