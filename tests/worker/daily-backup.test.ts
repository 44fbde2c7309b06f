import { applyD1Migrations, createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopDay } from "../../shared/shop-day";
import { BACKUP_PREFIX, dailyBackupService as dailyBackup } from "../../worker/features/backups/daily-backup.service";
import { type BackupManifest, restoreDatabase } from "../../worker/features/backups/database-backup";
import worker from "../../worker/index";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { supplier } from "./setup/supplier-mock";

// Issue 46 item 4: the Cron Trigger exports the shop's tables to the BACKUPS bucket once per Lisbon day, as gzipped
// NDJSON with its manifest (the files `npm run backup` writes), keeps BACKUP_RETENTION_DAYS of them, and a day's
// export restores into a fresh database, every table the same.

const gunzip = async (body: ReadableStream) => new Response(body.pipeThrough(new DecompressionStream("gzip"))).text();
const keysOf = async (prefix: string) => (await env.BACKUPS.list({ prefix })).objects.map((o) => o.key).sort();
const everyRow = async (db: D1Database, table: string) => (await db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()).results;
const cron = () => worker.scheduled(createScheduledController({ cron: "*/10 * * * *", scheduledTime: Date.now() }), env, createExecutionContext());

describe("the daily backup to R2", () => {
  afterAll(() => supplier.close());
  beforeAll(async () => {
    supplier.listen({ onUnhandledRequest: "error" });
    await seedCatalogFixture();
    const { b, addressId } = await customerWithAddress();
    expect((await placeOrder(b, addressId, [{ productId: 4, variantId: await variantOf(4), quantity: 2 }])).status).toBe(201);
  });

  it("the cron writes today's tables and manifest; the manifest counts what the database holds; a restore of it is the same shop", async () => {
    await cron();
    const day = shopDay(new Date());
    const prefix = `${BACKUP_PREFIX}${day}/`;
    const keys = await keysOf(prefix);
    expect(keys).toContain(`${prefix}manifest.json`);
    expect(keys).toContain(`${prefix}orders.ndjson.gz`);
    expect(keys).toContain(`${prefix}audit_log.ndjson.gz`);
    const manifest = (await (await env.BACKUPS.get(`${prefix}manifest.json`))!.json()) as BackupManifest;
    const orders = await env.DB.prepare("SELECT count(*) AS n, sum(total_cents) AS cents FROM orders").first<{ n: number; cents: number }>();
    expect(manifest.tables.orders).toBe(orders!.n);
    expect(manifest.orderTotalCents).toBe(orders!.cents);
    expect(keys.filter((k) => k.endsWith(".ndjson.gz"))).toHaveLength(Object.keys(manifest.tables).length);

    // The day's files, read back as `npm run restore` reads a downloaded folder, into a freshly migrated database.
    const tables = await Promise.all(
      Object.keys(manifest.tables).map(async (name) => ({ name, ndjson: await gunzip((await env.BACKUPS.get(`${prefix}${name}.ndjson.gz`))!.body) })),
    );
    await applyD1Migrations(env.MIGRATION_DB, env.TEST_MIGRATIONS);
    expect(await restoreDatabase(env.MIGRATION_DB, { manifest, tables })).toEqual([]);
    // Every table as the database holds it; job_runs is the cron's own record, written again after the export.
    for (const { name } of tables.filter((t) => t.name !== "job_runs"))
      expect({ name, rows: await everyRow(env.MIGRATION_DB, name) }).toEqual({ name, rows: await everyRow(env.DB, name) });
  });

  it("exports once a day: a later run of the same day finds the manifest and writes nothing", async () => {
    const backup = dailyBackup({ db: env.DB, bucket: env.BACKUPS, retentionDays: 30, now: () => new Date("2026-11-20T10:00:00Z") });
    expect(await backup.run()).toMatchObject({ day: "2026-11-20", exported: true });
    const written = (await env.BACKUPS.head(`${BACKUP_PREFIX}2026-11-20/manifest.json`))!.uploaded;
    await env.DB.prepare(
      "INSERT INTO contact_messages (id, name, email, subject, message) VALUES ('nova', 'Ana', 'ana@exemplo.pt', 'Olá', 'Mensagem nova')",
    ).run();
    expect(await backup.run()).toMatchObject({ day: "2026-11-20", exported: false });
    expect((await env.BACKUPS.head(`${BACKUP_PREFIX}2026-11-20/manifest.json`))!.uploaded).toEqual(written);
  });

  it("a day cut short (tables written, no manifest) is exported again by the next run", async () => {
    await env.BACKUPS.put(`${BACKUP_PREFIX}2026-11-21/orders.ndjson.gz`, new Uint8Array([1, 2, 3]));
    const backup = dailyBackup({ db: env.DB, bucket: env.BACKUPS, retentionDays: 30, now: () => new Date("2026-11-21T10:00:00Z") });
    expect(await backup.run()).toMatchObject({ exported: true });
    expect(await gunzip((await env.BACKUPS.get(`${BACKUP_PREFIX}2026-11-21/orders.ndjson.gz`))!.body)).toContain('"total_cents"');
  });

  it("keeps BACKUP_RETENTION_DAYS days (Lisbon days) and deletes the older ones whole", async () => {
    for (const day of ["2026-10-01", "2026-10-28", "2026-10-29", "2026-11-27"])
      await Promise.all([`${day}/orders.ndjson.gz`, `${day}/manifest.json`].map((k) => env.BACKUPS.put(`${BACKUP_PREFIX}${k}`, "x")));
    // Thirty days up to 27 November: 29 October to 27 November.
    const backup = dailyBackup({ db: env.DB, bucket: env.BACKUPS, retentionDays: 30, now: () => new Date("2026-11-27T23:30:00Z") });
    const result = await backup.run();
    expect(result).toMatchObject({ day: "2026-11-27", exported: false });
    expect(result.deleted).toEqual(["2026-10-01", "2026-10-28"]);
    expect(await keysOf(`${BACKUP_PREFIX}2026-10-`)).toEqual([`${BACKUP_PREFIX}2026-10-29/manifest.json`, `${BACKUP_PREFIX}2026-10-29/orders.ndjson.gz`]);
    expect(await keysOf(`${BACKUP_PREFIX}2026-11-27/`)).toHaveLength(2);
  });
});
