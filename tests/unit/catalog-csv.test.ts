import { describe, expect, it } from "vitest";
import { CATALOG_CSV_COLUMNS, centsCell, parseEuros, parseRow, readHeader } from "../../shared/catalog-csv";
import { catalogCsvCopy } from "../../shared/copy/back-office/catalog-csv";

/** shared/catalog-csv.ts (issue 34, decisions/0046): the columns, the prices' cells and a line's own checks. */
const e = catalogCsvCopy.errors;
const header = readHeader([...CATALOG_CSV_COLUMNS]);
if (!("index" in header)) throw new Error("the export's own header must read");
const GOOD = {
  product_sku: "SKU-1",
  name: "Body",
  name_es: "",
  category: "roupas-bebe",
  subcategory: "",
  price: "12,50",
  sale_price: "",
  active: "1",
  tax_category: "normal",
  variant_sku: "SKU-1-RN",
  size: "RN",
  color: "",
  pack_count: "",
  variant_price: "",
  variant_sale_price: "",
  variant_active: "1",
  stock: "",
  weight_grams: "",
};
const line = (change: Partial<typeof GOOD> = {}) => CATALOG_CSV_COLUMNS.map((c) => ({ ...GOOD, ...change })[c]);
const errorsOf = (change: Partial<typeof GOOD>) => {
  const r = parseRow(line(change), 7, header.index);
  return "errors" in r ? r.errors.map((x) => [x.line, x.column, x.message]) : [];
};

describe("prices in cells", () => {
  it("writes cents with a decimal comma and reads a comma, a dot, one decimal, a € sign and spaces", () => {
    expect([centsCell(1250), centsCell(5), centsCell(100000), centsCell(null)]).toEqual(["12,50", "0,05", "1000,00", ""]);
    expect(["12,50", "12.50", "12,5", "12", " 12,50 € ", "0,05"].map(parseEuros)).toEqual([1250, 1250, 1250, 1200, 1250, 5]);
  });

  it("refuses thousands separators, three decimals, signs and words (a price never changes a hundredfold silently)", () => {
    expect(["1.234,50", "1,234.50", "12,500", "-5", "+5", "doze", "", "12,", ",5"].map(parseEuros)).toEqual(Array(9).fill(null));
  });
});

describe("the header", () => {
  it("takes the columns in any order and any case, and a trailing separator", () => {
    const shuffled = readHeader(
      [...CATALOG_CSV_COLUMNS]
        .reverse()
        .map((c) => c.toUpperCase())
        .concat(""),
    );
    expect("index" in shuffled && shuffled.index.weight_grams).toBe(0);
  });

  it("names each missing, unknown and repeated column, on line 1", () => {
    const r = readHeader([...CATALOG_CSV_COLUMNS.filter((c) => c !== "price"), "prices", "name"]);
    expect("errors" in r && r.errors).toEqual([
      { line: 1, column: null, message: e.unknownColumn("prices") },
      { line: 1, column: "name", message: e.repeatedColumn("name") },
      { line: 1, column: "price", message: e.missingColumn("price") },
    ]);
  });
});

describe("a line's own checks", () => {
  it("turns a sound line into its values (empty cells are null; stock empty leaves the stock)", () => {
    const r = parseRow(line({ stock: "4", sale_price: "9.99", pack_count: "3" }), 2, header.index);
    expect("row" in r && r.row).toMatchObject({
      line: 2,
      productSku: "SKU-1",
      nameEs: null,
      subcategory: null,
      priceCents: 1250,
      salePriceCents: 999,
      active: true,
      variantPriceCents: null,
      packCount: 3,
      stock: 4,
    });
    const noStock = parseRow(line(), 2, header.index);
    expect("row" in noStock && noStock.row.stock).toBeNull();
  });

  it("reports every bad column of the line, with the line and the column", () => {
    expect(errorsOf({ price: "0", active: "sim", tax_category: "super", stock: "-1", name: "" })).toEqual([
      [7, "name", e.name],
      [7, "price", e.price],
      [7, "active", e.flag],
      [7, "tax_category", e.taxCategory],
      [7, "stock", e.stock],
    ]);
  });

  it("a sale below its price, and a variant's sale only with the variant's own price", () => {
    expect(errorsOf({ sale_price: "12,50" })).toEqual([[7, "sale_price", e.salePrice]]);
    expect(errorsOf({ sale_price: "12,49" })).toEqual([]);
    expect(errorsOf({ variant_sale_price: "5" })).toEqual([[7, "variant_sale_price", e.variantSalePrice]]);
    expect(errorsOf({ variant_price: "6", variant_sale_price: "6" })).toEqual([[7, "variant_sale_price", e.variantSalePrice]]);
    expect(errorsOf({ variant_price: "6", variant_sale_price: "5,99" })).toEqual([]);
  });

  it("limits: 100 000 €, 160 characters of name, packs of 1 to 1000, stock to 100 000", () => {
    expect(errorsOf({ price: "100000,01" })).toEqual([[7, "price", e.price]]);
    expect(errorsOf({ price: "100000" })).toEqual([]);
    expect(errorsOf({ name: "x".repeat(161) })).toEqual([[7, "name", e.name]]);
    expect(errorsOf({ pack_count: "0" })).toEqual([[7, "pack_count", e.packCount]]);
    expect(errorsOf({ pack_count: "2.5" })).toEqual([[7, "pack_count", e.packCount]]);
    expect(errorsOf({ stock: "100001" })).toEqual([[7, "stock", e.stock]]);
    expect(errorsOf({ weight_grams: "0" })).toEqual([[7, "weight_grams", e.weight]]);
    expect(errorsOf({ weight_grams: "30001" })).toEqual([[7, "weight_grams", e.weight]]);
    expect(errorsOf({ weight_grams: "30000" })).toEqual([]);
  });

  it("a weight: grams, empty is none; a file without the column leaves it (undefined)", () => {
    const weighed = parseRow(line({ weight_grams: "450" }), 2, header.index);
    expect("row" in weighed && weighed.row.weightGrams).toBe(450);
    const none = parseRow(line(), 2, header.index);
    expect("row" in none && none.row.weightGrams).toBeNull();
    const older = readHeader(CATALOG_CSV_COLUMNS.filter((c) => c !== "weight_grams"));
    if (!("index" in older)) throw new Error("a header without the optional weight must read");
    const kept = parseRow(line().slice(0, -1), 2, older.index);
    expect("row" in kept && kept.row.weightGrams).toBeUndefined();
  });

  it("refuses control and invisible characters, and reads a defused formula back", () => {
    expect(errorsOf({ name: "Body\u202Eevil" })).toEqual([[7, "name", e.unsafe]]);
    const r = parseRow(line({ name: "'=Body" }), 2, header.index);
    expect("row" in r && r.row.name).toBe("=Body");
  });

  it("a line with fewer fields than the header is one error for the line", () => {
    const r = parseRow(["SKU-1", "Body"], 3, header.index);
    expect(r).toEqual({ errors: [{ line: 3, column: null, message: e.fieldCount(2, CATALOG_CSV_COLUMNS.length) }] });
  });
});
