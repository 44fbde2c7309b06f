import { ADMIN_PRODUCTS_PAGE_SIZE, type AdminProductsQuery, type ProductUpdate, type StockAdjustment } from "../../../shared/admin-catalog";
import type { PriceHistoryEntry } from "../../../shared/reference-price";
import type { VariantRecord } from "../../db/rows";

// The CHECK product_variants_stock_nonnegative (docs/database-rules.md): a change that would leave less than nothing.
const isStockCheck = (err: unknown) => err instanceof Error && err.message.includes("product_variants_stock_nonnegative");
/** The products' columns the editor reads and writes, in the database's names. */
const PRODUCT_COLUMNS = {
  name: "name",
  nameEs: "name_es",
  description: "description",
  descriptionEs: "description_es",
  categoryId: "category_id",
  subcategoryId: "subcategory_id",
  priceCents: "price_cents",
  salePriceCents: "sale_price_cents",
  active: "active",
  taxCategory: "tax_category",
  manufacturerId: "manufacturer_id",
  model: "model",
  gtin: "gtin",
  safetyWarnings: "safety_warnings",
  safetyWarningsEs: "safety_warnings_es",
} as const satisfies Record<keyof ProductUpdate, string>;
const SELECT_PRODUCT = Object.entries(PRODUCT_COLUMNS)
  .map(([key, column]) => `${column} AS ${key}`)
  .join(", ");

/**
 * A product with safety warnings in Portuguese and none in Spanish (issue 44, decisions/0062): the Spanish shop shows the
 * Portuguese ones (a warning is never dropped), and the list and the editor flag the gap to the owner.
 */
const NO_SPANISH_WARNINGS = `(coalesce(json_array_length(p.safety_warnings), 0) > 0 AND coalesce(json_array_length(p.safety_warnings_es), 0) = 0)`;

/** A product as the editor shows it (JSON columns parsed, `active` a boolean). */
export type AdminProduct = ProductUpdate & { id: number; sku: string; stockQuantity: number; archivedAt: string | null };

/**
 * The back-office's catalogue (issue 34, decisions/0045): the products list at 100,000 products (filters on indexed
 * columns, a page of 50), a product with its variants and price history, the editor's write with its audit row in
 * one batch, and stock adjustments applied by migration 0028's trigger in the statement that records them.
 */
export function catalogAdminRepo(d1: D1Database) {
  return {
    /** `words`: the search's words as the shop's search indexes take them (FTS5), or null when it has none. */
    async list(q: AdminProductsQuery, words: string | null) {
      const where: string[] = [];
      const params: unknown[] = [];
      const param = (v: unknown) => {
        params.push(v);
        return `?${params.length}`;
      };
      if (q.q) {
        // Each arm reads an index: a sku from its start (skus are upper case, so a range of the unique index), a variant's
        // sku whole, an active product's words in either language (the shop's own search indexes), and the few inactive
        // products' names (they are not in those indexes), read through the index that starts with `active`.
        const term = q.q.toUpperCase();
        const arms = [
          `SELECT id FROM products WHERE sku >= ${param(term)} AND sku < ${param(`${term}\u{10FFFF}`)}`,
          `SELECT product_id FROM product_variants WHERE sku = ${param(term)}`,
          `SELECT id FROM products WHERE active = 0 AND (name LIKE ${param(`%${q.q}%`)} OR name_es LIKE ${param(`%${q.q}%`)})`,
        ];
        if (words)
          arms.push(
            `SELECT rowid FROM products_fts WHERE products_fts MATCH ${param(words)}`,
            `SELECT rowid FROM products_fts_es WHERE products_fts_es MATCH ${param(words)}`,
          );
        if (/^\d+$/.test(q.q)) arms.push(`SELECT ${param(Number(q.q))}`);
        where.push(`p.id IN (${arms.join(" UNION ")})`);
      }
      if (q.category) where.push(`p.category_id = ${param(q.category)}`);
      if (q.active) where.push(`p.active = ${param(Number(q.active))}`);
      // Archived products (issue 44) only when asked for (products_archived_idx).
      if (q.archived === undefined) where.push("p.archived_at IS NULL");
      else if (q.archived === "1") where.push("p.archived_at IS NOT NULL");
      if (q.stock === "out") where.push("p.stock_quantity = 0");
      if (q.stock === "low") where.push("p.id IN (SELECT product_id FROM product_variants WHERE active = 1 AND stock_quantity <= low_stock_threshold)");
      const filter = where.length ? `WHERE ${where.join(" AND ")}` : "";
      const [rows, count] = await d1.batch([
        d1
          .prepare(
            `SELECT p.id, p.sku, p.name, p.price_cents AS priceCents, p.sale_price_cents AS salePriceCents, p.stock_quantity AS stockQuantity,
               p.active, p.archived_at IS NOT NULL AS archived, p.variant_count AS variantCount, c.name AS categoryName,
               (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id AND v.active = 1 AND v.stock_quantity <= v.low_stock_threshold) AS lowVariants,
               ${NO_SPANISH_WARNINGS} AS warningsEsMissing
             FROM products p LEFT JOIN categories c ON c.id = p.category_id ${filter}
             ORDER BY p.id DESC LIMIT ${ADMIN_PRODUCTS_PAGE_SIZE} OFFSET ${(q.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE}`,
          )
          .bind(...params),
        d1.prepare(`SELECT count(*) AS n FROM products p ${filter}`).bind(...params),
      ]);
      type Row = {
        id: number;
        sku: string;
        name: string;
        priceCents: number;
        salePriceCents: number | null;
        stockQuantity: number;
        active: number;
        archived: number;
        variantCount: number;
        categoryName: string | null;
        lowVariants: number;
        warningsEsMissing: number;
      };
      return {
        items: ((rows?.results ?? []) as Row[]).map((r) => ({
          ...r,
          active: r.active === 1,
          archived: r.archived === 1,
          warningsEsMissing: r.warningsEsMissing === 1,
        })),
        total: ((count?.results[0] as { n: number } | undefined)?.n ?? 0) as number,
      };
    },

    async product(id: number): Promise<AdminProduct | null> {
      const row = await d1
        .prepare(`SELECT id, sku, stock_quantity AS stockQuantity, archived_at AS archivedAt, ${SELECT_PRODUCT} FROM products WHERE id = ?1`)
        .bind(id)
        .first<Record<string, unknown>>();
      if (!row) return null;
      const json = (v: unknown) => (typeof v === "string" ? (JSON.parse(v) as string[]) : null);
      return { ...row, active: row.active === 1, safetyWarnings: json(row.safetyWarnings) ?? [], safetyWarningsEs: json(row.safetyWarningsEs) } as AdminProduct;
    },

    /** The editor's other needs: the variants, the product's price history, the categories and the manufacturers. */
    async editorData(id: number) {
      const [variants, history, categories, subcategories, makers] = await d1.batch([
        d1
          .prepare(
            `SELECT id, sku, size, color, pack_count AS packCount, price_cents AS priceCents, sale_price_cents AS salePriceCents, stock_quantity AS stockQuantity,
               low_stock_threshold AS lowStockThreshold, weight_grams AS weightGrams, position, active, image_key AS imageKey,
               (SELECT name_es FROM color_names WHERE color = product_variants.color) AS colorEs
             FROM product_variants WHERE product_id = ?1 ORDER BY position, id`,
          )
          .bind(id),
        d1
          .prepare(
            "SELECT price_cents AS priceCents, sale_price_cents AS salePriceCents, effective_from AS effectiveFrom FROM price_history WHERE product_id = ?1 AND variant_id IS NULL ORDER BY effective_from, id",
          )
          .bind(id),
        d1.prepare("SELECT id, name FROM categories ORDER BY position, id"),
        d1.prepare("SELECT id, category_id AS categoryId, name FROM subcategories ORDER BY name"),
        d1.prepare("SELECT id, name FROM manufacturers ORDER BY name"),
      ]);
      type Variant = Pick<
        VariantRecord,
        "id" | "sku" | "size" | "color" | "packCount" | "priceCents" | "salePriceCents" | "stockQuantity" | "lowStockThreshold" | "position" | "imageKey"
      > & {
        /** One unit's weight in grams (issue 49), null when not weighed. */
        weightGrams: number | null;
        /** The colour's Spanish name (color_names), null when untranslated. */
        colorEs: string | null;
        /** As SQLite answers it (raw SQL): 1 or 0. */
        active: number;
      };
      return {
        variants: ((variants?.results ?? []) as Variant[]).map((v) => ({ ...v, active: v.active === 1 })),
        history: (history?.results ?? []) as PriceHistoryEntry[],
        categories: (categories?.results ?? []) as { id: number; name: string }[],
        subcategories: (subcategories?.results ?? []) as { id: number; categoryId: number; name: string }[],
        manufacturers: (makers?.results ?? []) as { id: number; name: string }[],
      };
    },

    /** What a product's category and maker are chosen from (a new product's form, issue 44). */
    async choices() {
      const [categories, subcategories, makers] = await d1.batch([
        d1.prepare("SELECT id, name FROM categories ORDER BY position, id"),
        d1.prepare("SELECT id, category_id AS categoryId, name FROM subcategories ORDER BY name"),
        d1.prepare("SELECT id, name FROM manufacturers ORDER BY name"),
      ]);
      return {
        categories: (categories?.results ?? []) as { id: number; name: string }[],
        subcategories: (subcategories?.results ?? []) as { id: number; categoryId: number; name: string }[],
        manufacturers: (makers?.results ?? []) as { id: number; name: string }[],
      };
    },

    /** Whether the subcategory belongs to the category, and the category and manufacturer exist. */
    async placesExist(input: Pick<ProductUpdate, "categoryId" | "subcategoryId" | "manufacturerId">) {
      const row = await d1
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM categories WHERE id = ?1) AS category,
             (?2 IS NULL OR EXISTS (SELECT 1 FROM subcategories WHERE id = ?2 AND category_id = ?1)) AS subcategory,
             (?3 IS NULL OR EXISTS (SELECT 1 FROM manufacturers WHERE id = ?3)) AS manufacturer`,
        )
        .bind(input.categoryId, input.subcategoryId, input.manufacturerId)
        .first<{ category: number; subcategory: number; manufacturer: number }>();
      return { category: row?.category === 1, subcategory: row?.subcategory === 1, manufacturer: row?.manufacturer === 1 };
    },

    /**
     * The editor's save: the product's row and its audit row (before → after, the member) in one batch. The price
     * history is written by the database's own triggers (migration 0011) in the same statement. false: no such product.
     */
    async update(id: number, input: ProductUpdate, before: AdminProduct, actor: string) {
      const entries = Object.entries(PRODUCT_COLUMNS) as [keyof ProductUpdate, string][];
      const value = (k: keyof ProductUpdate) => {
        const v = input[k];
        if (typeof v === "boolean") return v ? 1 : 0;
        return Array.isArray(v) ? JSON.stringify(v) : v;
      };
      const changed = entries.filter(([k]) => JSON.stringify(input[k]) !== JSON.stringify(before[k]));
      const diff = (from: ProductUpdate | AdminProduct) => JSON.stringify(Object.fromEntries(changed.map(([k]) => [k, from[k]])));
      const [res] = await d1.batch([
        d1
          .prepare(`UPDATE products SET ${entries.map(([, column], n) => `${column} = ?${n + 2}`).join(", ")} WHERE id = ?1`)
          .bind(id, ...entries.map(([k]) => value(k))),
        d1
          .prepare(
            "INSERT INTO audit_log (actor, action, before, after, detail) SELECT ?1, 'product.updated', ?2, ?3, json_object('productId', ?4) WHERE EXISTS (SELECT 1 FROM products WHERE id = ?4)",
          )
          .bind(actor, diff(before), diff(input), id),
      ]);
      return (res?.meta.changes ?? 0) > 0;
    },

    /**
     * A stock adjustment: one statement that records it, its delta computed against the stock at that very moment
     * (a count: counted − stock), and applies it with its audit row (trigger stock_adjustments_apply, docs/database-rules.md). "below-zero" when it
     * would leave less than nothing; "not-found" for no such variant.
     */
    async adjust(variantId: number, input: StockAdjustment, actor: string) {
      const delta = input.reason === "received" ? "?3" : input.reason === "damaged" ? "-?3" : "?3 - stock_quantity";
      try {
        const res = await d1
          .prepare(
            `INSERT INTO stock_adjustments (id, variant_id, reason, quantity, delta, actor)
             SELECT ?1, id, ?2, ?3, ${delta}, ?4 FROM product_variants WHERE id = ?5`,
          )
          .bind(crypto.randomUUID(), input.reason, input.quantity, actor, variantId)
          .run();
        if ((res.meta.changes ?? 0) === 0) return { outcome: "not-found" as const };
      } catch (err) {
        if (isStockCheck(err)) return { outcome: "below-zero" as const, stock: await this.stockOf(variantId) };
        throw err;
      }
      return { outcome: "adjusted" as const, stock: await this.stockOf(variantId) };
    },

    async stockOf(variantId: number) {
      return (await d1.prepare("SELECT stock_quantity AS n FROM product_variants WHERE id = ?1").bind(variantId).first<{ n: number }>())?.n ?? 0;
    },

    /** The variant's low-stock threshold, and its audit row (before → after, the member), in one batch. */
    async setThreshold(variantId: number, threshold: number, actor: string) {
      const [audit, res] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?3, 'stock.threshold', low_stock_threshold, CAST(?2 AS INTEGER), json_object('variantId', id, 'sku', sku, 'productId', product_id)
             FROM product_variants WHERE id = ?1`,
          )
          .bind(variantId, threshold, actor),
        d1.prepare("UPDATE product_variants SET low_stock_threshold = ?2 WHERE id = ?1").bind(variantId, threshold),
      ]);
      return (audit?.meta.changes ?? 0) > 0 && (res?.meta.changes ?? 0) > 0;
    },
  };
}
export type CatalogAdminRepo = ReturnType<typeof catalogAdminRepo>;
