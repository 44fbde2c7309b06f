import { memo } from "react";
import type { ProductSummary } from "../../../shared/product-card";
import { ProductCard, ProductCardSkeleton } from "./product-card";

export const gridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4";

/** Memoised: a parent's render with the same cards (e.g. right after the app takes over a drawn page) skips the grid. */
export const ProductGrid = memo(function ProductGrid({
  products,
  skeletons = 0,
  eagerFirst = 0,
  label,
}: {
  products: ProductSummary[];
  skeletons?: number;
  eagerFirst?: number;
  label?: string;
}) {
  return (
    <ul className={gridClass} aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <div className="w-full">
            <ProductCard product={p} eager={i < eagerFirst} />
          </div>
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => `skeleton-${i}`).map((key) => (
        <li key={key} aria-hidden>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
});
