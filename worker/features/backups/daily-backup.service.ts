import { shopDay } from "../../../shared/shop-day";
import { exportDatabase } from "./database-backup";

/** Where the daily exports live in the BACKUPS bucket: `backups/<Lisbon day>/<table>.ndjson.gz` and `manifest.json`. */
export const BACKUP_PREFIX = "backups/";

const gzip = async (text: string) => new Uint8Array(await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer());

/**
 * The daily export of the shop's tables to R2 (issue 46 item 4): the same files `npm run backup` writes (gzipped NDJSON,
 * a file per table, and the manifest of row counts and the orders' total in cents), so a downloaded day restores with
 * `npm run restore`. Run by the Cron Trigger every 10 minutes, it exports once per Lisbon day: the manifest is written
 * last, so a day with its manifest is whole and a run cut short is done again by the next one. Days older than the
 * retention are deleted. Production's point-in-time recovery is D1 Time Travel (docs/going-live.md).
 */
export function dailyBackupService({
  db,
  bucket,
  retentionDays,
  now = () => new Date(),
}: {
  db: D1Database;
  bucket: R2Bucket;
  retentionDays: number;
  now?: () => Date;
}) {
  const dayOf = (at: Date) => shopDay(at);

  async function deleteOlderThan(oldestKept: string) {
    const days: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: BACKUP_PREFIX, delimiter: "/", cursor });
      days.push(...page.delimitedPrefixes.map((p) => p.slice(BACKUP_PREFIX.length, -1)));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    const old = days.filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d < oldestKept);
    for (const day of old) {
      let more: string | undefined;
      do {
        const page = await bucket.list({ prefix: `${BACKUP_PREFIX}${day}/`, cursor: more });
        if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
        more = page.truncated ? page.cursor : undefined;
      } while (more);
    }
    return old;
  }

  return {
    async run() {
      const at = now();
      const day = dayOf(at);
      const prefix = `${BACKUP_PREFIX}${day}/`;
      const oldestKept = dayOf(new Date(at.getTime() - (retentionDays - 1) * 86_400_000));
      if (await bucket.head(`${prefix}manifest.json`)) return { day, exported: false, deleted: await deleteOlderThan(oldestKept) };
      const { manifest, tables } = await exportDatabase(db);
      for (const t of tables) await bucket.put(`${prefix}${t.name}.ndjson.gz`, await gzip(t.ndjson), { httpMetadata: { contentType: "application/gzip" } });
      await bucket.put(`${prefix}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`, { httpMetadata: { contentType: "application/json" } });
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      return { day, exported: true, tables: tables.length, rows, deleted: await deleteOlderThan(oldestKept) };
    },
  };
}
