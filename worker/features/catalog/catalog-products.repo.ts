import type { ProductCreate } from "../../../shared/admin-catalog";

/** A variant of the product being copied, and the sku its copy gets. */
export interface VariantCopy {
  from: number;
  sku: string;
}

const isForeignKey = (err: unknown) => err instanceof Error && /FOREIGN KEY constraint failed/i.test(err.message);
/** No product and no variant has any of the skus of the JSON array ?n. */
const skusFree = (n: number) =>
  `NOT EXISTS (SELECT 1 FROM products WHERE sku IN (SELECT value FROM json_each(?${n})))
   AND NOT EXISTS (SELECT 1 FROM product_variants WHERE sku IN (SELECT value FROM json_each(?${n})))`;
/** The new product's id as this write's audit row holds it (?1 the audit rows before the batch, ?2 its request id). */
const createdId = (action: string) =>
  `(SELECT CAST(detail ->> 'productId' AS INTEGER) FROM audit_log WHERE id > ?1 AND action = '${action}' AND detail ->> 'request' = ?2)`;

/**
 * Products created, copied and archived in the back-office (issue 44, decisions/0052). Each write is one D1 batch
 * whose first statement is its audit row, written only where the skus are free (checked in that statement, so two
 * owners racing for one sku get one product); the product and its variants follow only where that very row (its
 * request id) was written, and take their id from it. The database's triggers do the rest in the same batch: the
 * default variant (sku = the product's), the price history, the stock, the listing totals and the catalogue version.
 */
export function catalogProductsRepo(d1: D1Database) {
  const auditMark = async () => (await d1.prepare("SELECT coalesce(max(id), 0) AS n FROM audit_log").first<{ n: number }>())?.n ?? 0;

  return {
    /** Whether any of these skus is a product's or a variant's. */
    async skusTaken(skus: string[]) {
      const row = await d1
        .prepare(`SELECT NOT (${skusFree(1)}) AS taken`)
        .bind(JSON.stringify(skus))
        .first<{ taken: number }>();
      return row?.taken === 1;
    },

    /** The new product's id, "taken" (its sku is a product's or a variant's), or "places" (a category or maker went meanwhile). */
    async create(input: ProductCreate, actor: string): Promise<number | "taken" | "places"> {
      const since = await auditMark();
      const request = crypto.randomUUID();
      const { sku, size, color, packCount, stock } = input;
      const id = createdId("product.created");
      const statements = [
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, after, detail)
             SELECT ?1, 'product.created', ?2, json_object('productId', (SELECT coalesce(max(id), 0) + 1 FROM products), 'sku', ?3, 'request', ?4)
             WHERE ${skusFree(5)}`,
          )
          .bind(actor, JSON.stringify(input), sku, request, JSON.stringify([sku])),
        // The product's columns from the audit row's `after` (what was asked for is what is written).
        d1
          .prepare(
            `INSERT INTO products (id, sku, name, name_es, description, description_es, category_id, subcategory_id, price_cents, sale_price_cents,
               active, tax_category, manufacturer_id, model, gtin, safety_warnings, safety_warnings_es, stock_quantity)
             SELECT CAST(a.detail ->> 'productId' AS INTEGER), a.after ->> 'sku', a.after ->> 'name', a.after ->> 'nameEs', a.after ->> 'description',
               a.after ->> 'descriptionEs', a.after ->> 'categoryId', a.after ->> 'subcategoryId', a.after ->> 'priceCents', a.after ->> 'salePriceCents',
               a.after ->> 'active', a.after ->> 'taxCategory', a.after ->> 'manufacturerId', a.after ->> 'model', a.after ->> 'gtin',
               a.after -> 'safetyWarnings', a.after ->> 'safetyWarningsEs', 0
             FROM audit_log a WHERE a.id > ?1 AND a.action = 'product.created' AND a.detail ->> 'request' = ?2`,
          )
          .bind(since, request),
      ];
      // The first variant is the database's default one (the product's sku; trigger products_default_variant, docs/database-rules.md):
      // its options, then the units already here (the trigger stock_adjustments_apply puts them in stock).
      if (size !== null || color !== null || packCount !== null)
        statements.push(
          d1
            .prepare(`UPDATE product_variants SET size = ?4, color = ?5, pack_count = ?6 WHERE product_id = ${id} AND sku = ?3`)
            .bind(since, request, sku, size, color, packCount),
        );
      if (stock > 0)
        statements.push(
          d1
            .prepare(
              `INSERT INTO stock_adjustments (id, variant_id, reason, quantity, delta, actor)
               SELECT ?3, v.id, 'received', ?4, ?4, ?5 FROM product_variants v WHERE v.product_id = ${id} AND v.sku = ?6`,
            )
            .bind(since, request, crypto.randomUUID(), stock, actor, sku),
        );
      statements.push(d1.prepare(`SELECT ${id} AS id`).bind(since, request));
      try {
        const results = await d1.batch(statements);
        const created = (results.at(-1)?.results[0] as { id: number | null } | undefined)?.id ?? null;
        return created ?? "taken";
      } catch (err) {
        if (isForeignKey(err)) return "places";
        throw err;
      }
    },

    /**
     * A copy of product `from` under `sku`, inactive and with no stock: its own fields (both languages, category, tax,
     * safety, maker, prices) but not its images (they live in the source's sku folder), and its variants as `variants`
     * names them. The database's default variant makes way for the copies (created a statement earlier, nothing names
     * it). The copy's id, "taken", or "gone" (no such product).
     */
    async duplicate(from: number, sku: string, variants: VariantCopy[], actor: string): Promise<number | "taken" | "gone"> {
      const since = await auditMark();
      const request = crypto.randomUUID();
      const id = createdId("product.duplicated");
      const map = JSON.stringify(variants);
      const results = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, after, detail)
             SELECT ?1, 'product.duplicated', json_object('sku', ?3, 'variants', json(?4)),
               json_object('productId', (SELECT coalesce(max(id), 0) + 1 FROM products), 'from', ?2, 'fromSku', p.sku, 'sku', ?3, 'request', ?5)
             FROM products p WHERE p.id = ?2 AND ${skusFree(6)}`,
          )
          .bind(actor, from, sku, map, request, JSON.stringify([sku, ...variants.map((v) => v.sku)])),
        d1
          .prepare(
            `INSERT INTO products (id, sku, name, name_es, description, description_es, category_id, subcategory_id, price_cents, sale_price_cents,
               active, tax_category, manufacturer_id, model, gtin, safety_warnings, safety_warnings_es, stock_quantity)
             SELECT ${id}, ?3, p.name, p.name_es, p.description, p.description_es, p.category_id, p.subcategory_id, p.price_cents, p.sale_price_cents,
               0, p.tax_category, p.manufacturer_id, p.model, p.gtin, p.safety_warnings, p.safety_warnings_es, 0
             FROM products p WHERE p.id = ?4 AND ${id} IS NOT NULL`,
          )
          .bind(since, request, sku, from),
        d1.prepare(`DELETE FROM product_variants WHERE product_id = ${id} AND sku = ?3`).bind(since, request, sku),
        d1
          .prepare(
            `INSERT INTO product_variants (product_id, sku, size, color, pack_count, price_cents, sale_price_cents, stock_quantity, active, position, low_stock_threshold,
               weight_grams)
             SELECT ${id}, m.value ->> 'sku', s.size, s.color, s.pack_count, s.price_cents, s.sale_price_cents, 0, s.active, s.position, s.low_stock_threshold,
               s.weight_grams
             FROM json_each(?3) m JOIN product_variants s ON s.id = m.value ->> 'from' AND s.product_id = ?4 WHERE ${id} IS NOT NULL`,
          )
          .bind(since, request, map, from),
        d1.prepare(`SELECT ${id} AS id, EXISTS (SELECT 1 FROM products WHERE id = ?3) AS known`).bind(since, request, from),
      ]);
      const row = results.at(-1)?.results[0] as { id: number | null; known: number } | undefined;
      if (row?.id) return row.id;
      return row?.known ? "taken" : "gone";
    },

    /**
     * Archive (off the shop and the list, `active` 0 with it) or unarchive (still inactive: the owner activates it),
     * with its audit row in the same batch. "changed", "unchanged" (it already was), or "gone".
     */
    async setArchived(id: number, archived: boolean, actor: string) {
      const where = archived ? "id = ?1 AND archived_at IS NULL" : "id = ?1 AND archived_at IS NOT NULL";
      const at = new Date().toISOString();
      const [audit, , known] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, ?3, json_object('active', active, 'archivedAt', archived_at), json_object('active', coalesce(?4, active), 'archivedAt', ?5),
               json_object('productId', id, 'sku', sku)
             FROM products WHERE ${where}`,
          )
          .bind(id, actor, archived ? "product.archived" : "product.unarchived", archived ? 0 : null, archived ? at : null),
        d1
          .prepare(archived ? `UPDATE products SET archived_at = ?2, active = 0 WHERE ${where}` : `UPDATE products SET archived_at = NULL WHERE ${where}`)
          .bind(id, ...(archived ? [at] : [])),
        d1.prepare("SELECT 1 FROM products WHERE id = ?1").bind(id),
      ]);
      if ((known?.results.length ?? 0) === 0) return "gone" as const;
      return (audit?.meta.changes ?? 0) > 0 ? ("changed" as const) : ("unchanged" as const);
    },
  };
}
export type CatalogProductsRepo = ReturnType<typeof catalogProductsRepo>;
