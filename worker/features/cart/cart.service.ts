import type { ProductRow } from "../../../shared/product-card";
import type { CartLineRef } from "../../../shared/shipping-schemas";
import type { VariantRow } from "../catalog/variants.repo";
import { resolveCartLines } from "./cart-lines";

export interface CartDeps {
  products: { summariesByIds(ids: number[]): Promise<ProductRow[]> };
  variants: { activeOf(productIds: number[]): Promise<VariantRow[]> };
}

/** The cart's lines as they stand today (cart-lines.ts); used by the cart refresh and the shipping quote. */
export async function currentCartLines({ products, variants }: CartDeps, refs: CartLineRef[]) {
  const ids = [...new Set(refs.map((r) => r.productId))];
  const [summaries, rows] = await Promise.all([products.summariesByIds(ids), variants.activeOf(ids)]);
  return resolveCartLines(refs, summaries, rows);
}

export function cartService(deps: CartDeps) {
  return {
    /** Current name, price and stock of each line's variant; lines no longer sold are left out. */
    refresh: (refs: CartLineRef[]) => currentCartLines(deps, refs),
  };
}
export type CartService = ReturnType<typeof cartService>;
