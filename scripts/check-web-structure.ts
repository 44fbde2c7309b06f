/**
 * The structure rules that neither the type checker nor the linter can see (docs/decisions/0008-web-structure.md).
 * Feature boundaries (a feature imports no other feature; components/ and lib/ import none) are Biome's
 * noRestrictedImports rules in biome.json; this script adds:
 * - only web/app/ composes features (web/main.tsx and friends import web/app/, not a feature);
 * - page paths come from shared/paths.ts, never from a string literal (in the worker too: its redirects and e-mails);
 * - the web imports its strings from the section of shared/copy/ that holds them, never the whole `copy` of shared/copy.ts
 *   (which would put every page's text into the first load; decisions/0009);
 * - the API is called (client.api…) only from a feature's api/ folder or lib/, through query factories and mutation hooks;
 * - in every source folder: kebab-case names (files over 300 lines listed, not refused), and no re-exports (`export … from`): each name is
 *   imported from the file that defines it.
 * Usage: tsx scripts/check-web-structure.ts [root]   (root defaults to the repository)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const root = resolve(process.argv[2] ?? join(import.meta.dirname, ".."));
const web = join(root, "web");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** The feature a file belongs to, or null outside web/features/. */
const featureOf = (file: string) => {
  const parts = relative(join(web, "features"), file).split(sep);
  return parts[0] === ".." || parts.length < 2 ? null : parts[0];
};

/** A page path written out instead of taken from shared/paths.ts (or shared/categories.ts). */
const PAGE_LITERAL = /["'`]\/(produto|pesquisa|auth|reset-password|checkout|minha-conta|meus-dados|favoritos|meus-pedidos|enderecos|category-ids|catalogo)\b/g;

const problems: string[] = [];
for (const file of files(web)) {
  const text = readFileSync(file, "utf8");
  const rel = relative(root, file);
  const own = featureOf(file);
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)) {
    const target = resolve(dirname(file), m[1]!);
    const other = featureOf(target);
    if (!own && other && !rel.startsWith(`web${sep}app${sep}`)) problems.push(`${rel}: only web/app/ may import a feature (${m[1]})`);
  }
  if (/from\s+"(\.\.\/)+shared\/copy"/.test(text)) problems.push(`${rel}: imports all of shared/copy; import the section from shared/copy/<section>`);
  const dataLayer = rel.startsWith(`web${sep}lib${sep}`) || rel.split(sep).includes("api");
  if (!dataLayer && /\bclient\.api\b|\bunwrap\(/.test(text))
    problems.push(`${rel}: calls the API outside an api/ folder; add a queryOptions factory or a mutation hook`);
  for (const m of text.matchAll(PAGE_LITERAL)) problems.push(`${rel}: page path ${m[0].slice(1)}… written out; use paths from shared/paths.ts`);
}

/** The worker's own routes (`.post("/reset-password", …)` under /api/account) are API paths, not pages. */
const ROUTE_DECLARATION = /\.(get|post|put|patch|delete|all|route|on)\(\s*["'`]\/|basePath\(/;
for (const file of files(join(root, "worker"))) {
  const rel = relative(root, file);
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (ROUTE_DECLARATION.test(line)) continue;
    for (const m of line.matchAll(PAGE_LITERAL)) problems.push(`${rel}: page path ${m[0].slice(1)}… written out; use paths from shared/paths.ts`);
  }
}

/** A long file is a smell to look at, never a rule to split by (a split made only for a count hides a thing's one home). */
const LONG_FILE = 300;
const long: string[] = [];
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx)$/;
for (const folder of ["web", "worker", "shared", "scripts", "tests"]) {
  for (const file of files(join(root, folder))) {
    const rel = relative(root, file);
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > LONG_FILE) long.push(`${rel}: ${lines} lines`);
    if (!KEBAB.test(rel.split(sep).at(-1)!)) problems.push(`${rel}: file names are kebab-case`);
    if (/^export\s+(\*|\{[^}]*\}|type\s+\{[^}]*\})\s+from\s/m.test(text)) problems.push(`${rel}: re-exports another file; import from the source instead`);
  }
}

if (long.length > 0) console.log(`long files (look whether each still holds one thing):\n  ${long.join("\n  ")}`);
for (const p of problems) console.error(p);
console.log(problems.length === 0 ? "structure: ok" : `structure: ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
