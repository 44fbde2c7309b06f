/**
 * `npm run backup -- --out DIR [--persist-to STATE]`: the local shop's tables (the state `npm start` serves, by default)
 * as gzipped NDJSON, a file per table, and `manifest.json` (rows per table, the orders' total in cents). Restore with
 * `npm run restore -- DIR`. Production's own recovery is D1 Time Travel (docs/going-live.md, 'Rolling back').
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { exportDatabase } from "../worker/features/backups/database-backup";
import { openLocalState } from "./lib/local-state.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, "persist-to": { type: "string", default: ".wrangler/state" } } });
if (!values.out) {
  console.error("usage: npm run backup -- --out DIR [--persist-to STATE]");
  process.exit(2);
}
const state = await openLocalState(values["persist-to"]!);
try {
  const { manifest, tables } = await exportDatabase(state.db);
  mkdirSync(values.out, { recursive: true });
  for (const t of tables) writeFileSync(path.join(values.out, `${t.name}.ndjson.gz`), gzipSync(t.ndjson));
  writeFileSync(path.join(values.out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`backed up: ${rows} rows in ${tables.length} tables to ${values.out}`);
} finally {
  await state.dispose();
}
