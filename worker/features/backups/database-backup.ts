/**
 * The shop's tables as NDJSON (one JSON object per row, a file per table) with a manifest to check a restore against
 * (issue 46 item 4): row counts per table and the sum of the orders' totals in cents. Used by `npm run backup` /
 * `npm run restore` on the local database (scripts/backup.ts, scripts/restore.ts). The full-text indexes are left out
 * (their content is the products'), as are D1's and SQLite's own tables and the migrations' record.
 */

import { bindable, isVirtualTable, quoteName as quote, schemaObjects } from "./database-schema";

export type BackupManifest = { createdAt: string; tables: Record<string, number>; orderTotalCents: number };
export type TableDump = { name: string; ndjson: string };

/** The tables a backup holds: every table of the shop's own but the full-text indexes and the migrations' record. */
async function backedUpTables(db: D1Database): Promise<string[]> {
  return (await schemaObjects(db)).filter((o) => o.type === "table" && o.name !== "d1_migrations" && !isVirtualTable(o)).map((o) => o.name);
}

async function manifestOf(db: D1Database, tables: string[]): Promise<BackupManifest> {
  const counts = await db.batch(tables.map((t) => db.prepare(`SELECT count(*) AS n FROM ${quote(t)}`)));
  const total = await db.prepare("SELECT coalesce(sum(total_cents), 0) AS cents FROM orders").first<{ cents: number }>();
  return {
    createdAt: new Date().toISOString(),
    tables: Object.fromEntries(tables.map((t, i) => [t, (counts[i]?.results[0] as { n: number } | undefined)?.n ?? 0])),
    orderTotalCents: total?.cents ?? 0,
  };
}

/** Every backed-up table's rows, in rowid order, and the manifest. */
export async function exportDatabase(db: D1Database): Promise<{ manifest: BackupManifest; tables: TableDump[] }> {
  const names = await backedUpTables(db);
  const reads = await db.batch(names.map((t) => db.prepare(`SELECT * FROM ${quote(t)} ORDER BY rowid`)));
  const tables = names.map((name, i) => ({ name, ndjson: (reads[i]?.results ?? []).map((r) => `${JSON.stringify(r)}\n`).join("") }));
  return { manifest: await manifestOf(db, names), tables };
}

/**
 * Loads a backup into a migrated database, in one atomic batch: the triggers are set aside (so restoring an order writes
 * no audit row and draws no stock alert) but the search indexes' own, the backed-up tables emptied of what the migrations put there and filled
 * with the backup's rows, then the triggers put back. Then the manifest is checked: each difference in words, none
 * when the restore is whole.
 */
export async function restoreDatabase(
  db: D1Database,
  backup: { manifest: BackupManifest; tables: TableDump[] },
  /** How the one batch is sent (the scripts' local state lets Node's event loop turn first: scripts/lib/local-state.ts). */
  send: (statements: D1PreparedStatement[]) => Promise<unknown> = (statements) => db.batch(statements),
): Promise<string[]> {
  const here = new Set(await backedUpTables(db));
  const unknown = backup.tables.filter((t) => !here.has(t.name)).map((t) => `${t.name}: no such table in this database (a newer backup?)`);
  if (unknown.length) return unknown;
  // The search indexes' own triggers stay: restoring a product indexes it as saving it does (FTS5's tables cannot be
  // written directly, and what each index holds is the triggers' rule). Every other trigger is set aside.
  const objects = await schemaObjects(db);
  const virtual = objects.filter(isVirtualTable).map((o) => o.name);
  const writesOnlyIndexes = (body: string) => {
    const targets = [...body.matchAll(/\b(?:INSERT\s+INTO|DELETE\s+FROM|UPDATE)\s+[`"]?(\w+)/gi)].map((m) => m[1]!);
    return targets.length > 0 && targets.every((t) => virtual.includes(t));
  };
  const triggers = objects.filter((o) => o.type === "trigger" && !writesOnlyIndexes(o.sql.slice(o.sql.search(/\bBEGIN\b/i))));
  const inserts = backup.tables.flatMap(({ name, ndjson }) =>
    ndjson
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        const columns = Object.keys(row);
        return db
          .prepare(`INSERT INTO ${quote(name)} (${columns.map(quote).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
          .bind(...columns.map((c) => bindable(row[c])));
      }),
  );
  await send([
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...triggers.map((t) => db.prepare(`DROP TRIGGER ${quote(t.name)}`)),
    ...backup.tables.map((t) => db.prepare(`DELETE FROM ${quote(t.name)}`)),
    ...inserts,
    ...triggers.map((t) => db.prepare(t.sql)),
  ]);
  const restored = await manifestOf(db, Object.keys(backup.manifest.tables));
  const differences = Object.entries(backup.manifest.tables)
    .filter(([t, n]) => restored.tables[t] !== n)
    .map(([t, n]) => `${t}: ${restored.tables[t]} rows restored, the manifest says ${n}`);
  if (restored.orderTotalCents !== backup.manifest.orderTotalCents)
    differences.push(`orders: totals sum to ${restored.orderTotalCents} cents, the manifest says ${backup.manifest.orderTotalCents}`);
  return differences;
}
