/**
 * `npm run check:production -- --vars FILE`: are these production settings ready to run the shop (issue 46)?
 * FILE is in the .dev.vars format (KEY=value per line) and holds the production values (secrets included: keep it out of
 * the repository). Prints each problem in words, one per line, then runs the production `wrangler deploy --dry-run`
 * (scripts/check-deploy-config.sh); exits 0 only when there is no problem and the dry run passes.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs, parseEnv } from "node:util";
import { unstable_readConfig } from "wrangler";
import { productionProblems } from "./production-preflight";

const root = path.join(import.meta.dirname, "..");
const { values } = parseArgs({ options: { vars: { type: "string" } } });
if (!values.vars) {
  console.error("usage: npm run check:production -- --vars FILE   (FILE: the production values, KEY=value per line)");
  process.exit(2);
}
let fileVars: Record<string, string>;
try {
  fileVars = parseEnv(readFileSync(values.vars, "utf8")) as Record<string, string>;
} catch (err) {
  console.error(`cannot read ${values.vars}: ${(err as Error).message}`);
  process.exit(2);
}
const tomlVars = unstable_readConfig({ config: path.join(root, "wrangler.toml") }).vars as Record<string, string>;
const problems = productionProblems({ ...tomlVars, ...fileVars });
for (const p of problems) console.log(`✗ ${p}`);

let dryRun = true;
try {
  execFileSync("bash", [path.join(root, "scripts/check-deploy-config.sh")], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
} catch (err) {
  dryRun = false;
  const out = `${(err as { stdout?: Buffer }).stdout ?? ""}`.trim().split("\n").slice(-5).join("\n  ");
  console.log(`✗ wrangler deploy --dry-run: failed\n  ${out}`);
}

if (problems.length === 0 && dryRun) {
  console.log(`✓ the production configuration is ready (${Object.keys(fileVars).length} values from ${values.vars}; deploy dry run passed)`);
} else {
  console.log(`not ready: ${problems.length + (dryRun ? 0 : 1)} problem(s) above`);
  process.exit(1);
}
