import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { catalogCsvRepo } from "../../worker/features/catalog/catalog-csv.repo";
import { catalogCsvService } from "../../worker/features/catalog/catalog-csv.service";
import { OWNER, person } from "./setup/admin";
import { csvOf, exportCsv, type Line, linesOf, seedCsvCatalogue, snapshot, variantBySku } from "./setup/catalog-csv";

/**
 * Decisions/0046: the rules that span a product's variants (options told apart, one left on sale while the product is)
 * are checked in the Worker against what it read, then again in SQL after the writes, in the import's own batch. Here a
 * back-office edit lands between the two — the real repository, with the edit made just before its batch is sent — and
 * the import must write nothing.
 */
beforeEach(seedCsvCatalogue);

/** The import service over the real repository; `meanwhile` runs after the check, just before the batch is sent. */
function importer(meanwhile: () => Promise<unknown>) {
  const repo = catalogCsvRepo(env.DB);
  const racing = {
    ...repo,
    apply: async (input: Parameters<typeof repo.apply>[0]) => {
      await meanwhile();
      return repo.apply(input);
    },
  };
  return catalogCsvService({ repo: racing, deliverStockAlerts: async () => {} });
}

const body = (lines: Line[]) => new TextEncoder().encode(csvOf(lines)).buffer as ArrayBuffer;
const productLines = async (sku: string) => {
  const o = await person("owner", OWNER);
  return linesOf((await exportCsv(o.b)).text).filter((l) => l.product_sku === sku);
};
const importsOf = async () => (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'catalog.imported'").first<{ n: number }>())!.n;

describe("an edit in the back-office between the import's check and its batch", () => {
  // The file names only the variant it changes: the other one is the catalogue's, and what the editor does to it stays.
  it("a size the file gives one variant, given meanwhile to another: refused as 'changed meanwhile', nothing written", async () => {
    const lines = (await productLines("SKU-20")).filter((l) => l.variant_sku === "SKU-20-1M");
    Object.assign(lines.find((l) => l.variant_sku === "SKU-20-1M")!, { size: "3M", price: "19,99" });
    const edit = () => env.DB.prepare("UPDATE product_variants SET size = '3M' WHERE sku = 'SKU-20-RN'").run();
    const before = await snapshot();
    await expect(importer(edit).importCsv(body(lines), { mode: "all", dryRun: false }, OWNER)).rejects.toMatchObject({ code: "catalog_invalid" });
    const after = await snapshot();
    // Only the edit is there: the import's size and price are not, nor its audit rows.
    expect(after.products).toEqual(before.products);
    expect(after.variants).toEqual((before.variants as { sku: string }[]).map((v) => (v.sku === "SKU-20-RN" ? { ...v, size: "3M" } : v)));
    expect(after.counts).toEqual(before.counts);
    expect((await variantBySku("SKU-20-1M")).size).toBe("1M");
  });

  it("the file takes one size off sale while the other is taken off meanwhile: refused, the product keeps one on sale", async () => {
    const lines = (await productLines("SKU-20")).filter((l) => l.variant_sku === "SKU-20-1M");
    lines.find((l) => l.variant_sku === "SKU-20-1M")!.variant_active = "0";
    const edit = () => env.DB.prepare("UPDATE product_variants SET active = 0 WHERE sku = 'SKU-20-RN'").run();
    const imports = await importsOf();
    await expect(importer(edit).importCsv(body(lines), { mode: "all", dryRun: false }, OWNER)).rejects.toMatchObject({ code: "catalog_invalid" });
    expect((await variantBySku("SKU-20-1M")).active).toBe(1);
    expect(await importsOf()).toBe(imports);
  });

  it("a third size added meanwhile without options, beside a file that gives one variant none: refused", async () => {
    const lines = await productLines("SKU-20");
    // The file leaves the product a single size on sale (RN off), so 1M may lose its options: sound when checked.
    Object.assign(lines.find((l) => l.variant_sku === "SKU-20-RN")!, { variant_active: "0" });
    Object.assign(lines.find((l) => l.variant_sku === "SKU-20-1M")!, { size: "" });
    const edit = () =>
      env.DB.prepare("INSERT INTO product_variants (product_id, sku, size, stock_quantity, position, active) VALUES (20, 'SKU-20-3M', '3M', 1, 2, 1)").run();
    await expect(importer(edit).importCsv(body(lines), { mode: "all", dryRun: false }, OWNER)).rejects.toMatchObject({ code: "catalog_invalid" });
    expect(await variantBySku("SKU-20-1M")).toMatchObject({ size: "1M", active: 1 });
    expect(await variantBySku("SKU-20-RN")).toMatchObject({ active: 1 });
  });

  it("an edit that breaks none of the rules does not stop the import", async () => {
    const lines = await productLines("SKU-20");
    Object.assign(lines.find((l) => l.variant_sku === "SKU-20-1M")!, { size: "3M" });
    const edit = () =>
      env.DB.prepare("INSERT INTO product_variants (product_id, sku, size, stock_quantity, position, active) VALUES (20, 'SKU-20-6M', '6M', 1, 2, 1)").run();
    const report = await importer(edit).importCsv(body(lines), { mode: "all", dryRun: false }, OWNER);
    expect(report.applied).toBe(true);
    expect((await variantBySku("SKU-20-1M")).size).toBe("3M");
    expect((await variantBySku("SKU-20-6M")).size).toBe("6M");
  });
});
