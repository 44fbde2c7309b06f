import {
  CATALOG_CSV_COLUMNS,
  type CatalogCsvRow,
  type CatalogImportReport,
  CSV_DELIMITER,
  type CsvError,
  centsCell,
  type IMPORT_MODES,
  isBlank,
  MAX_IMPORT_LINES,
  MAX_REPORTED_ERRORS,
  parseRow,
  readHeader,
} from "../../../shared/catalog-csv";
import { catalogCsvCopy } from "../../../shared/copy/back-office/catalog-csv";
import { BOM, csvRecord, detectDelimiter, parseCsv } from "../../../shared/csv";
import { DomainError } from "../../lib/domain-error";
import type { CatalogCsvRepo, ExportRow, NewProductWrite, NewVariantWrite, ProductWrite, VariantWrite } from "./catalog-csv.repo";
import { checkAll } from "./catalog-csv-check";

const e = catalogCsvCopy.errors;
/** Products per page of the export (a few variants each): one D1 read per page, streamed out as it comes. */
const EXPORT_PAGE = 500;
/** The stock alerts' look-up binds one value per variant (D1 allows 100). */
const ALERT_BATCH = 90;

const flag = (v: number | null) => (v === null ? "" : v === 1 ? "1" : "0");
const exportLine = (r: ExportRow) =>
  csvRecord(
    [
      r.productSku,
      r.name,
      r.nameEs,
      r.category,
      r.subcategory,
      centsCell(r.price),
      centsCell(r.sale),
      flag(r.active),
      r.tax,
      r.variantSku,
      r.size,
      r.color,
      r.pack,
      centsCell(r.variantPrice),
      centsCell(r.variantSale),
      flag(r.variantActive),
      r.stock,
      r.weight,
    ],
    CSV_DELIMITER,
  );

const columnOrder = (c: CsvError["column"]) => (c === null ? -1 : CATALOG_CSV_COLUMNS.indexOf(c));
const byLine = (a: CsvError, b: CsvError) => a.line - b.line || columnOrder(a.column) - columnOrder(b.column);

/** The file read as lines of products, each checked on its own; or the errors that stop it being read at all. */
function readFile(body: ArrayBuffer): { rows: CatalogCsvRow[]; errors: CsvError[]; lines: number } {
  const fatal = (message: string, line = 1) => ({ rows: [], lines: 0, errors: [{ line, column: null, message }] });
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return fatal(e.notUtf8);
  }
  const parsed = parseCsv(text, detectDelimiter(text), MAX_IMPORT_LINES + 1);
  if (!parsed.ok) {
    if (parsed.problem === "too-many-records") return fatal(e.tooManyLines(MAX_IMPORT_LINES));
    return fatal(parsed.problem === "unclosed-quote" ? e.unclosedQuote : e.strayQuote, parsed.record);
  }
  const header = readHeader(parsed.records[0] ?? []);
  if ("errors" in header) return { rows: [], lines: 0, errors: header.errors };
  const rows: CatalogCsvRow[] = [];
  const errors: CsvError[] = [];
  let lines = 0;
  parsed.records.forEach((cells, i) => {
    if (i === 0 || isBlank(cells)) return;
    lines++;
    const result = parseRow(cells, i + 1, header.index);
    if ("row" in result) rows.push(result.row);
    else errors.push(...result.errors);
  });
  if (lines === 0) return fatal(e.empty, 2);
  return { rows, errors, lines };
}

/**
 * The catalogue as CSV in the back-office (issue 34, decisions/0046). The export streams every variant's line; the
 * import reads the whole file, checks every line (each column's rule, then against the catalogue and the other lines),
 * and writes in one D1 batch — nothing unless every line is sound (mode "all"), or the sound lines only (mode "valid");
 * a dry run only checks. It updates products and variants that exist, matched by sku, and creates those whose sku is
 * new (issue 44, decisions/0052): a product from its lines' product columns (its description, safety data and images
 * are added in the editor), a variant under its product, each audited as a creation.
 */
export function catalogCsvService({ repo, deliverStockAlerts }: { repo: CatalogCsvRepo; deliverStockAlerts: (variantIds: number[]) => Promise<void> }) {
  return {
    /** UTF-8 with a byte order mark, `;`, CRLF; formulas defused. The export itself is audited ('catalog.exported'). */
    async exportCsv(actor: string): Promise<ReadableStream<Uint8Array>> {
      await repo.exported(actor);
      const encoder = new TextEncoder();
      let after: number | null = null;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (after === null) {
            after = 0;
            controller.enqueue(encoder.encode(BOM + csvRecord(CATALOG_CSV_COLUMNS, CSV_DELIMITER)));
            return;
          }
          const rows = await repo.exportPage(after, EXPORT_PAGE);
          if (rows.length === 0) return controller.close();
          after = rows.at(-1)!.productId;
          controller.enqueue(
            encoder.encode(
              rows
                .filter((r) => r.variantSku !== null)
                .map(exportLine)
                .join(""),
            ),
          );
        },
      });
    },

    async importCsv(body: ArrayBuffer, options: { mode: (typeof IMPORT_MODES)[number]; dryRun: boolean }, actor: string): Promise<CatalogImportReport> {
      const file = readFile(body);
      const report = (valid: CatalogCsvRow[], errors: CsvError[], changes: CatalogImportReport["changes"]): CatalogImportReport => ({
        mode: options.mode,
        dryRun: options.dryRun,
        applied: changes !== null,
        lines: file.lines,
        validLines: valid.length,
        errorCount: errors.length,
        errors: errors.sort(byLine).slice(0, MAX_REPORTED_ERRORS),
        changes,
      });
      if (file.rows.length === 0) return report([], file.errors, null);

      const state = await repo.state([...new Set(file.rows.map((r) => r.productSku))], [...new Set(file.rows.map((r) => r.variantSku))]);
      const checked = checkAll(file.rows, state);
      const errors = [...file.errors, ...checked.errors];
      const { valid } = checked;
      if (options.dryRun || valid.length === 0 || (options.mode === "all" && errors.length > 0)) return report(valid, errors, null);

      // The product's columns from its first sound line (the others match it); each variant from its own line. A sku
      // the catalogue does not know is a new product or variant.
      const products = new Map<number, ProductWrite>();
      const newProducts = new Map<string, NewProductWrite>();
      for (const r of valid) {
        const id = state.products.get(r.productSku);
        if (id === undefined ? newProducts.has(r.productSku) : products.has(id)) continue;
        const sub = r.subcategory === null ? null : state.subcategories.get(r.subcategory)!.id;
        const write = {
          sku: r.productSku,
          name: r.name,
          nameEs: r.nameEs,
          categoryId: state.categories.get(r.category)!,
          subcategoryId: sub,
          price: r.priceCents,
          sale: r.salePriceCents,
          active: r.active ? 1 : 0,
          tax: r.taxCategory,
        } satisfies NewProductWrite;
        if (id === undefined) newProducts.set(r.productSku, write);
        else products.set(id, { id, ...write });
      }
      const variants: VariantWrite[] = [];
      const newVariants: NewVariantWrite[] = [];
      for (const r of valid) {
        const write = {
          sku: r.variantSku,
          size: r.size,
          color: r.color,
          pack: r.packCount,
          price: r.variantPriceCents,
          sale: r.variantSalePriceCents,
          active: r.variantActive ? (1 as const) : (0 as const),
          stock: r.stock,
          // Left as it is when the file has no weight column (hasWeight 0); a new variant then has none.
          hasWeight: r.weightGrams === undefined ? (0 as const) : (1 as const),
          weight: r.weightGrams ?? null,
        };
        const known = state.variants.get(r.variantSku);
        if (known) variants.push({ id: known.id, ...write });
        else newVariants.push({ productSku: r.productSku, ...write });
      }
      const summary = { mode: options.mode, lines: file.lines, imported: valid.length, rejected: file.lines - valid.length };
      let changes: NonNullable<CatalogImportReport["changes"]>;
      try {
        changes = await repo.apply({
          products: [...products.values()],
          variants,
          newProducts: [...newProducts.values()],
          newVariants,
          actor,
          importId: crypto.randomUUID(),
          summary,
        });
      } catch (err) {
        // Checked a moment ago, refused now: a category or variant went meanwhile. The batch wrote nothing.
        if (err instanceof Error && /constraint failed/i.test(err.message)) throw new DomainError("catalog_invalid", () => e.changedMeanwhile);
        throw err;
      }
      // Back from sold out: the database wrote the waiting shoppers' e-mails in the batch; they leave now.
      const restocked = valid
        .filter((r) => (r.stock ?? 0) > 0 && state.variants.get(r.variantSku)?.stock === 0)
        .map((r) => state.variants.get(r.variantSku)!.id);
      for (let i = 0; i < restocked.length; i += ALERT_BATCH) await deliverStockAlerts(restocked.slice(i, i + ALERT_BATCH));
      return report(valid, errors, changes);
    },
  };
}
export type CatalogCsvService = ReturnType<typeof catalogCsvService>;
