/**
 * The crowd alone: `npx tsx scripts/bench/crowd-run.ts [--shoppers 200] [--minutes 5] [--port 8796]` (what
 * `npm run bench -- --crowd` runs). Results: bench-results/crowd.json; exit 1 when a check fails.
 */
import { parseArgs } from "node:util";
import { runCrowd } from "./crowd.ts";

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "200" },
    minutes: { type: "string", default: "5" },
    port: { type: "string", default: "8796" },
  },
});
// wrangler offline and quiet, as bench.ts runs its servers.
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  X_LOCAL_OBSERVABILITY: "false",
};
const { checks } = await runCrowd({ port: Number(values.port), shoppers: Number(values.shoppers), minutes: Number(values.minutes), env });
console.log("== targets");
for (const c of checks) console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.target}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
