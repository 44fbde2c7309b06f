import { sql } from "drizzle-orm";
import type { Lang } from "../../shared/languages";
import { productNameIn } from "../features/catalog/catalog-language";
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
  // Real reviews (decisions/0017): the average to one decimal, null without reviews; read from the product row.
  ratingAverage: sql<number | null>`CASE WHEN ${products.ratingCount} > 0 THEN round(CAST(${products.ratingSum} AS REAL) / ${products.ratingCount}, 1) END`,
  reviewCount: products.ratingCount,
};

/** The summary with the product's name in `lang` (Spanish falls back to Portuguese: catalog-language.ts). */
export const productSummaryColumnsIn = (lang: Lang) => (lang === "pt" ? productSummaryColumns : { ...productSummaryColumns, name: productNameIn(lang) });
