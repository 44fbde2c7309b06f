import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";

/**
 * Issue 31: every interface string in both languages, one copy module per language with the same keys
 * (shared/copy/pt/<section>.ts and shared/copy/es/<section>.ts; docs/decisions/0039). The types already refuse a missing
 * or extra key; this also refuses an empty string, a function of another arity or an array of another length, a section
 * missing on one side, and a Portuguese string of SPEC's that changed (tests/unit/spec-strings.json, generated from
 * SPEC.md: each key whose Portuguese text SPEC quotes verbatim).
 */
const COPY = join(__dirname, "../../shared/copy");
const sections = (lang: string) =>
  readdirSync(join(COPY, lang))
    .filter((f) => f.endsWith(".ts"))
    .sort();

/** Sample arguments for a copy function: numbers and words, and a company for the legal texts. */
const COMPANY = { name: "Loja, Lda.", nipc: "509999990", address: "Rua A, 1", email: "a@b.pt", phone: "+351 210 000 000" };
const ARGS: unknown[][] = [
  [2, "x", "y", 3],
  ["x", 2, "y", 3],
  [COMPANY, { name: "CNIACC", url: "https://x.pt" }],
  [null, ["a", "b"]],
  [{ total: 1, name: "x" }],
];

/** Every difference of shape between the Portuguese and the Spanish value at `path`, and every empty string. */
function differences(pt: unknown, es: unknown, path: string, out: string[] = []): string[] {
  if (typeof pt !== typeof es) out.push(`${path}: ${typeof pt} in Portuguese, ${typeof es} in Spanish`);
  else if (typeof pt === "string") {
    if (pt.trim() === "" || (es as string).trim() === "") out.push(`${path}: empty`);
  } else if (typeof pt === "function") {
    const f = es as (...a: unknown[]) => unknown;
    if (pt.length !== f.length) out.push(`${path}: takes ${pt.length} arguments in Portuguese, ${f.length} in Spanish`);
    // Called with sample arguments, both must give something of the same shape (a string that is not empty).
    for (const args of ARGS) {
      let a: unknown;
      let b: unknown;
      try {
        a = (pt as (...x: unknown[]) => unknown)(...args);
        b = f(...args);
      } catch {
        continue;
      }
      differences(a, b, `${path}(…)`, out);
      break;
    }
  } else if (Array.isArray(pt)) {
    if (!Array.isArray(es) || es.length !== pt.length)
      out.push(`${path}: ${pt.length} items in Portuguese, ${Array.isArray(es) ? es.length : "none"} in Spanish`);
    else for (const [i, x] of pt.entries()) differences(x, es[i], `${path}[${i}]`, out);
  } else if (pt && typeof pt === "object") {
    const [a, b] = [Object.keys(pt).sort(), Object.keys(es as object).sort()];
    for (const k of a.filter((k) => !b.includes(k))) out.push(`${path}.${k}: missing in Spanish`);
    for (const k of b.filter((k) => !a.includes(k))) out.push(`${path}.${k}: only in Spanish`);
    for (const k of a.filter((k) => b.includes(k))) differences((pt as Record<string, unknown>)[k], (es as Record<string, unknown>)[k], `${path}.${k}`, out);
  }
  return out;
}

describe("the copy in both languages", () => {
  it("has the same sections in Portuguese and in Spanish", () => {
    expect(sections("es")).toEqual(sections("pt"));
  });

  it.each(sections("pt").filter((f) => f !== "language.ts"))("%s: the same keys, each filled in, in both", async (file) => {
    const [pt, es] = await Promise.all([import(join(COPY, "pt", file)), import(join(COPY, "es", file))]);
    expect(Object.keys(es).sort()).toEqual(Object.keys(pt).sort());
    // The listing pages are checked below: the Portuguese keep SPEC's English-named aliases, which have no Spanish page.
    const found = Object.keys(pt).flatMap((name) => differences(pt[name], es[name], `${file}:${name}`));
    expect(found.filter((d) => !d.startsWith("catalogue.ts:catalogueCopy.listingPages:"))).toEqual([]);
  });

  it("every listing of the Portuguese catalogue (category, fixed subcategory) has its Spanish page under /es/, titled", async () => {
    const [{ catalogueCopy: pt }, { catalogueCopy: es }] = await Promise.all([import(join(COPY, "pt/catalogue.ts")), import(join(COPY, "es/catalogue.ts"))]);
    const key = (p: { category: string | null; fixedSubcategory?: string }) => `${p.category}/${p.fixedSubcategory ?? ""}`;
    expect(new Set(es.listingPages.map(key))).toEqual(new Set(pt.listingPages.map(key)));
    for (const p of es.listingPages) expect(p.path.startsWith("/es/") && p.title.trim() !== "", p.path).toBe(true);
    expect(Object.keys(es.categoryNames).sort()).toEqual(Object.keys(pt.categoryNames).sort());
    expect(Object.keys(es.subcategoryNames).sort()).toEqual(Object.keys(pt.subcategoryNames).sort());
  });

  it("finds what it looks for: a missing key, an empty string, another arity, another length", () => {
    expect(differences({ a: "x", b: "y" }, { a: "x" }, "s")).toEqual(["s.b: missing in Spanish"]);
    expect(differences({ a: "x" }, { a: " " }, "s")).toEqual(["s.a: empty"]);
    expect(differences({ f: (n: number) => `${n}` }, { f: () => "1" }, "s")).toEqual(["s.f: takes 1 arguments in Portuguese, 0 in Spanish"]);
    expect(differences({ f: (n: number) => `${n}` }, { f: () => "" }, "s")).toContain("s.f(…): empty");
    expect(differences(["a", "b"], ["a"], "s")).toEqual(["s: 2 items in Portuguese, 1 in Spanish"]);
  });

  it("the assembled copies agree too (what the worker writes)", () => {
    expect(differences(copies.pt, copies.es, "copy")).toEqual([]);
  });
});

describe("SPEC's Portuguese strings", () => {
  const spec: Record<string, string> = JSON.parse(readFileSync(join(__dirname, "spec-strings.json"), "utf8"));
  const at = (path: string) => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], copies.pt);

  it("lists the strings SPEC quotes (generated from SPEC.md)", () => {
    expect(Object.keys(spec).length).toBeGreaterThan(100);
    expect(spec["product.outOfStock"]).toBe("Fora de Estoque");
  });

  it.each(Object.entries(spec))("%s is still SPEC's '%s'", (path, text) => {
    expect(at(path)).toBe(text);
  });
});
