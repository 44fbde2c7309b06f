import type { ProductSummary } from "../../../shared/product-card";

interface Deps {
  products: { summariesByIds(ids: number[]): Promise<ProductSummary[]> };
}

export function cartService({ products }: Deps) {
  return {
    /** Current price, stock and name of the cart's products; unknown or withdrawn ids are left out. */
    refresh: (ids: number[]) => products.summariesByIds([...new Set(ids)]),
  };
}
export type CartService = ReturnType<typeof cartService>;
