import { DEFAULT_LANG, type Lang } from "./languages";
import { URL_PARAMS } from "./url-params";

/**
 * Products with variants (sizes, colours, pack counts). Every product has at least one variant; a product
 * without options has exactly one default variant (size, color and packCount all null). Cart lines, quotes,
 * order items and stock refer to a variant. This file is the contract between the worker and the web.
 */

/** Clothing sizes, in the order shoppers expect them. */
export const CLOTHING_SIZES = ["RN", "0-3 meses", "3-6 meses", "6-9 meses", "9-12 meses", "12-18 meses", "18-24 meses"] as const;
/** Baby shoe numbers (EU). */
export const SHOE_SIZES = ["16", "17", "18", "19", "20", "21", "22"] as const;
/** Nappy sizes. */
export const NAPPY_SIZES = ["T1", "T2", "T3", "T4", "T5", "T6"] as const;
/** Every size label the shop knows, in display order (listings and pickers sort by this). */
export const SIZE_ORDER: readonly string[] = [...CLOTHING_SIZES, ...SHOE_SIZES, ...NAPPY_SIZES];

/**
 * A listing's size chips: when the sizes on show mix clothing with shoe numbers or nappy sizes, the numbers and nappy
 * sizes say what they measure ('Calçado 16', 'Fralda T1') beside '0-3 meses'; one kind alone reads as it is.
 */
export function sizeChips(sizes: readonly string[], names: { shoe: (s: string) => string; nappy: (s: string) => string }) {
  const kind = (s: string) => ((SHOE_SIZES as readonly string[]).includes(s) ? "shoe" : (NAPPY_SIZES as readonly string[]).includes(s) ? "nappy" : "other");
  const mixed = new Set(sizes.map(kind)).size > 1;
  return sizes.map((s) => {
    const k = kind(s);
    return { slug: s, name: mixed && k !== "other" ? names[k](s) : s };
  });
}

/** Sorts size labels in SIZE_ORDER; unknown labels go last, alphabetically. */
export function sortSizes(sizes: Iterable<string>): string[] {
  const rank = (s: string) => {
    const i = SIZE_ORDER.indexOf(s);
    return i === -1 ? SIZE_ORDER.length : i;
  };
  return [...new Set(sizes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, "pt"));
}

/** A variant as the product detail answers it (active variants only, by position). */
export interface ProductVariant {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  packCount: number | null;
  priceCents: number;
  salePriceCents: number | null;
  /** EU Omnibus reference price of this variant's sale (its own history, or the product's when it has no own price). */
  referencePriceCents: number | null;
  stockQuantity: number;
  position: number;
  /** R2 keys of the variant's own images (folder `<variant sku>/`); empty means: show the product's images. */
  images: string[];
}

/** The option values offered on a product page, each list in display order; empty when the product has none. */
export interface VariantOptions {
  sizes: string[];
  colors: string[];
  packCounts: number[];
}

/**
 * Query parameters of the product page that remember the shopper's choice (shareable URL), named in the page's
 * language (issue 44: '?tamanho=…&cor=…&embalagem=…', '?talla=…&color=…&pack=…').
 */
export const variantParamsIn = (lang: Lang) => {
  const names = URL_PARAMS[lang];
  return { size: names.size, color: names.color, packCount: names.packCount } as const;
};
/** The product page's parameters in Portuguese, the shop's first language. */
export const VARIANT_PARAMS = variantParamsIn(DEFAULT_LANG);

export type OptionValues = Pick<ProductVariant, "size" | "color" | "packCount">;

/**
 * The product page's query string that opens with this variant chosen ("" for a variant without options), for a page
 * in `lang` (the colour is the one the shopper saw there).
 */
export function variantSearch(v: OptionValues, lang: Lang): string {
  const names = variantParamsIn(lang);
  const params = new URLSearchParams();
  if (v.size !== null) params.set(names.size, v.size);
  if (v.color !== null) params.set(names.color, v.color);
  if (v.packCount !== null) params.set(names.packCount, String(v.packCount));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The option labels of a variant, e.g. "0-3 meses · Branco" (empty for a default variant). */
export function variantLabel(v: Pick<ProductVariant, "size" | "color" | "packCount">, packLabel: (n: number) => string): string {
  return [v.size, v.color, v.packCount === null ? null : packLabel(v.packCount)].filter(Boolean).join(" · ");
}

/** One cart line as POST /api/cart/refresh answers it. */
export interface CartRefreshLine {
  productId: number;
  /**
   * The variant of this line. null only when the request named no variant (a cart saved before variants)
   * and the product has several active variants: the shopper must choose one on the product page.
   */
  variantId: number | null;
  name: string;
  imageKey: string | null;
  /** The variant's sku (the product's when variantId is null). */
  sku: string;
  size: string | null;
  color: string | null;
  packCount: number | null;
  priceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
}

/** The option values of these variants, each list in display order (sizes by SIZE_ORDER, colours by position, packs ascending). */
export function variantOptions(variants: readonly Pick<ProductVariant, "size" | "color" | "packCount">[]): VariantOptions {
  const present = <T>(values: (T | null)[]) => values.filter((x): x is T => x !== null);
  return {
    sizes: sortSizes(present(variants.map((v) => v.size))),
    colors: [...new Set(present(variants.map((v) => v.color)))],
    packCounts: [...new Set(present(variants.map((v) => v.packCount)))].sort((a, b) => a - b),
  };
}
