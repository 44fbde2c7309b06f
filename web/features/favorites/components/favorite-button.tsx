import { Heart } from "lucide-react";
import { shopCopy } from "#copy/shop";
import type { ProductSummary } from "../../../../shared/product-card";
import { useFavoriteState } from "../api/favorites-context";

/** The heart on cards and on product detail; shows the current state everywhere. */
export function FavoriteButton({ product, className = "" }: { product: ProductSummary; className?: string }) {
  const { isFavorite, toggle } = useFavoriteState();
  const on = isFavorite(product.id);
  return (
    <button
      type="button"
      onClick={() => toggle(product)}
      aria-label={on ? shopCopy.favorites.remove(product.name) : shopCopy.favorites.add(product.name)}
      aria-pressed={on}
      className={`grid size-10 place-items-center rounded-full border border-stone-200 bg-white/95 text-brand-700 shadow-sm hover:border-brand-600 ${className}`}
    >
      <Heart aria-hidden className={`size-5 ${on ? "fill-brand-700" : ""}`} />
    </button>
  );
}
