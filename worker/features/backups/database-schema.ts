/** What a D1 database holds that is the shop's own, read from sqlite_master; shared by the backups and the tests' storage reset. */

export type SchemaObject = { type: "table" | "index" | "trigger" | "view"; name: string; sql: string };

/** A name in SQL, quoted. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** D1 reads a BLOB back as an array of bytes; it binds bytes as a Uint8Array. */
export const bindable = (v: unknown) => (Array.isArray(v) ? new Uint8Array(v as number[]) : v);

export const isVirtualTable = (o: SchemaObject) => /^CREATE VIRTUAL TABLE/i.test(o.sql);

/**
 * Every table, index, trigger and view of the shop's own, in the order they were made: not D1's (`_cf_…`) nor SQLite's
 * (`sqlite_…`), nor a full-text index's shadow tables (`products_fts_data`…), which the index makes and drops itself.
 */
export async function schemaObjects(db: D1Database): Promise<SchemaObject[]> {
  const { results } = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY rowid",
    )
    .all<SchemaObject>();
  const virtual = results.filter(isVirtualTable).map((o) => o.name);
  return results.filter((o) => !virtual.some((v) => o.name !== v && new RegExp(`^${v}_(data|idx|content|docsize|config)$`).test(o.name)));
}
