import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { ProductRow } from "../../../shared/product-card";
import type { CartLineRef } from "../../../shared/shipping-schemas";
import type { VariantRow } from "../catalog/variants.repo";
import { resolveCartLines } from "./cart-lines";

export interface CartDeps {
  products: { summariesByIds(ids: number[], lang?: Lang): Promise<ProductRow[]> };
  variants: { activeOf(productIds: number[], lang?: Lang): Promise<VariantRow[]> };
}

/** The cart's lines as they stand today (cart-lines.ts), named in `lang`; used by the cart refresh, the quote and the order. */
export async function currentCartLines({ products, variants }: CartDeps, refs: CartLineRef[], lang: Lang = DEFAULT_LANG) {
  const ids = [...new Set(refs.map((r) => r.productId))];
  const [summaries, rows] = await Promise.all([products.summariesByIds(ids, lang), variants.activeOf(ids, lang)]);
  return resolveCartLines(refs, summaries, rows);
}

export function cartService(deps: CartDeps) {
  return {
    /** Current name, price and stock of each line's variant; lines no longer sold are left out. */
    refresh: (refs: CartLineRef[], lang: Lang = DEFAULT_LANG) => currentCartLines(deps, refs, lang),
  };
}
export type CartService = ReturnType<typeof cartService>;
