import { env } from "cloudflare:workers";
import { CATALOG_CSV_COLUMNS, type CatalogCsvColumn } from "../../../shared/catalog-csv";
import { BOM, parseCsv } from "../../../shared/csv";
import { seedCatalogFixture } from "./catalog-fixture";
import type { Browser } from "./session";

/** The catalogue's CSV as the back-office's panel sends and receives it (issue 34, decisions/0046). */
export type Line = Record<Exclude<CatalogCsvColumn, "weight_grams">, string> & { weight_grams?: string };

export async function exportCsv(b: Browser) {
  const res = await b.fetch("/api/admin/catalog/export.csv");
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** The export's lines as objects by column (the header read from the file itself). */
export function linesOf(text: string): Line[] {
  const parsed = parseCsv(text, ";");
  if (!parsed.ok) throw new Error(`the export is not CSV: ${parsed.problem} at ${parsed.record}`);
  const [header, ...records] = parsed.records;
  return records.filter((r) => r.some((c) => c !== "")).map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!])) as Line);
}

/** A cell as a spreadsheet saves it: its text as it is (a defused formula keeps its apostrophe), quoted when it must be. */
const cell = (v: string) => (/[";\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** A file of lines, as a spreadsheet saves the export after an edit (a byte order mark, `;`, CRLF). */
export const csvOf = (lines: Line[], columns: readonly string[] = CATALOG_CSV_COLUMNS) =>
  `${BOM}${[columns, ...lines.map((l) => columns.map((c) => l[c as CatalogCsvColumn] ?? ""))].map((r) => r.map(cell).join(";")).join("\r\n")}\r\n`;

export async function importCsv(b: Browser, body: BodyInit, query = "", contentType = "text/csv; charset=utf-8") {
  const res = await b.fetch(`/api/admin/catalog/import${query}`, { method: "POST", headers: { "Content-Type": contentType }, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** What an import may change, to compare before and after: products, variants, history, adjustments, audit, outbox. */
export async function snapshot() {
  const [products, variants, counts] = await env.DB.batch([
    env.DB.prepare("SELECT id, sku, name, name_es, category_id, subcategory_id, price_cents, sale_price_cents, active, tax_category FROM products ORDER BY id"),
    env.DB.prepare(
      "SELECT id, sku, size, color, pack_count, price_cents, sale_price_cents, active, stock_quantity, weight_grams FROM product_variants ORDER BY id",
    ),
    env.DB.prepare(
      "SELECT (SELECT count(*) FROM price_history) AS history, (SELECT count(*) FROM stock_adjustments) AS adjustments, (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM email_outbox) AS outbox",
    ),
  ]);
  return { products: products!.results, variants: variants!.results, counts: counts!.results[0] };
}

export const productBySku = async (sku: string) =>
  (await env.DB.prepare("SELECT id, name, price_cents AS price, sale_price_cents AS sale, active FROM products WHERE sku = ?1").bind(sku).first<{
    id: number;
    name: string;
    price: number;
    sale: number | null;
    active: number;
  }>())!;

export const variantBySku = async (sku: string) =>
  (await env.DB.prepare("SELECT id, stock_quantity AS stock, size, active FROM product_variants WHERE sku = ?1").bind(sku).first<{
    id: number;
    stock: number;
    size: string | null;
    active: number;
  }>())!;

export const auditRows = async (action: string) =>
  (
    await env.DB.prepare("SELECT actor, before, after, detail FROM audit_log WHERE action = ?1 ORDER BY id").bind(action).all<{
      actor: string;
      before: string | null;
      after: string | null;
      detail: string | null;
    }>()
  ).results;

/**
 * The fixture catalogue, plus SKU-20: a product in two sizes (RN with no stock, 1M with 4; its default variant
 * replaced), for the checks across a product's lines. Run again, it starts over (product 20 goes first: the fixture's
 * own reset deletes only its products).
 */
export async function seedCsvCatalogue() {
  await env.DB.batch([env.DB.prepare("DELETE FROM product_variants WHERE product_id = 20"), env.DB.prepare("DELETE FROM products WHERE id = 20")]);
  await seedCatalogFixture();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO products (id, name, price_cents, sku, stock_quantity, active, category_id, subcategory_id) VALUES (20, 'Body Teste', 1500, 'SKU-20', 0, 1, 3, NULL)",
    ),
    env.DB.prepare("DELETE FROM product_variants WHERE product_id = 20"),
    env.DB.prepare(
      "INSERT INTO product_variants (product_id, sku, size, stock_quantity, position, active) VALUES (20, 'SKU-20-RN', 'RN', 0, 0, 1), (20, 'SKU-20-1M', '1M', 4, 1, 1)",
    ),
  ]);
}
