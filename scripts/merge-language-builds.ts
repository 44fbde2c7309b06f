import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * After `SHOP_LANG=es vite build` (docs/decisions/0039): the Spanish build's chunks join the Portuguese ones in
 * dist/client/assets (a chunk both builds share has the same content and so the same name), and its index.html and
 * route-chunks.json go to dist/client/es/, where the worker reads them for the pages under /es/.
 */
const root = join(import.meta.dirname, "..");
const pt = join(root, "dist/client");
const es = join(root, "dist/client-es");
if (!existsSync(join(es, "index.html"))) throw new Error("merge-language-builds: no Spanish build in dist/client-es");

cpSync(join(es, "assets"), join(pt, "assets"), { recursive: true, force: false, errorOnExist: false });
mkdirSync(join(pt, "es"), { recursive: true });
for (const file of ["index.html", "route-chunks.json"]) renameSync(join(es, file), join(pt, "es", file));
rmSync(es, { recursive: true, force: true });
console.log(`merged the Spanish build: ${readdirSync(join(pt, "assets")).length} files in dist/client/assets`);
