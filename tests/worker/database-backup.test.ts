import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportDatabase, restoreDatabase } from "../../worker/features/backups/database-backup";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

// Issue 46 item 4: a backup restores into a fresh database, every table the same, the search indexes rebuilt by the
// shop's own rule, and the manifest checked.

const everyRow = async (db: D1Database, table: string) => (await db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()).results;
const search = async (db: D1Database, words: string) =>
  (await db.prepare("SELECT rowid FROM products_fts WHERE products_fts MATCH ?1 ORDER BY rowid").bind(words).all()).results;

describe("a backup of the shop's tables", () => {
  afterAll(() => supplier.close());
  beforeAll(async () => {
    supplier.listen({ onUnhandledRequest: "error" });
    await seedCatalogFixture();
    await env.DB.prepare("UPDATE products SET active = 0 WHERE id = 2").run();
    const { b, addressId } = await customerWithAddress();
    const placed = await placeOrder(b, addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 2 }]);
    expect(placed.status).toBe(201);
  });

  it("restores into a freshly migrated database: every table row for row, the manifest verified, search as before", async () => {
    const backup = await exportDatabase(env.DB);
    expect(backup.manifest.tables.orders).toBe(1);
    expect(backup.manifest.tables.products).toBeGreaterThan(3);
    expect(backup.manifest.orderTotalCents).toBeGreaterThan(0);
    expect(backup.tables.map((t) => t.name)).not.toContain("products_fts");

    const fresh = env.MIGRATION_DB;
    await applyD1Migrations(fresh, env.TEST_MIGRATIONS);
    expect(await restoreDatabase(fresh, backup)).toEqual([]);

    for (const { name } of backup.tables) expect({ name, rows: await everyRow(fresh, name) }).toEqual({ name, rows: await everyRow(env.DB, name) });
    // The search index holds the active products, as the triggers keep it: the inactive product is not found.
    const [one, two] = (await env.DB.prepare("SELECT name FROM products WHERE id IN (1, 2) ORDER BY id").all<{ name: string }>()).results;
    for (const words of [one!.name.split(" ")[0]!, two!.name.split(" ")[0]!])
      expect(await search(fresh, `"${words}"`)).toEqual(await search(env.DB, `"${words}"`));
    // No trigger fired for the restored rows: no audit row, no stock alert, no price history beyond the backup's.
    expect((await fresh.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>())?.n).toBe(backup.manifest.tables.audit_log);
  });

  it("a backup whose rows do not match its manifest is named table by table", async () => {
    const backup = await exportDatabase(env.DB);
    const fresh = env.MIGRATION_DB;
    await applyD1Migrations(fresh, env.TEST_MIGRATIONS);
    const differences = await restoreDatabase(fresh, {
      manifest: { ...backup.manifest, tables: { ...backup.manifest.tables, orders: 2 }, orderTotalCents: backup.manifest.orderTotalCents + 1 },
      tables: backup.tables,
    });
    expect(differences).toEqual([
      "orders: 1 rows restored, the manifest says 2",
      `orders: totals sum to ${backup.manifest.orderTotalCents} cents, the manifest says ${backup.manifest.orderTotalCents + 1}`,
    ]);
  });
});
