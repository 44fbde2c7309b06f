import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CSV_COLUMNS, MAX_IMPORT_LINES, OPTIONAL_CSV_COLUMNS } from "../../shared/catalog-csv";
import { catalogCsvCopy } from "../../shared/copy/back-office/catalog-csv";
import { OWNER, person } from "./setup/admin";
import { auditRows, csvOf, exportCsv, importCsv, type Line, linesOf, seedCsvCatalogue, snapshot, variantBySku } from "./setup/catalog-csv";
import { Browser } from "./setup/session";

/**
 * Issue 34, decisions/0046: what the CSV import checks across lines and against the catalogue (a variant on one line,
 * the product's columns alike on its lines, skus that exist and belong together, the editor's rules on variants), the
 * variants' own columns, a restock's e-mails, and hostile files — each refused with nothing written.
 */
beforeAll(seedCsvCatalogue);

const e = catalogCsvCopy.errors;
const owner = () => person("owner", OWNER);
const lineOf = (lines: Line[], sku: string) => lines.find((l) => l.variant_sku === sku)!;
/** The spreadsheet's row of a line (the header is row 1). */
const rowOf = (lines: Line[], sku: string) => lines.findIndex((l) => l.variant_sku === sku) + 2;

describe("checks across lines and against the catalogue", () => {
  it("reports each by line and column, and writes nothing", async () => {
    const o = await owner();
    const lines = linesOf((await exportCsv(o.b)).text);
    const twin = { ...lineOf(lines, "SKU-3"), price: "1,00" };
    // An unknown sku creates its product or variant (issue 44): it must then be a well-formed sku.
    lines.push(twin, { ...lineOf(lines, "SKU-4"), product_sku: "nao-existe" }, { ...lineOf(lines, "SKU-4"), variant_sku: "nao-existe-v" });
    lines.push({ ...lineOf(lines, "SKU-5"), variant_sku: "SKU-20-RN", product_sku: "SKU-5" });
    Object.assign(lineOf(lines, "SKU-1"), { subcategory: "brinquedos-educativos" });
    Object.assign(lineOf(lines, "SKU-2"), { subcategory: "nao-existe" });
    Object.assign(lineOf(lines, "SKU-20-1M"), { name: "Body Outro", size: "RN" });
    const before = await snapshot();
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status).toBe(422);
    const n = lines.length + 1;
    expect(res.body.errors).toEqual([
      { line: rowOf(lines, "SKU-1"), column: "subcategory", message: e.foreignSubcategory("brinquedos-educativos", "sono-conforto") },
      { line: rowOf(lines, "SKU-2"), column: "subcategory", message: e.unknownSubcategory("nao-existe") },
      { line: rowOf(lines, "SKU-20-1M"), column: "name", message: e.productDiffers(rowOf(lines, "SKU-20-RN")) },
      { line: n - 3, column: "variant_sku", message: e.repeatedSku(rowOf(lines, "SKU-3")) },
      { line: n - 2, column: "product_sku", message: e.newSku },
      { line: n - 2, column: "variant_sku", message: e.repeatedSku(rowOf(lines, "SKU-4")) },
      { line: n - 2, column: "variant_sku", message: e.foreignVariant("SKU-4") },
      { line: n - 1, column: "variant_sku", message: e.newSku },
      { line: n, column: "variant_sku", message: e.repeatedSku(rowOf(lines, "SKU-20-RN")) },
      { line: n, column: "variant_sku", message: e.foreignVariant("SKU-20") },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("the editor's rules on a product's variants: told apart by options, and one left on sale while the product is", async () => {
    const o = await owner();
    const lines = linesOf((await exportCsv(o.b)).text);
    Object.assign(lineOf(lines, "SKU-20-1M"), { size: "RN" });
    let res = await importCsv(o.b, csvOf(lines));
    expect(res.body.errors).toEqual([{ line: rowOf(lines, "SKU-20-1M"), column: "size", message: e.optionsTaken(rowOf(lines, "SKU-20-RN")) }]);
    // Only that line in the file: the other variant is the catalogue's.
    res = await importCsv(o.b, csvOf([lineOf(lines, "SKU-20-1M")]));
    expect(res.body.errors).toEqual([{ line: 2, column: "size", message: e.optionsTaken(null) }]);
    Object.assign(lineOf(lines, "SKU-20-1M"), { size: "", variant_active: "0" });
    Object.assign(lineOf(lines, "SKU-20-RN"), { variant_active: "0" });
    res = await importCsv(o.b, csvOf(lines));
    expect(res.body.errors).toEqual([
      { line: rowOf(lines, "SKU-20-RN"), column: "variant_active", message: e.lastVariant },
      { line: rowOf(lines, "SKU-20-1M"), column: "variant_active", message: e.lastVariant },
    ]);
    // Taking the product off sale too is the way: then both variants may go.
    for (const sku of ["SKU-20-RN", "SKU-20-1M"]) lineOf(lines, sku).active = "0";
    lineOf(lines, "SKU-20-1M").size = "1M";
    res = await importCsv(o.b, csvOf(lines));
    expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
    expect(res.body.changes).toEqual({ products: 1, variants: 2, stock: 0, createdProducts: 0, createdVariants: 0 });
  });
});

describe("variants' own columns and stock", () => {
  it("a variant's own price (its price history follows), options and state; a restock sends the waiting shoppers' e-mails", async () => {
    const o = await owner();
    await env.DB.batch([
      env.DB.prepare("UPDATE products SET active = 1 WHERE id = 20"),
      env.DB.prepare("UPDATE product_variants SET active = 1 WHERE product_id = 20"),
    ]);
    const v = await variantBySku("SKU-20-RN");
    expect(v.stock).toBe(0);
    const shopper = `espera-${crypto.randomUUID().slice(0, 6)}@exemplo.pt`;
    const asked = await new Browser().json("/api/stock-alerts", "POST", { variantId: v.id, email: shopper, consent: true });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const lines = linesOf((await exportCsv(o.b)).text).filter((l) => l.product_sku === "SKU-20");
    Object.assign(lineOf(lines, "SKU-20-RN"), { variant_price: "17,00", variant_sale_price: "15", color: "Azul", pack_count: "2", stock: "3" });
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status, JSON.stringify(res.body.errors)).toBe(200);
    expect(res.body.changes).toEqual({ products: 0, variants: 1, stock: 1, createdProducts: 0, createdVariants: 0 });
    const row = await env.DB.prepare(
      "SELECT price_cents AS p, sale_price_cents AS s, color, pack_count AS pack, active, stock_quantity AS stock FROM product_variants WHERE id = ?1",
    )
      .bind(v.id)
      .first();
    expect(row).toEqual({ p: 1700, s: 1500, color: "Azul", pack: 2, active: 1, stock: 3 });
    const history = await env.DB.prepare("SELECT price_cents AS p, sale_price_cents AS s FROM price_history WHERE variant_id = ?1").bind(v.id).all();
    expect(history.results).toEqual([{ p: 1700, s: 1500 }]);
    const variantAudit = (await auditRows("variant.updated")).filter((a) => JSON.parse(a.detail!).variantId === v.id).at(-1)!;
    expect([variantAudit.actor, JSON.parse(variantAudit.before!).priceCents, JSON.parse(variantAudit.after!).priceCents]).toEqual([OWNER, null, 1700]);
    // Back in stock: the database wrote the shopper's e-mail in the import's batch.
    const mails = await env.DB.prepare('SELECT event_key AS key FROM email_outbox WHERE "to" = ?1').bind(shopper).all<{ key: string }>();
    expect(mails.results.map((m) => m.key.startsWith("stock-alert:"))).toEqual([true]);
    // Stock left empty leaves it: no adjustment, whatever the stock is now.
    lineOf(lines, "SKU-20-RN").stock = "";
    const again = await importCsv(o.b, csvOf(lines));
    expect(again.body.changes).toEqual({ products: 0, variants: 0, stock: 0, createdProducts: 0, createdVariants: 0 });
  });
});

describe("hostile files", () => {
  it("too large (413), not text (415), not UTF-8, not CSV, a wrong header, too many lines, a bad mode: refused, nothing written", async () => {
    const o = await owner();
    const good = csvOf(linesOf((await exportCsv(o.b)).text));
    const before = await snapshot();
    const big = await importCsv(o.b, `${good}${"x".repeat(5 * 1024 * 1024)}`);
    expect([big.status, big.body.error.code]).toEqual([413, "body_too_large"]);
    const json = await importCsv(o.b, JSON.stringify({ a: 1 }), "", "application/json");
    expect([json.status, json.body.error.message]).toEqual([415, e.contentType]);
    const refused = async (body: BodyInit, query = "") => {
      const res = await importCsv(o.b, body, query);
      expect(res.status).toBe(422);
      expect(res.body.applied).toBe(false);
      return res.body.errors;
    };
    expect(await refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]))).toEqual([
      { line: 1, column: null, message: e.notUtf8 },
    ]);
    expect(await refused(`${CATALOG_CSV_COLUMNS.join(";")}\r\nSKU-1;"Aberto;x\r\n`)).toEqual([{ line: 2, column: null, message: e.unclosedQuote }]);
    expect(await refused(`${CATALOG_CSV_COLUMNS.join(";")}\r\nSKU-1;Bo"dy\r\n`)).toEqual([{ line: 2, column: null, message: e.strayQuote }]);
    expect(await refused('{"products":[1,2,3]}')).toEqual([{ line: 1, column: null, message: e.strayQuote }]);
    const wrong = await refused("sku;nome;preco\r\nSKU-1;Body;12,50\r\n");
    expect(wrong.slice(0, 3)).toEqual(["sku", "nome", "preco"].map((c) => ({ line: 1, column: null, message: e.unknownColumn(c) })));
    // Every column but the optional weight (a file from before it existed leaves weights as they are).
    expect(wrong.slice(3)).toEqual(
      CATALOG_CSV_COLUMNS.filter((c) => !OPTIONAL_CSV_COLUMNS.includes(c)).map((column) => ({ line: 1, column, message: e.missingColumn(column) })),
    );
    expect(await refused("")).toHaveLength(CATALOG_CSV_COLUMNS.length - OPTIONAL_CSV_COLUMNS.length);
    expect(await refused(`${CATALOG_CSV_COLUMNS.join(";")}\r\n\r\n`)).toEqual([{ line: 2, column: null, message: e.empty }]);
    const tooMany = `${CATALOG_CSV_COLUMNS.join(";")}\r\n${"x\r\n".repeat(MAX_IMPORT_LINES + 1)}`;
    expect(await refused(tooMany)).toEqual([{ line: 1, column: null, message: e.tooManyLines(MAX_IMPORT_LINES) }]);
    expect((await importCsv(o.b, good, "?mode=some")).status).toBe(400);
    // From another site: refused before anything else (the shop's Origin on every write).
    const foreign = await o.b.fetch("/api/admin/catalog/import", {
      method: "POST",
      headers: { "Content-Type": "text/csv", Origin: "https://mal.example" },
      body: good,
    });
    expect(foreign.status).toBe(403);
    // Products, variants, price history, stock adjustments, the audit log and the outbox: all as they were.
    expect(await snapshot()).toEqual(before);
  });

  it("a file written with `,` reads too (prices then quoted); a wrong field count is an error of the line", async () => {
    const o = await owner();
    const lines = linesOf((await exportCsv(o.b)).text);
    const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    const commas = [CATALOG_CSV_COLUMNS, ...lines.map((l) => CATALOG_CSV_COLUMNS.map((c) => l[c] ?? ""))].map((r) => r.map(quote).join(",")).join("\n");
    const ok = await importCsv(o.b, commas, "?dryRun=1");
    expect(ok.body).toMatchObject({ errorCount: 0, validLines: lines.length });
    const short = await importCsv(o.b, `${commas}\nSKU-1,Body`, "?dryRun=1");
    expect(short.body.errors).toEqual([{ line: lines.length + 2, column: null, message: e.fieldCount(2, CATALOG_CSV_COLUMNS.length) }]);
  });
});
