import { products } from "./schema";

/** The product summary every listing returns (shared/product-card.ts ProductRow; the service adds the reference price). */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.priceCents,
  salePriceCents: products.salePriceCents,
  imageKey: products.imageKey,
  stockQuantity: products.stockQuantity,
  sku: products.sku,
  variantCount: products.variantCount,
  priceVaries: products.priceVaries,
  minPriceCents: products.minPriceCents,
};
