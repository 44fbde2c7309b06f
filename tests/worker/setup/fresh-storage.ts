import { bindable, quoteName as quote, type SchemaObject, schemaObjects } from "../../../worker/features/backups/database-schema";

/**
 * Storage put back between test files that share one runtime (setup/apply-migrations.ts): a D1 database returned to a
 * snapshot of its schema and rows, and a KV namespace, an R2 bucket or a database emptied.
 */

type TableRows = { table: string; columns: string[]; rows: unknown[][] };
export type DatabaseSnapshot = { objects: SchemaObject[]; data: TableRows[]; sequences: { name: string; seq: number }[] };

/** Every table's definition and rows, every index, trigger and view, and the AUTOINCREMENT counters. */
export async function databaseSnapshot(db: D1Database): Promise<DatabaseSnapshot> {
  const objects = await schemaObjects(db);
  const tables = objects.filter((o) => o.type === "table").map((o) => o.name);
  const reads = await db.batch(tables.map((t) => db.prepare(`SELECT * FROM ${quote(t)}`)));
  const data = tables.map((table, i) => {
    const rows = (reads[i]?.results ?? []) as Record<string, unknown>[];
    const columns = rows[0] ? Object.keys(rows[0]) : [];
    return { table, columns, rows: rows.map((r) => columns.map((c) => r[c])) };
  });
  const hasSequences = await db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").first();
  const sequences = hasSequences ? (await db.prepare("SELECT name, seq FROM sqlite_sequence").all<{ name: string; seq: number }>()).results : [];
  return { objects, data, sequences };
}

/**
 * The tables, each after every table that references it (read from their definitions' REFERENCES clauses): a table
 * dropped while a table referencing it is still there leaves that one's foreign keys pointing at nothing, and SQLite
 * then refuses to drop it ("no such table").
 */
function tablesChildrenFirst(tables: SchemaObject[]): string[] {
  const parentsOf = new Map(tables.map((t) => [t.name, [...t.sql.matchAll(/REFERENCES\s+[`"'[]?(\w+)/gi)].map((m) => m[1])]));
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const [child, parents] of parentsOf) if (child !== table && parents.includes(table)) place(child, path);
    placed.add(table);
    order.push(table);
  };
  for (const t of tables) place(t.name, new Set());
  return order;
}

/** Drops what is there (triggers first, so no cascade runs one) in the batch that is given the statements after it. */
async function dropAll(db: D1Database): Promise<D1PreparedStatement[]> {
  const current = await schemaObjects(db);
  const named = (type: SchemaObject["type"]) => current.filter((o) => o.type === type).map((o) => o.name);
  const tables = tablesChildrenFirst(current.filter((o) => o.type === "table"));
  return [
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...named("trigger").map((n) => db.prepare(`DROP TRIGGER IF EXISTS ${quote(n)}`)),
    ...named("view").map((n) => db.prepare(`DROP VIEW IF EXISTS ${quote(n)}`)),
    ...tables.map((n) => db.prepare(`DROP TABLE IF EXISTS ${quote(n)}`)),
  ];
}

/**
 * The database exactly as the snapshot was taken, in one atomic batch: the tables, their rows (before the triggers, so
 * none fires), then indexes, views and triggers, and the AUTOINCREMENT counters. The catalogue's version token is drawn
 * anew, as for any restored database (migrations/0015): an edge-cache entry stored by an earlier file is never served.
 */
export async function restoreDatabase(db: D1Database, snapshot: DatabaseSnapshot): Promise<void> {
  const of = (type: SchemaObject["type"]) => snapshot.objects.filter((o) => o.type === type).map((o) => db.prepare(o.sql));
  const inserts = snapshot.data.flatMap(({ table, columns, rows }) =>
    rows.map((row) =>
      db.prepare(`INSERT INTO ${quote(table)} (${columns.map(quote).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).bind(...row.map(bindable)),
    ),
  );
  const sequences = snapshot.sequences.length
    ? [
        db.prepare("DELETE FROM sqlite_sequence"),
        ...snapshot.sequences.map((s) => db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)").bind(s.name, s.seq)),
      ]
    : [];
  const newToken = snapshot.objects.some((o) => o.name === "catalog_version")
    ? [db.prepare("UPDATE catalog_version SET token = lower(hex(randomblob(8)))")]
    : [];
  await db.batch([...(await dropAll(db)), ...of("table"), ...inserts, ...of("index"), ...of("view"), ...of("trigger"), ...sequences, ...newToken]);
}

/** A database with nothing in it. */
export async function emptyDatabase(db: D1Database): Promise<void> {
  const drops = await dropAll(db);
  if (drops.length > 1) await db.batch(drops);
}

/** Page by page (`pageSize` keys at a time, KV's most by default). */
export async function emptyKv(kv: KVNamespace, pageSize = 1000): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor, limit: pageSize });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

export async function emptyBucket(bucket: R2Bucket, pageSize = 1000): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor, limit: pageSize });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
