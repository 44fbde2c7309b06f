import { CARD_RATING } from "./constants";
import { effectivePriceCents } from "./money";

/** A product as the catalogue API lists it. */
export interface ProductSummary {
  id: number;
  name: string;
  price_cents: number;
  sale_price_cents: number | null;
  image_key: string | null;
  stock_quantity: number;
  sku: string;
}

/** SPEC §3 product card, derived from a summary. */
export interface ProductCard {
  id: number;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  image: string | null;
  rating: number;
  reviews: number;
  stockQuantity: number;
  sku: string;
}

/**
 * DESIGN §6.4: review counts are derived deterministically from the product (10–109),
 * so they stay the same on every render and every visit.
 */
export function reviewCount(productId: number): number {
  let h = Math.imul(productId, 2654435761) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return 10 + (h % 100);
}

export function toProductCard(p: ProductSummary): ProductCard {
  const onSale = p.sale_price_cents !== null && p.sale_price_cents < p.price_cents;
  return {
    id: p.id,
    name: p.name,
    priceCents: effectivePriceCents(p),
    originalPriceCents: onSale ? p.price_cents : null,
    image: p.image_key,
    rating: CARD_RATING,
    reviews: reviewCount(p.id),
    stockQuantity: p.stock_quantity,
    sku: p.sku,
  };
}

export function imageUrl(key: string | null | undefined): string {
  return key ? `/images/${key.split("/").map(encodeURIComponent).join("/")}` : PLACEHOLDER_IMAGE;
}

export const PLACEHOLDER_IMAGE = "/placeholder.svg";
