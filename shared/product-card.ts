import { announcedPrice } from "./reference-price";

/** A product as the catalogue's storage holds it (the summary without its reference price). */
export type ProductRow = Omit<ProductSummary, "referencePriceCents">;

/** A product as the catalogue API lists it. */
export interface ProductSummary {
  id: number;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  imageKey: string | null;
  stockQuantity: number;
  sku: string;
  /** Active variants (sizes, colours, packs); more than one means the shopper chooses on the product page. */
  variantCount: number;
  /** The variants' prices differ: the card shows 'a partir de' minPriceCents. */
  priceVaries: boolean;
  /** The lowest price a shopper pays among the active variants (null when none is active). */
  minPriceCents: number | null;
  /** The average of the product's real reviews to one decimal; null when it has none (decisions/0017). */
  ratingAverage: number | null;
  /** How many customers who bought it reviewed it. */
  reviewCount: number;
  /**
   * EU Omnibus: the lowest price of the 30 days before the current sale price was set (shared/reference-price.ts);
   * null when not on sale or no earlier price is known. A reduction is announced only when it is above the sale price.
   */
  referencePriceCents: number | null;
}

/** SPEC §3 product card, derived from a summary. */
export interface ProductCard {
  id: number;
  name: string;
  priceCents: number;
  /** Struck through: the 30-day reference price, only when a reduction may be announced. */
  originalPriceCents: number | null;
  /** The badge's percentage off the reference; null with originalPriceCents null. */
  discountPercent: number | null;
  image: string | null;
  /** Real reviews only: null (no stars) when the product has none. */
  rating: number | null;
  reviews: number;
  stockQuantity: number;
  sku: string;
  /** The variants' prices differ: priceCents is the lowest, shown as 'a partir de'. */
  fromPrice: boolean;
  /** More than one means the card leads to the product page to choose, instead of adding. */
  variantCount: number;
}

export function toProductCard(p: ProductSummary): ProductCard {
  const fromPrice = p.priceVaries && p.minPriceCents !== null;
  const announced = announcedPrice(p);
  return {
    id: p.id,
    name: p.name,
    priceCents: fromPrice ? p.minPriceCents! : announced.priceCents,
    // 'a partir de' a lowest price is not a reduction of one price: nothing struck through.
    originalPriceCents: fromPrice ? null : announced.referenceCents,
    discountPercent: fromPrice ? null : announced.discountPercent,
    fromPrice,
    variantCount: p.variantCount,
    image: p.imageKey,
    rating: p.reviewCount > 0 ? p.ratingAverage : null,
    reviews: p.reviewCount,
    stockQuantity: p.stockQuantity,
    sku: p.sku,
  };
}

export function imageUrl(key: string | null | undefined): string {
  return key ? `/images/${key.split("/").map(encodeURIComponent).join("/")}` : PLACEHOLDER_IMAGE;
}

export const PLACEHOLDER_IMAGE = "/placeholder.svg";
