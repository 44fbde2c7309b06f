import type { CatalogState, SiblingVariant } from "./catalog-csv-check";

/** A product's columns the import writes (prices in cents; `active` 1 or 0), matched by id. */
export interface ProductWrite {
  id: number;
  sku: string;
  name: string;
  nameEs: string | null;
  categoryId: number;
  subcategoryId: number | null;
  price: number;
  sale: number | null;
  active: 0 | 1;
  tax: string;
}
/** A new product (issue 44, decisions/0052): the file's product columns; its variants are NewVariantWrite. */
export type NewProductWrite = Omit<ProductWrite, "id">;
/** A variant's columns the import writes, and the stock counted (null: leave it). */
export interface VariantWrite {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  pack: number | null;
  price: number | null;
  sale: number | null;
  active: 0 | 1;
  stock: number | null;
  /** Whether the file has the weight column (0: the weight is left as it is), and the weight in grams (null: none). */
  hasWeight: 0 | 1;
  weight: number | null;
}

/** A new variant (of a product in the catalogue or in the file), its stock counted from zero. */
export type NewVariantWrite = Omit<VariantWrite, "id"> & { productSku: string };

/** An export line's data: the variant and its product. */
export interface ExportRow {
  productId: number;
  productSku: string;
  name: string;
  nameEs: string | null;
  category: string | null;
  subcategory: string | null;
  price: number;
  sale: number | null;
  active: number;
  tax: string;
  variantSku: string | null;
  size: string | null;
  color: string | null;
  pack: number | null;
  variantPrice: number | null;
  variantSale: number | null;
  variantActive: number | null;
  stock: number | null;
  weight: number | null;
}

/**
 * Rows a statement takes as one bound JSON array (json_each): D1 allows 100 bound values and a 100 KB statement, but a
 * bound text up to 2 MB, so 10,000 lines go in a few statements instead of 10,000 (a Worker may send 1,000 per request).
 */
export const CHUNK = 1000;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

const P = `SELECT value ->> 'id' AS id, value ->> 'name' AS name, value ->> 'nameEs' AS nameEs, value ->> 'categoryId' AS categoryId,
  value ->> 'subcategoryId' AS subcategoryId, value ->> 'price' AS price, value ->> 'sale' AS sale, value ->> 'active' AS active, value ->> 'tax' AS tax
  FROM json_each(?1)`;
const PRODUCT_DIFFERS = `(p.name IS NOT j.name OR p.name_es IS NOT j.nameEs OR p.category_id IS NOT j.categoryId OR p.subcategory_id IS NOT j.subcategoryId
  OR p.price_cents IS NOT j.price OR p.sale_price_cents IS NOT j.sale OR p.active IS NOT j.active OR p.tax_category IS NOT j.tax)`;
const V = `SELECT value ->> 'id' AS id, value ->> 'size' AS size, value ->> 'color' AS color, value ->> 'pack' AS pack, value ->> 'price' AS price,
  value ->> 'sale' AS sale, value ->> 'active' AS active, value ->> 'stock' AS stock,
  CASE WHEN value ->> 'hasWeight' = 1 THEN value ->> 'weight' ELSE (SELECT weight_grams FROM product_variants WHERE id = value ->> 'id') END AS weight
  FROM json_each(?1)`;
const VARIANT_DIFFERS = `(v.size IS NOT j.size OR v.color IS NOT j.color OR v.pack_count IS NOT j.pack OR v.price_cents IS NOT j.price
  OR v.sale_price_cents IS NOT j.sale OR v.active IS NOT j.active OR v.weight_grams IS NOT j.weight)`;

const NEW_P = `SELECT value ->> 'sku' AS sku, value ->> 'name' AS name, value ->> 'nameEs' AS nameEs, value ->> 'categoryId' AS categoryId,
  value ->> 'subcategoryId' AS subcategoryId, value ->> 'price' AS price, value ->> 'sale' AS sale, value ->> 'active' AS active, value ->> 'tax' AS tax
  FROM json_each(?1)`;
const NEW_V = `SELECT key AS n, value ->> 'sku' AS sku, value ->> 'productSku' AS productSku, value ->> 'size' AS size, value ->> 'color' AS color,
  value ->> 'pack' AS pack, value ->> 'price' AS price, value ->> 'sale' AS sale, value ->> 'active' AS active, value ->> 'weight' AS weight
  FROM json_each(?1)`;

/**
 * What the CSV import creates (issue 44, decisions/0052), as statements of its one batch: the new products with a
 * 'product.created' audit row each (the default variant the database gives each is dropped: their variants are the
 * file's), to go first; and the new variants with a 'variant.created' row each, after the product's others (in the
 * file's order, no stock: their units come as the import's counts), to go after the updates.
 */
function creationStatements(
  d1: D1Database,
  /** The import's chunks: rows bound as one JSON array per statement. */
  chunks: <T>(items: T[]) => T[][],
  input: { products: NewProductWrite[]; variants: NewVariantWrite[]; actor: string; importId: string },
) {
  const { actor, importId } = input;
  const products: D1PreparedStatement[] = [];
  const variants: D1PreparedStatement[] = [];
  for (const part of chunks(input.products)) {
    const json = JSON.stringify(part);
    products.push(
      d1
        .prepare(
          `INSERT INTO products (sku, name, name_es, category_id, subcategory_id, price_cents, sale_price_cents, active, tax_category, stock_quantity)
           SELECT sku, name, nameEs, categoryId, subcategoryId, price, sale, active, tax, 0 FROM (${NEW_P})`,
        )
        .bind(json),
      d1
        .prepare(
          `INSERT INTO audit_log (actor, action, after, detail)
           SELECT ?2, 'product.created',
             json_object('name', p.name, 'nameEs', p.name_es, 'categoryId', p.category_id, 'subcategoryId', p.subcategory_id, 'priceCents', p.price_cents,
               'salePriceCents', p.sale_price_cents, 'active', p.active, 'taxCategory', p.tax_category),
             json_object('productId', p.id, 'sku', p.sku, 'import', ?3)
           FROM (${NEW_P}) j JOIN products p ON p.sku = j.sku`,
        )
        .bind(json, actor, importId),
      d1
        .prepare(
          `DELETE FROM product_variants WHERE sku IN (SELECT value ->> 'sku' FROM json_each(?1))
             AND product_id IN (SELECT id FROM products WHERE sku IN (SELECT value ->> 'sku' FROM json_each(?1)))`,
        )
        .bind(json),
    );
  }
  for (const part of chunks(input.variants)) {
    const json = JSON.stringify(part);
    variants.push(
      d1
        .prepare(
          `INSERT INTO product_variants (product_id, sku, size, color, pack_count, price_cents, sale_price_cents, stock_quantity, active, weight_grams, position)
           SELECT p.id, j.sku, j.size, j.color, j.pack, j.price, j.sale, 0, j.active, j.weight,
             j.n + 1 + (SELECT coalesce(max(o.position), -1) FROM product_variants o WHERE o.product_id = p.id
               AND o.sku NOT IN (SELECT value ->> 'sku' FROM json_each(?1)))
           FROM (${NEW_V}) j JOIN products p ON p.sku = j.productSku`,
        )
        .bind(json),
      d1
        .prepare(
          `INSERT INTO audit_log (actor, action, after, detail)
           SELECT ?2, 'variant.created',
             json_object('sku', v.sku, 'size', v.size, 'color', v.color, 'packCount', v.pack_count, 'weightGrams', v.weight_grams, 'priceCents', v.price_cents,
               'salePriceCents', v.sale_price_cents, 'active', v.active),
             json_object('productId', v.product_id, 'variantId', v.id, 'sku', v.sku, 'import', ?3)
           FROM (${NEW_V}) j JOIN product_variants v ON v.sku = j.sku`,
        )
        .bind(json, actor, importId),
    );
  }
  return { products, variants };
}

/**
 * The catalogue's CSV (issue 34, decisions/0046): the export read a page of products at a time, the state the import's
 * lines are checked against, and the import written as one D1 batch — one transaction: all of it or none of it.
 */
export function catalogCsvRepo(d1: D1Database) {
  return {
    /**
     * The variants of the next `limit` products after `afterProductId`, in the shop's order of variants (a product without
     * any comes once with a null variant, so a page is empty only after the last product).
     */
    async exportPage(afterProductId: number, limit: number) {
      const { results } = await d1
        .prepare(
          `SELECT p.id AS productId, p.sku AS productSku, p.name, p.name_es AS nameEs, c.slug AS category, s.slug AS subcategory, p.price_cents AS price,
             p.sale_price_cents AS sale, p.active, p.tax_category AS tax, v.sku AS variantSku, v.size, v.color, v.pack_count AS pack,
             v.price_cents AS variantPrice, v.sale_price_cents AS variantSale, v.active AS variantActive, v.stock_quantity AS stock, v.weight_grams AS weight
           FROM (SELECT * FROM products WHERE id > ?1 ORDER BY id LIMIT ?2) p
           LEFT JOIN product_variants v ON v.product_id = p.id
           LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN subcategories s ON s.id = p.subcategory_id
           ORDER BY p.id, v.position, v.id`,
        )
        .bind(afterProductId, limit)
        .all<ExportRow>();
      return results;
    },

    exported: async (actor: string) => {
      await d1.prepare("INSERT INTO audit_log (actor, action) VALUES (?1, 'catalog.exported')").bind(actor).run();
    },

    /** The categories, and the products and variants the file names (by sku) with every variant of those products. */
    async state(fileProductSkus: string[], fileVariantSkus: string[]): Promise<CatalogState> {
      // Every sku of the file both ways: a new product's sku may not be a variant's, nor a new variant's a product's.
      const productSkus = [...new Set([...fileProductSkus, ...fileVariantSkus])];
      const variantSkus = productSkus;
      const [categories, subcategories] = await d1.batch([
        d1.prepare("SELECT id, slug FROM categories"),
        d1.prepare("SELECT id, slug, category_id AS categoryId FROM subcategories"),
      ]);
      const state: CatalogState = {
        categories: new Map(((categories?.results ?? []) as { id: number; slug: string }[]).map((c) => [c.slug, c.id])),
        subcategories: new Map(((subcategories?.results ?? []) as { id: number; slug: string; categoryId: number }[]).map((s) => [s.slug, s])),
        products: new Map(),
        archived: new Set(),
        variants: new Map(),
        siblings: new Map(),
      };
      for (const part of chunks(productSkus)) {
        const { results } = await d1
          .prepare("SELECT id, sku, archived_at IS NOT NULL AS archived FROM products WHERE sku IN (SELECT value FROM json_each(?1))")
          .bind(JSON.stringify(part))
          .all<{ id: number; sku: string; archived: number }>();
        for (const p of results) {
          state.products.set(p.sku, p.id);
          if (p.archived === 1) state.archived.add(p.sku);
        }
      }
      for (const part of chunks(variantSkus)) {
        const { results } = await d1
          .prepare(
            "SELECT v.id, v.sku, v.product_id AS productId, p.sku AS productSku, v.stock_quantity AS stock FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.sku IN (SELECT value FROM json_each(?1))",
          )
          .bind(JSON.stringify(part))
          .all<{ id: number; sku: string; productId: number; productSku: string; stock: number }>();
        for (const v of results) state.variants.set(v.sku, v);
      }
      for (const part of chunks([...state.products.values()])) {
        const { results } = await d1
          .prepare(
            "SELECT id, product_id AS productId, size, color, pack_count AS packCount, active FROM product_variants WHERE product_id IN (SELECT value FROM json_each(?1))",
          )
          .bind(JSON.stringify(part))
          .all<Omit<SiblingVariant, "active"> & { productId: number; active: number }>();
        for (const { productId, ...v } of results) state.siblings.set(productId, [...(state.siblings.get(productId) ?? []), { ...v, active: v.active === 1 }]);
      }
      return state;
    },

    /**
     * The import in one batch: first the new products (issue 44, decisions/0052; the database's default variant each
     * gets is dropped in the same batch, nothing names it yet: their variants are the file's), with a 'product.created'
     * audit row each; per chunk of products their audit rows (before → after) and the update, per chunk of variants the
     * same; the new variants with a 'variant.created' row each; then the counts as stock adjustments (reason 'count',
     * the delta against the stock at that very moment: migration 0028's trigger applies it with its own audit row and
     * writes the back-in-stock e-mails), and the import's own audit row with what it changed. Only rows that differ are
     * written, so the price history (migration 0011's triggers) and the catalogue version move only for real changes.
     */
    async apply(input: {
      products: ProductWrite[];
      variants: VariantWrite[];
      newProducts: NewProductWrite[];
      newVariants: NewVariantWrite[];
      actor: string;
      importId: string;
      summary: Record<string, unknown>;
    }) {
      const { actor, importId } = input;
      const since = (await d1.prepare("SELECT coalesce(max(id), 0) AS n FROM audit_log").first<{ n: number }>())?.n ?? 0;
      const statements: D1PreparedStatement[] = [];
      const creations = creationStatements(d1, chunks, { products: input.newProducts, variants: input.newVariants, actor, importId });
      statements.push(...creations.products);
      for (const part of chunks(input.products)) {
        const json = JSON.stringify(part);
        statements.push(
          d1
            .prepare(
              `INSERT INTO audit_log (actor, action, before, after, detail)
               SELECT ?2, 'product.updated',
                 json_object('name', p.name, 'nameEs', p.name_es, 'categoryId', p.category_id, 'subcategoryId', p.subcategory_id, 'priceCents', p.price_cents,
                   'salePriceCents', p.sale_price_cents, 'active', p.active, 'taxCategory', p.tax_category),
                 json_object('name', j.name, 'nameEs', j.nameEs, 'categoryId', j.categoryId, 'subcategoryId', j.subcategoryId, 'priceCents', j.price,
                   'salePriceCents', j.sale, 'active', j.active, 'taxCategory', j.tax),
                 json_object('productId', p.id, 'sku', p.sku, 'import', ?3)
               FROM (${P}) j JOIN products p ON p.id = j.id WHERE ${PRODUCT_DIFFERS}`,
            )
            .bind(json, actor, importId),
          d1
            .prepare(
              `UPDATE products AS p SET name = j.name, name_es = j.nameEs, category_id = j.categoryId, subcategory_id = j.subcategoryId, price_cents = j.price,
                 sale_price_cents = j.sale, active = j.active, tax_category = j.tax
               FROM (${P}) AS j WHERE p.id = j.id AND ${PRODUCT_DIFFERS}`,
            )
            .bind(json),
        );
      }
      for (const part of chunks(input.variants)) {
        const json = JSON.stringify(part);
        statements.push(
          d1
            .prepare(
              `INSERT INTO audit_log (actor, action, before, after, detail)
               SELECT ?2, 'variant.updated',
                 json_object('size', v.size, 'color', v.color, 'packCount', v.pack_count, 'weightGrams', v.weight_grams, 'priceCents', v.price_cents,
                   'salePriceCents', v.sale_price_cents, 'active', v.active),
                 json_object('size', j.size, 'color', j.color, 'packCount', j.pack, 'weightGrams', j.weight, 'priceCents', j.price, 'salePriceCents', j.sale,
                   'active', j.active),
                 json_object('productId', v.product_id, 'variantId', v.id, 'sku', v.sku, 'import', ?3)
               FROM (${V}) j JOIN product_variants v ON v.id = j.id WHERE ${VARIANT_DIFFERS}`,
            )
            .bind(json, actor, importId),
          d1
            .prepare(
              `UPDATE product_variants AS v SET size = j.size, color = j.color, pack_count = j.pack, price_cents = j.price, sale_price_cents = j.sale, active = j.active,
                 weight_grams = j.weight
               FROM (${V}) AS j WHERE v.id = j.id AND ${VARIANT_DIFFERS}`,
            )
            .bind(json),
        );
      }
      // New variants after the product's others (in the file's order), with no stock: their units come as the counts below.
      statements.push(...creations.variants);
      // The rules that span a product's variants, checked in the Worker against what it read a moment before, checked
      // again here after the writes, in the same batch (decisions/0046): an edit made in the back-office in between could
      // otherwise leave two active variants with the same options, a variant without options beside others, a product
      // on sale with none, or a new variant under another product's sku (decisions/0052). As the Worker's check, each
      // concerns a variant the file names. A NULL actor breaks audit_log's NOT NULL, which fails the whole batch:
      // nothing written, and the service answers that the catalogue changed.
      const all = [...input.variants, ...input.newVariants];
      const named = JSON.stringify(all.map((v) => v.sku));
      const offSale = JSON.stringify(all.filter((v) => v.active === 0).map((v) => v.sku));
      const productSkus = JSON.stringify([...input.newProducts.map((p) => p.sku), ...input.products.map((p) => p.sku)]);
      statements.push(
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action) SELECT NULL, 'catalog.import_refused' WHERE
               EXISTS (SELECT 1 FROM product_variants v WHERE v.active = 1 AND v.product_id IN (SELECT id FROM products WHERE sku IN (SELECT value FROM json_each(?1)))
                 GROUP BY v.product_id, v.size, v.color, v.pack_count
                 HAVING count(*) > 1 AND max(v.sku IN (SELECT value FROM json_each(?2))))
               OR EXISTS (SELECT 1 FROM product_variants v WHERE v.sku IN (SELECT value FROM json_each(?2)) AND v.active = 1
                 AND v.size IS NULL AND v.color IS NULL AND v.pack_count IS NULL
                 AND (SELECT count(*) FROM product_variants w WHERE w.product_id = v.product_id AND w.active = 1) > 1)
               OR EXISTS (SELECT 1 FROM products p WHERE p.active = 1
                 AND p.id IN (SELECT v.product_id FROM product_variants v WHERE v.sku IN (SELECT value FROM json_each(?3)))
                 AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.active = 1))
               OR EXISTS (SELECT 1 FROM product_variants v JOIN products p ON p.sku = v.sku
                 WHERE v.sku IN (SELECT value ->> 'sku' FROM json_each(?4)) AND p.id <> v.product_id)`,
          )
          .bind(productSkus, named, offSale, JSON.stringify(input.newVariants)),
      );
      // Each count reaches the stock, with its audit row, through the trigger stock_adjustments_apply (docs/database-rules.md).
      for (const part of chunks(all.filter((v) => v.stock !== null))) {
        statements.push(
          d1
            .prepare(
              `INSERT INTO stock_adjustments (id, variant_id, reason, quantity, delta, actor)
               SELECT ?3 || ':' || v.id, v.id, 'count', j.stock, j.stock - v.stock_quantity, ?2
               FROM (SELECT value ->> 'sku' AS sku, value ->> 'stock' AS stock FROM json_each(?1)) j JOIN product_variants v ON v.sku = j.sku
               WHERE j.stock IS NOT v.stock_quantity`,
            )
            .bind(JSON.stringify(part.map((v) => ({ sku: v.sku, stock: v.stock }))), actor, importId),
        );
      }
      const ours = "id > ?3 AND detail ->> 'import' = ?2";
      statements.push(
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, detail) SELECT ?1, 'catalog.imported', json_patch(?4, json_object('import', ?2,
               'products', (SELECT count(*) FROM audit_log WHERE ${ours} AND action = 'product.updated'),
               'variants', (SELECT count(*) FROM audit_log WHERE ${ours} AND action = 'variant.updated'),
               'createdProducts', (SELECT count(*) FROM audit_log WHERE ${ours} AND action = 'product.created'),
               'createdVariants', (SELECT count(*) FROM audit_log WHERE ${ours} AND action = 'variant.created'),
               'stock', (SELECT count(*) FROM stock_adjustments WHERE id > ?2 || ':' AND id < ?2 || ';')))`,
          )
          .bind(actor, importId, since, JSON.stringify(input.summary)),
        d1.prepare(`SELECT detail FROM audit_log WHERE ${ours} AND action = 'catalog.imported'`).bind(null, importId, since),
      );
      const results = await d1.batch(statements);
      const detail = JSON.parse(((results.at(-1)?.results[0] as { detail: string } | undefined)?.detail ?? "{}") as string);
      const n = (key: string) => Number(detail[key] ?? 0);
      return {
        products: n("products"),
        variants: n("variants"),
        stock: n("stock"),
        createdProducts: n("createdProducts"),
        createdVariants: n("createdVariants"),
      };
    },
  };
}
export type CatalogCsvRepo = ReturnType<typeof catalogCsvRepo>;
