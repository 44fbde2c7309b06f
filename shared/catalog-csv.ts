import { z } from "zod";
import { TAX_CATEGORIES } from "./admin-catalog";
import { catalogCsvCopy } from "./copy/back-office/catalog-csv";
import { unguardFormula } from "./csv";
import { PARCEL_MAX_GRAMS } from "./parcel-boxes";
import { hasUnsafeCharacters } from "./text-safety";

/**
 * The catalogue as CSV (issue 34, decisions/0046): one line per variant, the product's columns repeated on each of its
 * variants' lines. What the export writes and the import reads, in one place, so the two cannot drift apart.
 */
const e = catalogCsvCopy.errors;

export const CATALOG_CSV_COLUMNS = [
  "product_sku",
  "name",
  "name_es",
  "category",
  "subcategory",
  "price",
  "sale_price",
  "active",
  "tax_category",
  "variant_sku",
  "size",
  "color",
  "pack_count",
  "variant_price",
  "variant_sale_price",
  "variant_active",
  "stock",
  // One unit's weight packed, in grams (issue 49: a carrier label's parcel). Optional in a file: files exported before
  // it existed still import, and leave every weight as it is.
  "weight_grams",
] as const;
export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number];

/** Columns a file may leave out of its header: each variant's value is then left as it is. */
export const OPTIONAL_CSV_COLUMNS: readonly CatalogCsvColumn[] = ["weight_grams"];

/** The columns that describe the product: the same on every line of its variants. */
export const PRODUCT_CSV_COLUMNS = ["name", "name_es", "category", "subcategory", "price", "sale_price", "active", "tax_category"] as const;

/** `;`: Excel and LibreOffice in Portugal read it as the separator, and a price's decimal comma needs no quotes. */
export const CSV_DELIMITER = ";";
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Lines of products (the header not counted). 10,000 are measured in decisions/0046. */
export const MAX_IMPORT_LINES = 20_000;
/** The report lists this many errors at most; it counts them all. */
export const MAX_REPORTED_ERRORS = 1000;
export const IMPORT_MODES = ["all", "valid"] as const;

/** POST /api/admin/catalog/import?mode=all|valid&dryRun=1 */
export const catalogImportQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES).default("all"),
  dryRun: z.enum(["1", "0"]).optional(),
});

export interface CsvError {
  /** The spreadsheet's row: the header is line 1. */
  line: number;
  /** The header's name of the column, or null when the error is about the whole line or file. */
  column: CatalogCsvColumn | null;
  message: string;
}

export interface CatalogImportReport {
  mode: (typeof IMPORT_MODES)[number];
  dryRun: boolean;
  /** Whether anything was written (never on a dry run). */
  applied: boolean;
  /** Lines of products in the file (blank lines not counted), and how many of them are valid. */
  lines: number;
  validLines: number;
  errorCount: number;
  /** The first MAX_REPORTED_ERRORS errors, by line. */
  errors: CsvError[];
  /** What the import changed and created (null when nothing was written). */
  changes: { products: number; variants: number; stock: number; createdProducts: number; createdVariants: number } | null;
}

/** Cents as the export writes them: "12,50" (a decimal comma, no thousands separator, no currency sign). */
export const centsCell = (cents: number | null) => (cents === null ? "" : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`);

/**
 * Euros as a spreadsheet may write them back: "12,50", "12.50", "12,5", "12", with or without a € sign and spaces.
 * A thousands separator is refused ("1.234,50"): read either way, it could silently change a price a hundredfold.
 */
export function parseEuros(cell: string): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(cell.replace(/[\s\u00a0\u202f€]/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const text = (min: number, max: number, message: string) => z.string().trim().min(min, message).max(max, message);
const orNull = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((s) => s || null);
const cents = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((s) => {
      if (s === "") return !required;
      const value = parseEuros(s);
      return value !== null && value >= 1 && value <= 10_000_000;
    }, e.price)
    .transform((s) => (s === "" ? null : parseEuros(s)));
const flag = z
  .string()
  .trim()
  .pipe(z.enum(["1", "0"], e.flag))
  .transform((v) => v === "1");
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || (/^\d{1,7}$/.test(s) && Number(s) >= min && Number(s) <= max), message)
    .transform((s) => (s === "" ? null : Number(s)));

/** Each column's rule and the value it becomes (the browser's editor rules, shared/admin-catalog.ts, in CSV terms). */
const FIELDS = {
  product_sku: text(1, 40, e.sku),
  name: text(1, 160, e.name),
  name_es: orNull(160, e.nameEs),
  category: text(1, 80, e.required),
  subcategory: orNull(80, e.required),
  price: cents(true),
  sale_price: cents(false),
  active: flag,
  tax_category: z.string().trim().pipe(z.enum(TAX_CATEGORIES, e.taxCategory)),
  variant_sku: text(1, 40, e.sku),
  size: orNull(40, e.option),
  color: orNull(40, e.option),
  pack_count: wholeNumber(1, 1000, e.packCount),
  variant_price: cents(false),
  variant_sale_price: cents(false),
  variant_active: flag,
  stock: wholeNumber(0, 100_000, e.stock),
  weight_grams: wholeNumber(1, PARCEL_MAX_GRAMS, e.weight),
} satisfies Record<CatalogCsvColumn, z.ZodType>;

type Parsed = { [K in CatalogCsvColumn]: z.output<(typeof FIELDS)[K]> };

/** A line of the file, checked on its own (the catalogue's own checks come after, in the worker). */
export interface CatalogCsvRow {
  line: number;
  productSku: string;
  name: string;
  nameEs: string | null;
  category: string;
  subcategory: string | null;
  priceCents: number;
  salePriceCents: number | null;
  active: boolean;
  taxCategory: (typeof TAX_CATEGORIES)[number];
  variantSku: string;
  size: string | null;
  color: string | null;
  packCount: number | null;
  variantPriceCents: number | null;
  variantSalePriceCents: number | null;
  variantActive: boolean;
  /** The counted stock, or null to leave it as it is. */
  stock: number | null;
  /** One unit's weight in grams; null: none (an empty cell); undefined: the file has no such column, left as it is. */
  weightGrams: number | null | undefined;
}

/** The header's position of each column the file has (every one but the optional ones is there). */
export type CsvHeaderIndex = Record<CatalogCsvColumn, number | undefined>;

/** The header: each column's position; errors (on line 1) for a missing, unknown or repeated column. */
export function readHeader(cells: string[]): { index: CsvHeaderIndex } | { errors: CsvError[] } {
  const errors: CsvError[] = [];
  const index = {} as CsvHeaderIndex;
  cells.forEach((cell, i) => {
    const name = cell.trim().toLowerCase();
    if (name === "" && i === cells.length - 1) return; // a trailing separator
    if (!(CATALOG_CSV_COLUMNS as readonly string[]).includes(name)) errors.push({ line: 1, column: null, message: e.unknownColumn(cell.trim()) });
    else if (index[name as CatalogCsvColumn] !== undefined) errors.push({ line: 1, column: name as CatalogCsvColumn, message: e.repeatedColumn(name) });
    else index[name as CatalogCsvColumn] = i;
  });
  for (const column of CATALOG_CSV_COLUMNS)
    if (index[column] === undefined && !OPTIONAL_CSV_COLUMNS.includes(column)) errors.push({ line: 1, column, message: e.missingColumn(column) });
  return errors.length ? { errors } : { index };
}

/** Whether a record is a blank line (a spreadsheet's empty row: every field empty). */
export const isBlank = (cells: string[]) => cells.every((c) => c.trim() === "");

/** A line checked on its own: every column's rule, a sale below its price; all of its errors, not just the first. */
export function parseRow(cells: string[], line: number, index: CsvHeaderIndex): { row: CatalogCsvRow } | { errors: CsvError[] } {
  const errors: CsvError[] = [];
  const width = Math.max(...Object.values(index).filter((i) => i !== undefined)) + 1;
  if (cells.length < width || cells.slice(width).some((c) => c.trim() !== ""))
    return { errors: [{ line, column: null, message: e.fieldCount(cells.length, width) }] };
  const out = {} as Record<CatalogCsvColumn, unknown>;
  for (const column of CATALOG_CSV_COLUMNS) {
    const at = index[column];
    if (at === undefined) continue;
    const raw = unguardFormula(cells[at]!.trim());
    if (hasUnsafeCharacters(raw)) {
      errors.push({ line, column, message: e.unsafe });
      continue;
    }
    const parsed = FIELDS[column].safeParse(raw);
    if (parsed.success) out[column] = parsed.data;
    else errors.push({ line, column, message: parsed.error.issues[0]?.message ?? e.required });
  }
  const v = out as Parsed;
  const ok = (c: CatalogCsvColumn) => c in out;
  if (ok("price") && ok("sale_price") && v.sale_price !== null && v.price !== null && v.sale_price >= v.price)
    errors.push({ line, column: "sale_price", message: e.salePrice });
  if (ok("variant_price") && ok("variant_sale_price") && v.variant_sale_price !== null && (v.variant_price === null || v.variant_sale_price >= v.variant_price))
    errors.push({ line, column: "variant_sale_price", message: e.variantSalePrice });
  if (errors.length) return { errors };
  return {
    row: {
      line,
      productSku: v.product_sku,
      name: v.name,
      nameEs: v.name_es,
      category: v.category,
      subcategory: v.subcategory,
      priceCents: v.price!,
      salePriceCents: v.sale_price,
      active: v.active,
      taxCategory: v.tax_category,
      variantSku: v.variant_sku,
      size: v.size,
      color: v.color,
      packCount: v.pack_count,
      variantPriceCents: v.variant_price,
      variantSalePriceCents: v.variant_sale_price,
      variantActive: v.variant_active,
      stock: v.stock,
      weightGrams: index.weight_grams === undefined ? undefined : v.weight_grams,
    },
  };
}

/** The product's columns of a line, as written in the file, to compare the lines of one product. */
export const productCells = (r: CatalogCsvRow): Record<(typeof PRODUCT_CSV_COLUMNS)[number], unknown> => ({
  name: r.name,
  name_es: r.nameEs,
  category: r.category,
  subcategory: r.subcategory,
  price: r.priceCents,
  sale_price: r.salePriceCents,
  active: r.active,
  tax_category: r.taxCategory,
});
