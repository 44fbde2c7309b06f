/** A product's image columns as stored: the main image and the others' JSON text, compared as read. */
export interface StoredImages {
  imageKey: string | null;
  extraText: string;
}

/**
 * A product's image list in D1 (issue 34): `image_key` the main image, `extra_images` the rest in order. Every write
 * and its audit row are one batch; a write of the whole list is guarded by the columns it was computed from, so two
 * owners editing at once never lose each other's change (the later one is asked to reload).
 */
export function catalogImagesRepo(d1: D1Database) {
  return {
    async product(id: number) {
      const row = await d1
        .prepare("SELECT sku, image_key AS imageKey, extra_images AS extraText FROM products WHERE id = ?1")
        .bind(id)
        .first<{ sku: string } & StoredImages>();
      return row ? { ...row, own: [row.imageKey, ...(JSON.parse(row.extraText) as string[])].filter((k): k is string => !!k) } : null;
    },

    /** Appends an uploaded image (the main one when there is none yet) in the statement itself: nothing to race. */
    async add(id: number, key: string, actor: string) {
      const [audit] = await d1.batch([
        d1
          .prepare(
            "INSERT INTO audit_log (actor, action, after, detail) SELECT ?1, 'image.added', ?2, json_object('productId', id) FROM products WHERE id = ?3",
          )
          .bind(actor, key, id),
        d1
          .prepare(
            `UPDATE products SET image_key = coalesce(image_key, ?2),
               extra_images = CASE WHEN image_key IS NULL THEN extra_images ELSE json_insert(extra_images, '$[#]', ?2) END
             WHERE id = ?1`,
          )
          .bind(id, key),
      ]);
      return (audit?.meta.changes ?? 0) > 0;
    },

    /** Writes the whole list (its first the main image) if the columns are still as `was`; false when they changed. */
    async replace(id: number, was: StoredImages, before: string[], list: string[], action: "image.reordered" | "image.deleted", actor: string) {
      const guard = "id = ?1 AND image_key IS ?2 AND extra_images = ?3";
      const [audit] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail) SELECT ?4, ?5, ?6, ?7, json_object('productId', id) FROM products WHERE ${guard}`,
          )
          .bind(id, was.imageKey, was.extraText, actor, action, JSON.stringify(before), JSON.stringify(list)),
        d1
          .prepare(`UPDATE products SET image_key = ?4 ->> '$[0]', extra_images = json_remove(?4, '$[0]') WHERE ${guard}`)
          .bind(id, was.imageKey, was.extraText, JSON.stringify(list)),
      ]);
      return (audit?.meta.changes ?? 0) > 0;
    },

    async variant(id: number) {
      return d1
        .prepare(
          "SELECT v.id, v.sku, v.image_key AS imageKey, p.sku AS productSku FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?1",
        )
        .bind(id)
        .first<{ id: number; sku: string; imageKey: string | null; productSku: string }>();
    },

    /** The variant's own image (null: none, it shows the product's) if it is still `was`; false when it changed. */
    async setVariantImage(id: number, was: string | null, key: string | null, actor: string) {
      const guard = "id = ?1 AND image_key IS ?2";
      const [audit] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?4, 'variant.image', ?2, ?3, json_object('productId', product_id, 'variantId', id, 'sku', sku) FROM product_variants WHERE ${guard}`,
          )
          .bind(id, was, key, actor),
        d1.prepare(`UPDATE product_variants SET image_key = ?3 WHERE ${guard}`).bind(id, was, key),
      ]);
      return (audit?.meta.changes ?? 0) > 0;
    },
  };
}
export type CatalogImagesRepo = ReturnType<typeof catalogImagesRepo>;
