import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { databaseSnapshot, emptyBucket, emptyDatabase, emptyKv, restoreDatabase } from "./setup/fresh-storage";

// The files of one vitest worker share a runtime (decisions/0072); setup/apply-migrations.ts puts the storage back
// before each. These tests hold it to what a runtime of its own would give.

const count = async (db: D1Database, table: string) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
const token = async () => (await env.DB.prepare("SELECT token FROM catalog_version WHERE id = 1").first<{ token: string }>())?.token;

describe("each test file's storage", () => {
  it("starts migrated and empty, whatever ran before it in this runtime", async () => {
    const applied = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
    expect(applied.results.map((r) => r.name)).toEqual(env.TEST_MIGRATIONS.map((m) => m.name));
    for (const table of ["products", "users", "orders", "audit_log", "email_outbox"]) expect(await count(env.DB, table)).toBe(0);
    expect((await env.KV.list()).keys).toEqual([]);
    expect((await env.IMAGES.list()).objects).toEqual([]);
    // SQLite keeps its own sqlite_sequence once a table with AUTOINCREMENT was made (empty once those tables are gone).
    const spare = await env.MIGRATION_DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'sqlite_sequence'",
    ).all();
    expect(spare.results).toEqual([]);
    const counters = await env.MIGRATION_DB.prepare("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'").first();
    if (counters) expect((await env.MIGRATION_DB.prepare("SELECT * FROM sqlite_sequence").all()).results).toEqual([]);
  });

  it("a restore gives back every table, row, index, trigger and counter, and draws a new catalogue token", async () => {
    const before = await databaseSnapshot(env.DB);
    const tokenBefore = await token();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO categories (id, name, slug, position) VALUES (90, 'Passeio', 'passeio', 9)"),
      env.DB.prepare("INSERT INTO audit_log (actor, action) VALUES ('dono@exemplo.pt', 'test.action')"),
      env.DB.prepare("DROP TABLE newsletter_subscribers"),
      env.DB.prepare("DROP TRIGGER catalog_version_products_insert"),
      env.DB.prepare("CREATE TABLE leftover (id integer PRIMARY KEY)"),
    ]);

    await restoreDatabase(env.DB, before);

    const after = await databaseSnapshot(env.DB);
    const byName = (s: typeof before) => [...s.objects].sort((a, b) => `${a.type} ${a.name}`.localeCompare(`${b.type} ${b.name}`));
    expect(byName(after)).toEqual(byName(before));
    expect(after.sequences).toEqual(before.sequences);
    const withoutToken = (s: typeof before) => s.data.filter((t) => t.table !== "catalog_version");
    expect(withoutToken(after)).toEqual(withoutToken(before));
    expect(await token()).not.toBe(tokenBefore);
    // The triggers are back and fire again: a new product draws a new token.
    const restored = await token();
    await env.DB.prepare("INSERT INTO products (id, name, price_cents, sku, stock_quantity) VALUES (1, 'Body', 999, 'MB-1', 3)").run();
    expect(await token()).not.toBe(restored);
  });

  it("a KV namespace, a bucket and a database are emptied, past the first page of keys", async () => {
    await Promise.all(Array.from({ length: 7 }, (_, i) => env.KV.put(`k${i}`, "v")));
    await Promise.all(Array.from({ length: 7 }, (_, i) => env.IMAGES.put(`MB-${i}/a.jpg`, "x")));
    await env.MIGRATION_DB.batch([
      env.MIGRATION_DB.prepare("CREATE TABLE parent (id integer PRIMARY KEY)"),
      env.MIGRATION_DB.prepare("CREATE TABLE child (id integer PRIMARY KEY, parent_id integer REFERENCES parent(id))"),
      env.MIGRATION_DB.prepare("INSERT INTO parent (id) VALUES (1)"),
      env.MIGRATION_DB.prepare("INSERT INTO child (id, parent_id) VALUES (1, 1)"),
    ]);

    await Promise.all([emptyKv(env.KV, 3), emptyBucket(env.IMAGES, 3), emptyDatabase(env.MIGRATION_DB)]);

    expect((await env.KV.list()).keys).toEqual([]);
    expect((await env.IMAGES.list()).objects).toEqual([]);
    expect((await env.MIGRATION_DB.prepare("SELECT name FROM sqlite_master WHERE name IN ('parent', 'child')").all()).results).toEqual([]);
  });
});
