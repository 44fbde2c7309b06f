import { Ban, ShoppingCart, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { reviewsCopy } from "#copy/reviews";
import { shopCopy } from "#copy/shop";
import { IMAGE_SIZES } from "../../../shared/image-sizes";
import { paths } from "../../../shared/paths";
import { type ProductSummary, toProductCard } from "../../../shared/product-card";
import { DiscountBadge, PriceLine, ReferenceLine } from "../ui/price";
import { ProductImage } from "../ui/product-image";
import { Stars } from "../ui/stars";
import { useProductActions } from "./product-actions";
import { useProductLinkState } from "./use-product-link-state";

export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const card = toProductCard(product);
  const state = useProductLinkState();
  const { addToCart, FavoriteButton } = useProductActions();
  const outOfStock = card.stockQuantity === 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden card transition-shadow hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600">
      <div className="relative">
        <ProductImage imageKey={card.image} alt="" sizes={IMAGE_SIZES.card} eager={eager} className="w-full bg-stone-100" />
        {card.discountPercent !== null && <DiscountBadge percent={card.discountPercent} className="absolute left-2 top-2 px-2 py-0.5 text-xs" />}
        <FavoriteButton product={product} className="absolute right-2 top-2 z-10" />
        {outOfStock && (
          <span className="absolute bottom-2 left-2 rounded-full bg-stone-800/90 px-2 py-0.5 text-xs font-semibold text-white">
            {shopCopy.product.outOfStock}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-stone-800">
          <Link to={paths.product(card.id)} state={state} className="after:absolute after:inset-0 focus-visible:underline focus-visible:outline-none">
            {card.name}
          </Link>
        </h3>
        {card.rating !== null && (
          // Real reviews only (decisions/0017): a product without any shows no stars.
          <div className="flex items-center gap-1 text-xs text-stone-600">
            <Stars rating={card.rating} size="size-3.5" label={reviewsCopy.reviews.starsLabel(card.rating, card.reviews)} />
            <span aria-hidden>
              {reviewsCopy.reviews.average(card.rating)} {reviewsCopy.reviews.count(card.reviews)}
            </span>
          </div>
        )}
        {/* The 30-day line sits above the price, so prices and buttons stay aligned at the bottom of every card in a row. */}
        {card.originalPriceCents !== null && <ReferenceLine cents={card.originalPriceCents} className="mt-auto text-xs" />}
        <div className={`${card.originalPriceCents !== null ? "" : "mt-auto "}flex items-end justify-between gap-2`}>
          <span className="flex flex-col">
            {card.fromPrice && <span className="text-xs text-stone-600">{shopCopy.product.from}</span>}
            <PriceLine cents={card.priceCents} referenceCents={card.originalPriceCents} />
          </span>
          {outOfStock ? (
            <button
              type="button"
              disabled
              aria-label={shopCopy.cart.outOfStockNamed(card.name)}
              title={shopCopy.product.outOfStock}
              className="relative z-10 grid size-10 shrink-0 cursor-not-allowed place-items-center rounded-full bg-stone-100 text-stone-400"
            >
              <Ban aria-hidden className="size-5" />
            </button>
          ) : card.variantCount > 1 ? (
            // Sold in sizes, colours or packs: the choice is made on the product page.
            <Link
              to={paths.product(card.id)}
              state={state}
              aria-label={shopCopy.product.chooseOptionsOf(card.name)}
              title={shopCopy.product.chooseOptions}
              className="relative z-10 grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white"
            >
              <SlidersHorizontal aria-hidden className="size-5" />
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => addToCart(product)}
              aria-label={shopCopy.cart.addToCartNamed(card.name)}
              className="relative z-10 grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 hover:bg-brand-700 hover:text-white"
            >
              <ShoppingCart aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden className="flex animate-pulse flex-col overflow-hidden card" data-testid="product-skeleton">
      <div className="aspect-square bg-stone-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 rounded bg-stone-200" />
        <div className="h-3 w-1/2 rounded bg-stone-200" />
        <div className="h-5 w-1/3 rounded bg-stone-200" />
      </div>
    </div>
  );
}
