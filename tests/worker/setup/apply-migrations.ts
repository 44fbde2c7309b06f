import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { type DatabaseSnapshot, databaseSnapshot, emptyBucket, emptyDatabase, emptyKv, restoreDatabase } from "./fresh-storage";

// Every test file starts as in a runtime of its own: fresh modules, a migrated and otherwise empty database, an empty
// KV, bucket and spare database. The files of one vitest worker share its runtime (vitest.config.ts, `isolate: false`,
// decisions/0072), so this runs before each file: the shop's modules are evaluated again (no cache, limit or memo
// carries over), the first file of a runtime applies the migrations and keeps what they left (schema and rows), and
// every later file gets exactly that back instead of paying for a new runtime and 36 migrations.
vi.resetModules();

const SNAPSHOT = Symbol.for("shop.tests.migratedDatabase");
const kept = globalThis as { [SNAPSHOT]?: DatabaseSnapshot };

const snapshot = kept[SNAPSHOT];
if (snapshot) {
  await restoreDatabase(env.DB, snapshot);
} else {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  kept[SNAPSHOT] = await databaseSnapshot(env.DB);
}
await Promise.all([emptyDatabase(env.MIGRATION_DB), emptyKv(env.KV), emptyBucket(env.IMAGES), emptyBucket(env.BACKUPS), emptyBucket(env.LABELS)]);
