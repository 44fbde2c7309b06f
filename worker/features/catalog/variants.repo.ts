import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import type { VariantRecord } from "../../db/rows";
import { products, productVariants } from "../../db/schema";
import { variantColorIn } from "./catalog-language";

/** A variant with the prices it sells at: a null own price means the product's price and sale price. */
export type VariantRow = Pick<VariantRecord, "id" | "productId" | "sku" | "size" | "color" | "packCount" | "stockQuantity" | "position" | "imageKey"> & {
  /** The price it sells at: its own, else the product's. */
  priceCents: number;
  salePriceCents: number | null;
  /** The variant has its own price (else it follows the product's). */
  ownPrice: boolean;
};

const ownPrice = sql`${productVariants.priceCents} IS NULL`;
const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  size: productVariants.size,
  color: productVariants.color,
  packCount: productVariants.packCount,
  priceCents: sql<number>`CASE WHEN ${ownPrice} THEN ${products.priceCents} ELSE ${productVariants.priceCents} END`,
  salePriceCents: sql<number | null>`CASE WHEN ${ownPrice} THEN ${products.salePriceCents} ELSE ${productVariants.salePriceCents} END`,
  stockQuantity: productVariants.stockQuantity,
  position: productVariants.position,
  imageKey: productVariants.imageKey,
  ownPrice: sql<boolean>`${productVariants.priceCents} IS NOT NULL`.mapWith(Boolean),
};

export function variantsRepo(db: Db) {
  return {
    /** The active variants of these active products, by product then position (product_variants_product_idx); colours in `lang`. */
    activeOf: (productIds: number[], lang: Lang = DEFAULT_LANG): Promise<VariantRow[]> =>
      productIds.length === 0
        ? Promise.resolve([])
        : db
            .select(lang === DEFAULT_LANG ? variantColumns : { ...variantColumns, color: variantColorIn(lang) })
            .from(productVariants)
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(and(inArray(productVariants.productId, productIds), eq(productVariants.active, true), eq(products.active, true)))
            .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id)),

    /** The sizes on sale in a category or subcategory (any order). */
    async sizesIn(scope: { categoryId: number; subcategoryId?: number }): Promise<string[]> {
      const rows = await db
        .selectDistinct({ size: productVariants.size })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            isNotNull(productVariants.size),
            eq(productVariants.active, true),
            eq(products.active, true),
            scope.subcategoryId !== undefined ? eq(products.subcategoryId, scope.subcategoryId) : eq(products.categoryId, scope.categoryId),
          ),
        );
      return rows.map((r) => r.size).filter((s): s is string => s !== null);
    },
  };
}
export type VariantsRepo = ReturnType<typeof variantsRepo>;
