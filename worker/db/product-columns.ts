import { products } from "./schema";

/** The product summary every listing returns (shared/product-card.ts ProductSummary). */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  price_cents: products.priceCents,
  sale_price_cents: products.salePriceCents,
  image_key: products.imageKey,
  stock_quantity: products.stockQuantity,
  sku: products.sku,
};
