import { MAX_PARCEL_BOXES, type ParcelBox, type ParcelBoxInput } from "../../../shared/parcel-boxes";

const COLUMNS = "id, name, length_cm AS lengthCm, width_cm AS widthCm, height_cm AS heightCm, tare_grams AS tareGrams";
const IN_USE = "retired_at IS NULL";
const AS_JSON = "json_object('name', name, 'lengthCm', length_cm, 'widthCm', width_cm, 'heightCm', height_cm, 'tareGrams', tare_grams)";

/** A unique index refused the name: another box in use has it. */
export const nameTaken = (err: unknown) => err instanceof Error && /UNIQUE constraint failed: .*parcel_boxes/i.test(err.message);

/**
 * The shop's boxes (issue 49, table `parcel_boxes`): the ones in use, in the owner's order. Each change writes its audit
 * row in the same batch; the limits (at most MAX_PARCEL_BOXES in use, never none) are conditions of the statements
 * themselves, so two owners at once cannot pass them.
 */
export function parcelBoxesRepo(d1: D1Database) {
  return {
    async list(): Promise<ParcelBox[]> {
      const { results } = await d1.prepare(`SELECT ${COLUMNS} FROM parcel_boxes WHERE ${IN_USE} ORDER BY position, id`).all<ParcelBox>();
      return results;
    },

    /** A box in use, or null. */
    inUse: (id: string) => d1.prepare(`SELECT ${COLUMNS} FROM parcel_boxes WHERE id = ?1 AND ${IN_USE}`).bind(id).first<ParcelBox>(),

    /** Every box's name by id, retired ones too (the labels bought with them). */
    async names(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const { results } = await d1
        .prepare("SELECT id, name FROM parcel_boxes WHERE id IN (SELECT value FROM json_each(?1))")
        .bind(JSON.stringify(ids))
        .all<{ id: string; name: string }>();
      return new Map(results.map((r) => [r.id, r.name]));
    },

    /** The new box last in the list, or null when MAX_PARCEL_BOXES are in use; throws on a name in use (nameTaken). */
    async add(id: string, box: ParcelBoxInput, actor: string): Promise<ParcelBox | null> {
      const [inserted] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO parcel_boxes (id, name, length_cm, width_cm, height_cm, tare_grams, position)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, (SELECT coalesce(max(position), -1) + 1 FROM parcel_boxes)
             WHERE (SELECT count(*) FROM parcel_boxes WHERE ${IN_USE}) < ${MAX_PARCEL_BOXES}
             RETURNING ${COLUMNS}`,
          )
          .bind(id, box.name, box.lengthCm, box.widthCm, box.heightCm, box.tareGrams),
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, after, detail) SELECT ?2, 'parcel_box.created', ${AS_JSON}, json_object('id', id) FROM parcel_boxes WHERE id = ?1`,
          )
          .bind(id, actor),
      ]);
      return (inserted?.results[0] as ParcelBox | undefined) ?? null;
    },

    /** The box as changed, or null when it is not in use; throws on a name in use (nameTaken). */
    async update(id: string, box: ParcelBoxInput, actor: string): Promise<ParcelBox | null> {
      const [, updated] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, 'parcel_box.updated', ${AS_JSON}, json_object('name', ?3, 'lengthCm', ?4, 'widthCm', ?5, 'heightCm', ?6, 'tareGrams', ?7), json_object('id', id)
             FROM parcel_boxes WHERE id = ?1 AND ${IN_USE}`,
          )
          .bind(id, actor, box.name, box.lengthCm, box.widthCm, box.heightCm, box.tareGrams),
        d1
          .prepare(
            `UPDATE parcel_boxes SET name = ?2, length_cm = ?3, width_cm = ?4, height_cm = ?5, tare_grams = ?6 WHERE id = ?1 AND ${IN_USE} RETURNING ${COLUMNS}`,
          )
          .bind(id, box.name, box.lengthCm, box.widthCm, box.heightCm, box.tareGrams),
      ]);
      return (updated?.results[0] as ParcelBox | undefined) ?? null;
    },

    /** Takes the box out of use: 'retired', or why not ('not_found'; 'last': it is the only one in use). */
    async retire(id: string, actor: string, at: string): Promise<"retired" | "not_found" | "last"> {
      const others = `(SELECT count(*) FROM parcel_boxes WHERE ${IN_USE}) > 1`;
      const [, retired, state] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, detail) SELECT ?2, 'parcel_box.retired', ${AS_JSON}, json_object('id', id)
             FROM parcel_boxes WHERE id = ?1 AND ${IN_USE} AND ${others}`,
          )
          .bind(id, actor),
        d1.prepare(`UPDATE parcel_boxes SET retired_at = ?2 WHERE id = ?1 AND ${IN_USE} AND ${others}`).bind(id, at),
        d1.prepare(`SELECT EXISTS (SELECT 1 FROM parcel_boxes WHERE id = ?1 AND ${IN_USE}) AS inUse`).bind(id),
      ]);
      if ((retired?.meta.changes ?? 0) > 0) return "retired";
      return (state?.results[0] as { inUse: number } | undefined)?.inUse ? "last" : "not_found";
    },
  };
}
export type ParcelBoxesRepo = ReturnType<typeof parcelBoxesRepo>;
