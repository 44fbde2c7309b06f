import { type CatalogCsvRow, type CsvError, PRODUCT_CSV_COLUMNS, productCells } from "../../../shared/catalog-csv";
import { catalogCsvCopy } from "../../../shared/copy/back-office/catalog-csv";
import type { VariantRecord } from "../../db/rows";

const e = catalogCsvCopy.errors;

/** A variant as the catalogue holds it, for the checks that look at a product's other variants. */
export type SiblingVariant = Pick<VariantRecord, "id" | "size" | "color" | "packCount" | "active">;

/** What the file's lines are checked against, read from D1 just before. */
export interface CatalogState {
  /** Category slug → id. */
  categories: Map<string, number>;
  subcategories: Map<string, { id: number; categoryId: number }>;
  /** Product sku → id (the file's skus, as products' and as variants'). */
  products: Map<string, number>;
  /** The skus of those products that are archived (issue 44): they may not be put on sale. */
  archived: Set<string>;
  /** Variant sku → its row and its product's sku (the file's skus, as variants' and as products'). */
  variants: Map<string, { id: number; productId: number; productSku: string; stock: number }>;
  /** Product id → every variant it has (also those the file does not name). */
  siblings: Map<number, SiblingVariant[]>;
}

/** A new sku: what the back-office's editor takes (shared/admin-catalog.ts skuSchema), the name of its images' folder. */
const NEW_SKU = /^[A-Z0-9][A-Z0-9-]{1,39}$/;

/**
 * One pass of the checks that need the catalogue or the other lines (issue 34, decisions/0046): a known variant sku of
 * that very product, a new sku (issue 44, decisions/0052: it creates the product or variant) well formed and used by no
 * other product or variant, the category and subcategory, a variant on one line only, the product's columns the same on
 * all its lines, and the product as it would be after the import — still a variant on sale while it is on sale, and
 * its active variants told apart by their options (the editor's rules). Lines with an error leave `valid`; the caller
 * runs passes until one finds nothing, since a line left out can change what the others make of the product.
 */
export function checkRows(rows: CatalogCsvRow[], state: CatalogState): { errors: CsvError[]; valid: CatalogCsvRow[] } {
  const errors: CsvError[] = [];
  const bad = new Set<number>();
  const fail = (row: CatalogCsvRow, column: CsvError["column"], message: string) => {
    errors.push({ line: row.line, column, message });
    bad.add(row.line);
  };

  const firstOfSku = new Map<string, number>();
  const newProducts = new Set(rows.filter((r) => !state.products.has(r.productSku)).map((r) => r.productSku));
  for (const row of rows) {
    const seen = firstOfSku.get(row.variantSku);
    if (seen !== undefined) fail(row, "variant_sku", e.repeatedSku(seen));
    else firstOfSku.set(row.variantSku, row.line);
    const isNew = newProducts.has(row.productSku);
    if (isNew) {
      const owner = state.variants.get(row.productSku)?.productSku;
      if (!NEW_SKU.test(row.productSku)) fail(row, "product_sku", e.newSku);
      else if (owner !== undefined) fail(row, "product_sku", e.skuOfVariant(owner));
    } else if (row.active && state.archived.has(row.productSku)) fail(row, "active", e.archived);
    const variant = state.variants.get(row.variantSku);
    if (variant) {
      if (variant.productSku !== row.productSku) fail(row, "variant_sku", e.foreignVariant(variant.productSku));
    } else if (!NEW_SKU.test(row.variantSku)) fail(row, "variant_sku", e.newSku);
    // A new variant's sku is no product's: a new product's first variant may carry the product's own (its default one).
    else if ((state.products.has(row.variantSku) || newProducts.has(row.variantSku)) && !(isNew && row.variantSku === row.productSku))
      fail(row, "variant_sku", e.skuOfProduct);
    const categoryId = state.categories.get(row.category);
    if (categoryId === undefined) fail(row, "category", e.unknownCategory(row.category));
    if (row.subcategory !== null) {
      const sub = state.subcategories.get(row.subcategory);
      if (!sub) fail(row, "subcategory", e.unknownSubcategory(row.subcategory));
      else if (categoryId !== undefined && sub.categoryId !== categoryId) fail(row, "subcategory", e.foreignSubcategory(row.subcategory, row.category));
    }
  }

  // The product's columns: the first sound line of each product is the reference the others must match.
  const reference = new Map<string, CatalogCsvRow>();
  for (const row of rows) {
    if (bad.has(row.line)) continue;
    const ref = reference.get(row.productSku);
    if (!ref) {
      reference.set(row.productSku, row);
      continue;
    }
    const [a, b] = [productCells(ref), productCells(row)];
    for (const column of PRODUCT_CSV_COLUMNS) if (a[column] !== b[column]) fail(row, column, e.productDiffers(ref.line));
  }

  // The product after the import: its variants as the catalogue has them, with the file's lines laid over them.
  const linesOf = new Map<string, CatalogCsvRow[]>();
  for (const row of rows) if (!bad.has(row.line)) linesOf.set(row.productSku, [...(linesOf.get(row.productSku) ?? []), row]);
  for (const [productSku, lines] of linesOf) {
    // The catalogue's variants by id; the file's new ones (a new product has only those) by their sku.
    const productId = state.products.get(productSku);
    const siblings = productId === undefined ? [] : (state.siblings.get(productId) ?? []);
    const after = new Map<number | string, Omit<SiblingVariant, "id"> & { row: CatalogCsvRow | null }>(siblings.map((v) => [v.id, { ...v, row: null }]));
    for (const row of lines) {
      const key = state.variants.get(row.variantSku)?.id ?? row.variantSku;
      after.set(key, { size: row.size, color: row.color, packCount: row.packCount, active: row.variantActive, row });
    }
    const active = [...after.values()].filter((v) => v.active);
    if (reference.get(productSku)!.active && active.length === 0) for (const row of lines) if (!row.variantActive) fail(row, "variant_active", e.lastVariant);
    if (active.length > 1)
      for (const v of active) if (v.row && v.size === null && v.color === null && v.packCount === null) fail(v.row, "size", e.optionsNeeded);
    const byOptions = new Map<string, typeof active>();
    for (const v of active) {
      const key = JSON.stringify([v.size, v.color, v.packCount]);
      byOptions.set(key, [...(byOptions.get(key) ?? []), v]);
    }
    for (const group of byOptions.values()) {
      if (group.length < 2) continue;
      // The catalogue's own variant first, then the file's by line: each later one repeats the first's options.
      group.sort((x, y) => (x.row?.line ?? 0) - (y.row?.line ?? 0));
      const first = group[0]!;
      for (const v of group.slice(1)) if (v.row) fail(v.row, "size", e.optionsTaken(first.row?.line ?? null));
    }
  }
  return { errors, valid: rows.filter((r) => !bad.has(r.line)) };
}

/** The checks, pass after pass, until the lines left are sound (at most a few passes: each one removes lines). */
export function checkAll(rows: CatalogCsvRow[], state: CatalogState) {
  const errors: CsvError[] = [];
  let valid = rows;
  for (let pass = 0; pass < 10; pass++) {
    const result = checkRows(valid, state);
    if (result.errors.length === 0) break;
    errors.push(...result.errors);
    valid = result.valid;
  }
  return { errors, valid };
}
