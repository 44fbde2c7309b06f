import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminCopy } from "../../shared/copy/back-office/admin";

/** Every action the shop writes to the audit log has a name in words on the audit page (adminCopy.audit.actionNames). */
const root = path.join(import.meta.dirname, "../..");
const files = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|sql)$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
const AREAS = "audit|catalog|customer|document|email|image|notifications|order|product|promotion|review|sale|settings|staff|stock|variant";

describe("the audit log's action names", () => {
  it("name every action written by the worker and the migrations' triggers", () => {
    const written = new Set<string>();
    for (const file of [...files("worker"), ...files("migrations")]) {
      const text = readFileSync(path.join(root, file), "utf8");
      if (!/audit_log/.test(text)) continue;
      for (const m of text.matchAll(new RegExp(`['"\`]((?:${AREAS})\\.[a-z_]+)['"\`]`, "g"))) written.add(m[1]!);
    }
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((a) => !adminCopy.audit.actionNames[a]).sort()).toEqual([]);
  });
});
