import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CSV_COLUMNS } from "../../shared/catalog-csv";
import { catalogCsvCopy } from "../../shared/copy/back-office/catalog-csv";
import { OWNER, person } from "./setup/admin";
import { auditRows, csvOf, exportCsv, importCsv, type Line, linesOf, productBySku, seedCsvCatalogue, snapshot, variantBySku } from "./setup/catalog-csv";
import { Browser } from "./setup/session";

/**
 * Issue 34, decisions/0046: the catalogue as CSV. Staff and the owner export it (one line per variant, formulas defused);
 * only the owner imports. The import checks every line first and reports each error by line and column; it writes
 * nothing unless every line is sound (or, when asked, only the sound lines), prices move the price history, stock moves
 * only as 'count' adjustments, and each change and the import itself are in the audit log.
 */
beforeAll(seedCsvCatalogue);

const e = catalogCsvCopy.errors;
const owner = () => person("owner", OWNER);
const exported = async (b: Browser) => linesOf((await exportCsv(b)).text);
const lineOf = (lines: Line[], sku: string) => lines.find((l) => l.variant_sku === sku)!;

describe("the export", () => {
  it("one line per variant, UTF-8 with a byte order mark, `;`, a known product's line, formulas defused; audited", async () => {
    await env.DB.prepare("UPDATE products SET name = '=HYPERLINK(\"http://mal.example\")', name_es = '-1+1; \"dois\"' WHERE id = 6").run();
    const o = await owner();
    const res = await exportCsv(o.b);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The byte order mark (a Response's text() drops it, as every UTF-8 decoder does).
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = res.text.split("\r\n");
    // Every cell quoted (issue 43: whatever separator a spreadsheet splits on).
    const quoted = (cells: readonly string[]) => cells.map((c) => `"${c.replaceAll('"', '""')}"`).join(";");
    expect(rows[0]).toBe(quoted(CATALOG_CSV_COLUMNS));
    expect(rows).toContain(quoted("SKU-1;Berço Portátil Dobrável;;sono-conforto;berco-portatil;129,99;;1;normal;SKU-1;;;;;;1;5;".split(";")));
    expect(rows).toContain(quoted("SKU-2;Berço de Viagem Azul;;sono-conforto;berco-portatil;89,99;69,99;1;normal;SKU-2;;;;;;1;0;".split(";")));
    expect(rows).toContain(
      quoted([
        "SKU-6",
        `'=HYPERLINK("http://mal.example")`,
        `'-1+1; "dois"`,
        "sono-conforto",
        "berco-portatil",
        "49,99",
        "",
        "0",
        "normal",
        "SKU-6",
        "",
        "",
        "",
        "",
        "",
        "1",
        "3",
        "",
      ]),
    );
    expect(rows.filter((r) => r.startsWith('"SKU-20";')).map((r) => r.split(";")[9])).toEqual(['"SKU-20-RN"', '"SKU-20-1M"']);
    const variants = (await env.DB.prepare("SELECT count(*) AS n FROM product_variants").first<{ n: number }>())!.n;
    expect(rows.filter(Boolean).length).toBe(variants + 1);
    expect((await auditRows("catalog.exported")).at(-1)).toMatchObject({ actor: o.email });
  });

  it("read back unchanged, the whole export imports with nothing to change (the defused formula comes back as it was)", async () => {
    const o = await owner();
    const before = await snapshot();
    const res = await importCsv(o.b, (await exportCsv(o.b)).text);
    expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
    expect(res.body).toMatchObject({ applied: true, errorCount: 0, changes: { products: 0, variants: 0, stock: 0 } });
    const after = await snapshot();
    expect(after.products).toEqual(before.products);
    expect(after.variants).toEqual(before.variants);
    expect((await productBySku("SKU-6")).name).toBe('=HYPERLINK("http://mal.example")');
  });
});

describe("who may", () => {
  it("anonymous 401, a customer 403, staff export but may not import (403), the owner does both", async () => {
    const [customer, staff, o] = [await person("customer"), await person("staff"), await owner()];
    const csv = (await exportCsv(o.b)).text;
    const anonymous = new Browser();
    expect((await exportCsv(anonymous)).status).toBe(401);
    expect((await importCsv(anonymous, csv)).status).toBe(401);
    expect((await exportCsv(customer.b)).status).toBe(403);
    expect((await importCsv(customer.b, csv)).status).toBe(403);
    expect((await exportCsv(staff.b)).status).toBe(200);
    const refused = await importCsv(staff.b, csv);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    expect((await importCsv(o.b, csv, "?dryRun=1")).status).toBe(200);
  });
});

describe("an import", () => {
  it("changes prices (the price history follows) and counts stock as a 'count' adjustment; all audited", async () => {
    const o = await owner();
    const lines = await exported(o.b);
    const history = async (id: number) =>
      (
        await env.DB.prepare("SELECT price_cents AS p, sale_price_cents AS s FROM price_history WHERE product_id = ?1 AND variant_id IS NULL ORDER BY id")
          .bind(id)
          .all()
      ).results;
    const p4 = await productBySku("SKU-4");
    const before = (await history(p4.id)).length;
    Object.assign(lineOf(lines, "SKU-4"), { price: "9.49", sale_price: "7,99", name: "Biberão Anticólicas 260 ml", tax_category: "reduced" });
    Object.assign(lineOf(lines, "SKU-3"), { stock: "20" });
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ applied: true, lines: lines.length, validLines: lines.length, changes: { products: 1, variants: 0, stock: 1 } });
    expect(await productBySku("SKU-4")).toMatchObject({ price: 949, sale: 799, name: "Biberão Anticólicas 260 ml" });
    expect((await history(p4.id)).slice(before)).toEqual([{ p: 949, s: 799 }]);
    expect((await variantBySku("SKU-3")).stock).toBe(20);
    const adjustment = await env.DB.prepare("SELECT reason, quantity, delta, actor FROM stock_adjustments WHERE variant_id = ?1")
      .bind((await variantBySku("SKU-3")).id)
      .all();
    expect(adjustment.results).toEqual([{ reason: "count", quantity: 20, delta: 8, actor: OWNER }]);
    const stockAudit = (await auditRows("stock.adjusted")).filter((a) => JSON.parse(a.detail!).sku === "SKU-3");
    expect(stockAudit.map((a) => [a.actor, a.before, a.after])).toEqual([[OWNER, "12", "20"]]);
    const productAudit = (await auditRows("product.updated")).filter((a) => JSON.parse(a.detail!).sku === "SKU-4");
    expect(JSON.parse(productAudit.at(-1)!.before!)).toMatchObject({ priceCents: 899, salePriceCents: null, taxCategory: "normal" });
    expect(JSON.parse(productAudit.at(-1)!.after!)).toMatchObject({ priceCents: 949, salePriceCents: 799, taxCategory: "reduced" });
    const summary = (await auditRows("catalog.imported")).at(-1)!;
    expect(summary.actor).toBe(OWNER);
    expect(JSON.parse(summary.detail!)).toMatchObject({
      mode: "all",
      lines: lines.length,
      imported: lines.length,
      rejected: 0,
      products: 1,
      variants: 0,
      stock: 1,
    });
    // The shop shows it at once (the catalogue version moved with the data).
    expect((await new Browser().json(`/api/products/${p4.id}`)).body.product).toMatchObject({ priceCents: 949, salePriceCents: 799 });
  });

  it("one bad line among good ones: nothing is written, and each error names its line and column", async () => {
    const o = await owner();
    const lines = await exported(o.b);
    Object.assign(lineOf(lines, "SKU-1"), { price: "99,00" });
    Object.assign(lineOf(lines, "SKU-5"), { price: "doze", active: "sim" });
    Object.assign(lineOf(lines, "SKU-7"), { category: "nao-existe", stock: "1" });
    Object.assign(lineOf(lines, "SKU-20-1M"), { stock: "9" });
    const before = await snapshot();
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("invalid_input");
    const at = (sku: string) => lines.findIndex((l) => l.variant_sku === sku) + 2;
    expect(res.body.errors).toEqual(
      [
        { line: at("SKU-5"), column: "price", message: e.price },
        { line: at("SKU-5"), column: "active", message: e.flag },
        { line: at("SKU-7"), column: "category", message: e.unknownCategory("nao-existe") },
      ].sort((a, b) => a.line - b.line),
    );
    expect(res.body).toMatchObject({ applied: false, errorCount: 3, validLines: lines.length - 2, changes: null });
    expect(await snapshot()).toEqual(before);
  });

  it("mode=valid imports the sound lines and reports the others", async () => {
    const o = await owner();
    const lines = await exported(o.b);
    Object.assign(lineOf(lines, "SKU-1"), { price: "99,00" });
    Object.assign(lineOf(lines, "SKU-5"), { price: "1,00", sale_price: "2,00" });
    const res = await importCsv(o.b, csvOf(lines), "?mode=valid");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: "valid",
      applied: true,
      validLines: lines.length - 1,
      errorCount: 1,
      changes: { products: 1, variants: 0, stock: 0 },
    });
    expect(res.body.errors).toEqual([{ line: lines.findIndex((l) => l.variant_sku === "SKU-5") + 2, column: "sale_price", message: e.salePrice }]);
    expect((await productBySku("SKU-1")).price).toBe(9900);
    expect((await productBySku("SKU-5")).price).toBe(2499);
    expect(JSON.parse((await auditRows("catalog.imported")).at(-1)!.detail!)).toMatchObject({ mode: "valid", rejected: 1, products: 1 });
  });

  it("a dry run checks and writes nothing, sound or not", async () => {
    const o = await owner();
    const lines = await exported(o.b);
    Object.assign(lineOf(lines, "SKU-1"), { price: "1,00", stock: "0" });
    const before = await snapshot();
    const sound = await importCsv(o.b, csvOf(lines), "?dryRun=1");
    expect(sound.status).toBe(200);
    expect(sound.body).toMatchObject({ dryRun: true, applied: false, errorCount: 0, validLines: lines.length, changes: null });
    Object.assign(lineOf(lines, "SKU-2"), { sale_price: "abc" });
    const unsound = await importCsv(o.b, csvOf(lines), "?dryRun=1&mode=valid");
    expect(unsound.status).toBe(200);
    expect(unsound.body).toMatchObject({ dryRun: true, applied: false, errorCount: 1 });
    expect(await snapshot()).toEqual(before);
  });
});

describe("weights (issue 49: a carrier label's parcel)", () => {
  const weightOf = async (sku: string) =>
    (await env.DB.prepare("SELECT weight_grams AS w FROM product_variants WHERE sku = ?1").bind(sku).first<{ w: number | null }>())!.w;

  it("the export writes each variant's weight; an import sets, changes and clears it (audited); a new variant takes its own", async () => {
    const o = await owner();
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 800 WHERE sku = 'SKU-1'").run();
    let lines = await exported(o.b);
    expect(lineOf(lines, "SKU-1").weight_grams).toBe("800");
    expect(lineOf(lines, "SKU-3").weight_grams).toBe("");
    Object.assign(lineOf(lines, "SKU-3"), { weight_grams: "450" });
    Object.assign(lineOf(lines, "SKU-1"), { weight_grams: "" });
    lines.push({ ...lineOf(lines, "SKU-20-1M"), variant_sku: "SKU-20-3M", size: "3M", stock: "2", weight_grams: "210" });
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes).toMatchObject({ variants: 2, createdVariants: 1 });
    expect([await weightOf("SKU-3"), await weightOf("SKU-1"), await weightOf("SKU-20-3M")]).toEqual([450, null, 210]);
    const audit = (await auditRows("variant.updated")).filter((a) => ["SKU-1", "SKU-3"].includes(JSON.parse(a.detail!).sku));
    expect(audit.slice(-2).map((a) => [JSON.parse(a.before!).weightGrams, JSON.parse(a.after!).weightGrams])).toEqual([
      [800, null],
      [null, 450],
    ]);
    expect(JSON.parse((await auditRows("variant.created")).at(-1)!.after!)).toMatchObject({ sku: "SKU-20-3M", weightGrams: 210 });
    lines = await exported(o.b);
    expect(lineOf(lines, "SKU-20-3M").weight_grams).toBe("210");
  });

  it("a file without the weight column (exported before it existed) leaves every weight as it is", async () => {
    const o = await owner();
    await env.DB.prepare("UPDATE product_variants SET weight_grams = 333 WHERE sku = 'SKU-20-RN'").run();
    const lines = await exported(o.b);
    Object.assign(lineOf(lines, "SKU-20-RN"), { variant_price: "16,00" });
    const res = await importCsv(
      o.b,
      csvOf(
        lines,
        CATALOG_CSV_COLUMNS.filter((c) => c !== "weight_grams"),
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes).toMatchObject({ variants: 1 });
    expect(await weightOf("SKU-20-RN")).toBe(333);
    expect(await weightOf("SKU-3")).toBe(450);
    const audit = (await auditRows("variant.updated")).at(-1)!;
    expect([JSON.parse(audit.before!).weightGrams, JSON.parse(audit.after!).weightGrams]).toEqual([333, 333]);
  });

  it("a weight of zero, above 30 kg or not whole is refused on its line and column; nothing is written", async () => {
    const o = await owner();
    const lines = await exported(o.b);
    Object.assign(lineOf(lines, "SKU-1"), { weight_grams: "0" });
    Object.assign(lineOf(lines, "SKU-2"), { weight_grams: "30001" });
    Object.assign(lineOf(lines, "SKU-3"), { weight_grams: "1,5" });
    Object.assign(lineOf(lines, "SKU-4"), { weight_grams: "500" });
    const before = await snapshot();
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status).toBe(422);
    const at = (sku: string) => lines.findIndex((l) => l.variant_sku === sku) + 2;
    expect(res.body.errors).toEqual(
      ["SKU-1", "SKU-2", "SKU-3"].map((sku) => ({ line: at(sku), column: "weight_grams", message: e.weight })).sort((a, b) => a.line - b.line),
    );
    expect(await snapshot()).toEqual(before);
  });
});
