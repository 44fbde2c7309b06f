/**
 * `npm run restore -- DIR [--persist-to STATE]`: a backup written by `npm run backup` loaded into a fresh local database
 * (by default a new `.wrangler/restored-<time>`; serve it with `scripts/serve.sh --no-setup --persist-to STATE`),
 * then checked against its manifest: prints `restored: N rows in M tables, manifest verified`, or each difference and
 * exits 1. A STATE that already holds a database is refused: a restore never overwrites a shop.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { type BackupManifest, restoreDatabase } from "../worker/features/backups/database-backup";
import { openLocalState } from "./lib/local-state.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { "persist-to": { type: "string" } } });
const dir = positionals[0];
if (!dir || !existsSync(path.join(dir, "manifest.json"))) {
  console.error("usage: npm run restore -- DIR [--persist-to STATE]   (DIR: a backup with its manifest.json)");
  process.exit(2);
}
const target = values["persist-to"] ?? `.wrangler/restored-${new Date().toISOString().replace(/[:.]/g, "-")}`;
if (existsSync(path.join(target, "v3", "d1"))) {
  console.error(`${target} already holds a database: restore into a new directory`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
const tables = readdirSync(dir)
  .filter((f) => f.endsWith(".ndjson.gz"))
  .map((f) => ({ name: f.replace(/\.ndjson\.gz$/, ""), ndjson: gunzipSync(readFileSync(path.join(dir, f))).toString("utf8") }));
const missing = Object.keys(manifest.tables).filter((t) => !tables.some((f) => f.name === t));
if (missing.length) {
  for (const t of missing) console.log(`✗ ${t}: in the manifest, but its file is missing`);
  process.exit(1);
}

execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", target], { stdio: "ignore" });
const state = await openLocalState(target);
try {
  const differences = await restoreDatabase(state.db, { manifest, tables }, state.send);
  for (const d of differences) console.log(`✗ ${d}`);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  if (differences.length) process.exitCode = 1;
  else console.log(`restored: ${rows} rows in ${tables.length} tables, manifest verified (${target})`);
} finally {
  await state.dispose();
}
