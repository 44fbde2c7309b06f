import type { VariantCreate, VariantUpdate } from "../../../shared/admin-catalog";
import type { VariantRecord } from "../../db/rows";

const isSkuTaken = (err: unknown) => err instanceof Error && /UNIQUE constraint failed: product_variants\.sku/.test(err.message);

/**
 * No other active variant of the product has the same options (?o1 the product, ?o2 the variant or -1, ?o3..?o5 size,
 * colour and pack): evaluated in the statement that writes, so two owners adding the same size at once get one.
 */
const optionsFree = `NOT EXISTS (SELECT 1 FROM product_variants o WHERE o.product_id = ?o1 AND o.id <> ?o2 AND o.active = 1
  AND o.size IS ?o3 AND o.color IS ?o4 AND o.pack_count IS ?o5)`;
/** Deactivating leaves another active variant (?o6 is 1 when the write keeps this one active). */
const notLastActive = "(?o6 = 1 OR EXISTS (SELECT 1 FROM product_variants o WHERE o.product_id = ?o1 AND o.id <> ?o2 AND o.active = 1))";

/** Numbers the shared guards' parameters after a statement's own `n` parameters. */
const guard = (sql: string, n: number) => sql.replace(/\?o(\d)/g, (_, i: string) => `?${n + Number(i)}`);
const guardValues = (productId: number, variantId: number, v: VariantUpdate) => [productId, variantId, v.size, v.color, v.packCount, v.active ? 1 : 0];

/**
 * The Spanish name of the variant's colour (decisions/0041: one per Portuguese colour, shared by every variant of it),
 * written with the variant in its batch, only where `written` (the write's own audit row, ?3 its request) holds. Empty
 * removes the name: the colour is then shown in Portuguese on the Spanish shop, as an untranslated one is.
 */
function colourName(d1: D1Database, v: VariantUpdate, request: string, written: string) {
  if (v.color === null || v.colorEs === undefined) return [];
  const name = v.colorEs?.trim() ?? "";
  const statement = name
    ? d1
        .prepare(`INSERT INTO color_names (color, name_es) SELECT ?1, ?2 WHERE ${written} ON CONFLICT (color) DO UPDATE SET name_es = excluded.name_es`)
        .bind(v.color, name, request)
    : d1.prepare(`DELETE FROM color_names WHERE color = ?1 AND ${written.replace("?3", "?2")}`).bind(v.color, request);
  return [statement];
}

const VARIANT_JSON =
  "json_object('sku', sku, 'size', size, 'color', color, 'packCount', pack_count, 'weightGrams', weight_grams, 'priceCents', price_cents, 'salePriceCents', sale_price_cents, 'active', active)";

/**
 * A product's variants in the back-office (issue 34, decisions/0045): add, edit, reorder, deactivate. Each write and
 * its audit row are one batch whose statements share one guard (the options free, not the last active variant), so
 * either both happen or neither. Stock never changes here: a new variant's units arrive as a 'received' adjustment.
 */
export function catalogVariantsRepo(d1: D1Database) {
  return {
    async ofProduct(productId: number) {
      const { results } = await d1
        .prepare("SELECT id, sku, size, color, pack_count AS packCount, active, position FROM product_variants WHERE product_id = ?1 ORDER BY position, id")
        .bind(productId)
        .all<Pick<VariantRecord, "id" | "sku" | "size" | "color" | "packCount" | "position"> & { active: number }>();
      return results.map((v) => ({ ...v, active: v.active === 1 }));
    },

    async productIdOf(variantId: number) {
      return (await d1.prepare("SELECT product_id AS id FROM product_variants WHERE id = ?1").bind(variantId).first<{ id: number }>())?.id ?? null;
    },

    /**
     * "created", "taken" (the sku exists, as a variant's or a product's), or "options" (the options are in use). The
     * audit row goes first, guarded; the variant and its first units follow only where that very row (its request id)
     * was written, so the three are one decision taken once.
     */
    async create(productId: number, v: VariantCreate, actor: string) {
      const request = crypto.randomUUID();
      const written = "EXISTS (SELECT 1 FROM audit_log WHERE action = 'variant.created' AND detail ->> 'request' = ?9)";
      const statements = [
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, after, detail)
             SELECT ?1, 'variant.created',
               json_object('sku', ?2, 'size', ?3, 'color', ?4, 'packCount', ?5, 'weightGrams', ?17, 'priceCents', ?6, 'salePriceCents', ?7, 'active', ?8),
               json_object('productId', ?10, 'stock', ?11, 'request', ?9)
             WHERE EXISTS (SELECT 1 FROM products WHERE id = ?10) AND NOT EXISTS (SELECT 1 FROM products WHERE sku = ?2)
               AND NOT EXISTS (SELECT 1 FROM product_variants WHERE sku = ?2) AND (?8 = 0 OR ${guard(optionsFree, 11)})`,
          )
          .bind(
            actor,
            v.sku,
            v.size,
            v.color,
            v.packCount,
            v.priceCents,
            v.salePriceCents,
            v.active ? 1 : 0,
            request,
            productId,
            v.stock,
            ...guardValues(productId, -1, v).slice(0, 5),
            v.weightGrams ?? null,
          ),
        d1
          .prepare(
            `INSERT INTO product_variants (product_id, sku, size, color, pack_count, price_cents, sale_price_cents, stock_quantity, active, position, weight_grams)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 0, ?8, (SELECT coalesce(max(position), -1) + 1 FROM product_variants WHERE product_id = ?1), ?10 WHERE ${written}`,
          )
          .bind(productId, v.sku, v.size, v.color, v.packCount, v.priceCents, v.salePriceCents, v.active ? 1 : 0, request, v.weightGrams ?? null),
        ...colourName(d1, v, request, written.replace("?9", "?3")),
      ];
      // The units already here reach the stock through the trigger stock_adjustments_apply (docs/database-rules.md).
      if (v.stock > 0)
        statements.push(
          d1
            .prepare(
              `INSERT INTO stock_adjustments (id, variant_id, reason, quantity, delta, actor)
               SELECT ?1, id, 'received', ?2, ?2, ?3 FROM product_variants WHERE sku = ?4 AND ${written.replace("?9", "?5")}`,
            )
            .bind(crypto.randomUUID(), v.stock, actor, v.sku, request),
        );
      try {
        const [audit] = await d1.batch(statements);
        if ((audit?.meta.changes ?? 0) > 0) return "created" as const;
      } catch (err) {
        if (isSkuTaken(err)) return "taken" as const;
        throw err;
      }
      const taken = await d1
        .prepare("SELECT EXISTS (SELECT 1 FROM products WHERE sku = ?1) OR EXISTS (SELECT 1 FROM product_variants WHERE sku = ?1) AS n")
        .bind(v.sku)
        .first<{ n: number }>();
      return taken?.n === 1 ? ("taken" as const) : ("options" as const);
    },

    /** "updated", or "refused" (the options in use by another active variant, or its last active one). */
    async update(productId: number, variantId: number, v: VariantUpdate, actor: string) {
      const where = `id = ?1 AND product_id = ?2 AND (?3 = 0 OR ${guard(optionsFree, 3)}) AND ${guard(notLastActive, 3)}`;
      const values = [variantId, productId, v.active ? 1 : 0, ...guardValues(productId, variantId, v)];
      const request = crypto.randomUUID();
      // The weight: absent leaves it as it is (an edit that does not show it), null clears it.
      const weightGiven = v.weightGrams === undefined ? 0 : 1;
      const [audit] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?10, 'variant.updated', ${VARIANT_JSON},
               json_object('sku', sku, 'size', ?11, 'color', ?12, 'packCount', ?13, 'weightGrams', CASE WHEN ?18 THEN ?19 ELSE weight_grams END,
                 'priceCents', ?14, 'salePriceCents', ?15, 'active', ?3),
               json_object('productId', product_id, 'variantId', id, 'request', ?16, 'colorEs', ?17)
             FROM product_variants WHERE ${where}`,
          )
          .bind(...values, actor, v.size, v.color, v.packCount, v.priceCents, v.salePriceCents, request, v.colorEs ?? null, weightGiven, v.weightGrams ?? null),
        d1
          .prepare(
            `UPDATE product_variants SET size = ?10, color = ?11, pack_count = ?12, price_cents = ?13, sale_price_cents = ?14, active = ?3,
               weight_grams = CASE WHEN ?15 THEN ?16 ELSE weight_grams END WHERE ${where}`,
          )
          .bind(...values, v.size, v.color, v.packCount, v.priceCents, v.salePriceCents, weightGiven, v.weightGrams ?? null),
        ...colourName(d1, v, request, "EXISTS (SELECT 1 FROM audit_log WHERE action = 'variant.updated' AND detail ->> 'request' = ?3)"),
      ]);
      return (audit?.meta.changes ?? 0) > 0 ? ("updated" as const) : ("refused" as const);
    },

    /** The positions follow `ids` (every variant of the product, checked by the service), with the before → after audit. */
    async reorder(productId: number, ids: number[], actor: string) {
      const order = JSON.stringify(ids);
      await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?3, 'variant.reordered', (SELECT json_group_array(id) FROM (SELECT id FROM product_variants WHERE product_id = ?1 ORDER BY position, id)),
               ?2, json_object('productId', ?1)`,
          )
          .bind(productId, order, actor),
        d1
          .prepare(
            `UPDATE product_variants SET position = (SELECT CAST(j.key AS INTEGER) FROM json_each(?2) j WHERE j.value = product_variants.id)
             WHERE product_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
          )
          .bind(productId, order),
      ]);
    },
  };
}
export type CatalogVariantsRepo = ReturnType<typeof catalogVariantsRepo>;
