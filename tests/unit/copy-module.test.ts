import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 10 / decision 0009: every user-facing Portuguese string lives in shared/copy.ts and shared/copy/.
 * Portuguese text almost always carries an accented letter, so code (comments removed) outside the copy
 * module must have none. The catalogue's own names (shared/categories.ts) are shop data, not interface copy, and
 * so are the place names of the offline postal-code table (worker/integrations/postal-lookup/: Portuguese
 * districts and municipalities, Spanish provinces and capitals).
 */
const ROOT = join(__dirname, "../..");
const ALLOWED = new Set([
  "shared/copy.ts",
  "shared/categories.ts",
  "worker/integrations/postal-lookup/pt-postal-ranges.ts",
  "worker/integrations/postal-lookup/es-provinces.ts",
]);
const ALLOWED_DIRS = ["shared/copy/"];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Removes block and line comments, keeping strings (a `//` inside a string such as a URL stays). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\/|("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*/g, (_match, str) => str ?? "");
}

const ACCENTED = /[À-ÖØ-öø-ÿ]/;

describe("one copy module", () => {
  it("finds accented text when it is there and ignores comments", () => {
    expect(ACCENTED.test(withoutComments('const a = "Não";'))).toBe(true);
    expect(ACCENTED.test(withoutComments("<p>Olá</p>"))).toBe(true);
    expect(ACCENTED.test(withoutComments("// não\n/* está */ const url = 'http://x';"))).toBe(false);
  });

  it("has no Portuguese string outside shared/copy", () => {
    const offenders = ["worker", "web", "shared"]
      .flatMap(sourceFiles)
      .map((p) => relative(ROOT, join(ROOT, p)))
      .filter((p) => !ALLOWED.has(p) && !ALLOWED_DIRS.some((d) => p.startsWith(d)))
      .flatMap((p) =>
        withoutComments(readFileSync(join(ROOT, p), "utf8"))
          .split("\n")
          .filter((line) => ACCENTED.test(line))
          .map((line) => `${p}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
