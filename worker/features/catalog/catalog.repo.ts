import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import type { ProductSummary } from "../../../shared/product-card";
import type { CatalogRepo, ListingFilter, ProductDetailRow, SearchFilter } from "./catalog.types";

const effectivePrice = sql<number>`coalesce(${products.salePriceCents}, ${products.priceCents})`;

const summaryColumns = {
  id: products.id,
  name: products.name,
  price_cents: products.priceCents,
  sale_price_cents: products.salePriceCents,
  image_key: products.imageKey,
  stock_quantity: products.stockQuantity,
  sku: products.sku,
};

function listingOrder(sort: ListingFilter["sort"]): SQL[] {
  switch (sort) {
    case "price-low":
      return [asc(effectivePrice), asc(products.id)];
    case "price-high":
      return [desc(effectivePrice), desc(products.id)];
    case "best-selling":
      return [desc(products.soldQuantity), desc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    case "featured":
      return [desc(products.stockQuantity), desc(products.createdAt), desc(products.id)];
  }
}

// Raw SQL for FTS5: drizzle has no MATCH builder. Out-of-stock products go last in every order.
const SEARCH_ORDER: Record<SearchFilter["sort"], string> = {
  relevance: "p.stock_quantity = 0, f.rank, p.id",
  "price-low": "p.stock_quantity = 0, coalesce(p.sale_price_cents, p.price_cents), p.id",
  "price-high": "p.stock_quantity = 0, coalesce(p.sale_price_cents, p.price_cents) DESC, p.id",
  name: "p.stock_quantity = 0, p.name COLLATE NOCASE, p.id",
};

export function catalogRepo(db: Db): CatalogRepo {
  return {
    categories: () => db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),

    subcategories: () =>
      db
        .select({ id: subcategories.id, name: subcategories.name, slug: subcategories.slug, categoryId: subcategories.categoryId })
        .from(subcategories),

    categoryBySlug: async (slug) =>
      (await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.slug, slug)).limit(1))[0],

    subcategoryBySlug: async (slug) =>
      (
        await db
          .select({ id: subcategories.id, name: subcategories.name, slug: subcategories.slug, categoryId: subcategories.categoryId })
          .from(subcategories)
          .where(eq(subcategories.slug, slug))
          .limit(1)
      )[0],

    featured: (limit) =>
      db
        .select(summaryColumns)
        .from(products)
        .where(eq(products.active, true))
        .orderBy(desc(products.stockQuantity), desc(products.createdAt), desc(products.id))
        .limit(limit),

    async list(f) {
      const where = and(
        f.subcategoryId !== undefined ? eq(products.subcategoryId, f.subcategoryId) : undefined,
        f.subcategoryId === undefined && f.categoryId !== undefined ? eq(products.categoryId, f.categoryId) : undefined,
        eq(products.active, true),
        f.minCents !== undefined ? gte(effectivePrice, f.minCents) : undefined,
        f.maxCents !== undefined ? lte(effectivePrice, f.maxCents) : undefined,
      );
      const [rows, totals] = await db.batch([
        db.select(summaryColumns).from(products).where(where).orderBy(...listingOrder(f.sort)).limit(f.limit).offset(f.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async search(f) {
      const from = "FROM products_fts f JOIN products p ON p.id = f.rowid WHERE products_fts MATCH ?1 AND p.active = 1";
      const [rows, totals] = await db.$client.batch([
        db.$client
          .prepare(
            `SELECT p.id, p.name, p.price_cents, p.sale_price_cents, p.image_key, p.stock_quantity, p.sku ${from} ` +
              `ORDER BY ${SEARCH_ORDER[f.sort]} LIMIT ?2 OFFSET ?3`,
          )
          .bind(f.match, f.limit, f.offset),
        db.$client.prepare(`SELECT count(*) AS total ${from}`).bind(f.match),
      ]);
      return {
        rows: (rows?.results ?? []) as unknown as ProductSummary[],
        total: ((totals?.results?.[0] as { total?: number } | undefined)?.total ?? 0) as number,
      };
    },

    async productById(id) {
      const row = (
        await db
          .select({
            ...summaryColumns,
            description: products.description,
            extra_images: products.extraImages,
            sold_quantity: products.soldQuantity,
            categoryId: categories.id,
            categoryName: categories.name,
            categorySlug: categories.slug,
            subcategoryId: subcategories.id,
            subcategoryName: subcategories.name,
            subcategorySlug: subcategories.slug,
          })
          .from(products)
          .leftJoin(categories, eq(categories.id, products.categoryId))
          .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
          .where(and(eq(products.id, id), eq(products.active, true)))
          .limit(1)
      )[0];
      if (!row) return undefined;
      const { categoryId, categoryName, categorySlug, subcategoryId, subcategoryName, subcategorySlug, ...rest } = row;
      const detail: ProductDetailRow = {
        ...rest,
        extra_images: Array.isArray(rest.extra_images) ? rest.extra_images : [],
        category: categoryId !== null && categoryName !== null && categorySlug !== null ? { id: categoryId, name: categoryName, slug: categorySlug } : null,
        subcategory:
          subcategoryId !== null && subcategoryName !== null && subcategorySlug !== null
            ? { id: subcategoryId, name: subcategoryName, slug: subcategorySlug }
            : null,
      };
      return detail;
    },

    totalsByCategory: async () =>
      (
        await db
          .select({ id: products.categoryId, total: count() })
          .from(products)
          .where(eq(products.active, true))
          .groupBy(products.categoryId)
      ).filter((r): r is { id: number; total: number } => r.id !== null),

    totalsBySubcategory: async () =>
      (
        await db
          .select({ id: products.subcategoryId, total: count() })
          .from(products)
          .where(eq(products.active, true))
          .groupBy(products.subcategoryId)
      ).filter((r): r is { id: number; total: number } => r.id !== null),
  };
}
