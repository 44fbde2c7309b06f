/**
 * Writes docs/database-rules.md: every trigger and CHECK constraint the migrations leave in the database, table by
 * table, each with what it enforces in one plain sentence (decisions/0065).
 * The migrations are applied in order to an in-memory SQLite (node:sqlite, the engine D1 runs) and sqlite_master is
 * read, so only the final state counts: a trigger dropped or a table re-created by a later migration is seen as it ends.
 * A trigger's sentence is the `-- rule: …` comment written right above its CREATE TRIGGER in the migration that last
 * created it, else its entry in TRIGGER_RULES below; a CHECK's is its entry in CHECK_RULES. A trigger or CHECK without
 * a sentence (or a sentence for one that no longer exists) stops the script, so none lands unexplained.
 * Usage: npx tsx scripts/database-rules.ts   (tests/unit/database-rules.test.ts fails while the document is stale)
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";

export const ROOT = resolve(import.meta.dirname, "..");
export const DOCUMENT = join(ROOT, "docs", "database-rules.md");

/** What each trigger enforces or keeps, by trigger name, for triggers whose migration has no `-- rule:` comment. */
export const TRIGGER_RULES: Record<string, string> = {
  audit_log_no_delete: "Audit rows are never deleted: the log is append-only.",
  audit_log_no_update: "Audit rows are never changed: the log is append-only.",
  audit_log_restock_apply:
    "An 'order.restocked' row puts its units back into the variant's stock in the same statement, and is refused when the variant does not exist.",
  audit_log_restock_within_sold:
    "An 'order.restocked' row restocks a positive whole number of units and, with the order's earlier restocks of that variant, never more than the order sold of it (decisions/0049).",
  catalog_version_categories_delete:
    "Deleting a category gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_categories_insert: "A new category gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_categories_update:
    "Changing a category gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_color_names_delete:
    "Deleting a colour name gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_color_names_insert:
    "A new colour name gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_color_names_update:
    "Changing a colour name gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_manufacturers_delete:
    "Deleting a manufacturer gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_manufacturers_insert:
    "A new manufacturer gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_manufacturers_update:
    "Changing a manufacturer gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_price_history_delete:
    "Deleting a price record gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_price_history_insert:
    "A new price record gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_price_history_update:
    "Changing a price record gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_product_variants_delete:
    "Deleting a variant gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_product_variants_insert:
    "A new variant gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_product_variants_update:
    "Changing a variant (its stock too) gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_products_delete:
    "Deleting a product gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_products_insert: "A new product gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_products_update:
    "Changing a product gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_subcategories_delete:
    "Deleting a subcategory gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_subcategories_insert:
    "A new subcategory gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  catalog_version_subcategories_update:
    "Changing a subcategory gives the catalogue a new version token, so cached catalogue reads are not served stale (decisions/0020).",
  invoice_documents_issued_fixed: "An issued fiscal document (invoice-receipt or credit note) never changes again.",
  invoice_documents_no_delete: "Fiscal documents are never deleted.",
  listing_totals_products_delete:
    "Deleting an active product takes it off the kept listing totals: all products, its category and its subcategory (decisions/0026).",
  listing_totals_products_insert:
    "A new active product is counted in the kept listing totals: all products, its category and its subcategory (decisions/0026).",
  listing_totals_products_update:
    "Activating, deactivating or moving a product to another category or subcategory moves its count between the kept listing totals (decisions/0026).",
  order_refunds_audit_done: "A refund that succeeds writes the order's 'order.refunded' audit row.",
  order_refunds_audit_opened: "Every refund opened writes the order's 'order.refund' audit row, naming who asked for it (or 'sistema').",
  order_refunds_within_paid:
    "The refund cap: a shop refund is positive, belongs to the payment that paid the order, and with the order's earlier shop refunds never exceeds the order's total (decisions/0043).",
  orders_audit_created: "Every new order writes its 'order.created' audit row.",
  orders_audit_goods_returned:
    "Recording a withdrawn order's goods as returned writes an 'order.goods_returned' audit row naming changed_by (or 'sistema'), then clears changed_by.",
  orders_audit_status:
    "Every status change writes an 'order.status' audit row (with the carrier and tracking number when shipped, the delivery time when delivered) naming changed_by (or 'sistema'), then clears changed_by.",
  orders_audit_withdrawn: "Recording a customer's withdrawal writes an 'order.withdrawn' audit row with the channel it came through.",
  orders_multibanco_verified: "An order is switched to Multibanco only when its customer's e-mail address is verified.",
  orders_pending_limit: "A customer has at most two pending orders at a time (decisions/0033).",
  orders_welcome_order_pending:
    "While a customer's order with a welcome discount is pending, no order of theirs without a discount is placed: the discounted one is paid or cancelled first (decisions/0051).",
  price_history_product_insert: "A new product's prices are recorded in price_history, where the reference price is read from (decisions/0015).",
  price_history_product_update: "Every change of a product's price or sale price is recorded in price_history (decisions/0015).",
  price_history_variant_insert: "A new variant with its own price has its prices recorded in price_history (decisions/0015).",
  price_history_variant_update: "Every change of a variant's own price or sale price is recorded in price_history (decisions/0015).",
  product_variants_after_delete:
    "Deleting a variant recomputes its product's summary: stock (the active variants' sum), variant count, 'from' price and whether prices vary (decisions/0053).",
  product_variants_after_insert:
    "A new variant recomputes its product's summary: stock (the active variants' sum), variant count, 'from' price and whether prices vary (decisions/0053).",
  product_variants_after_update:
    "Any change of a variant (stock, price, active) recomputes its product's summary: stock (the active variants' sum), variant count, 'from' price and whether prices vary (decisions/0053).",
  products_archived_not_active: "An archived product cannot be active (decisions/0052).",
  products_default_variant: "Every new product gets its default variant, with the product's SKU and stock (decisions/0010).",
  products_es_search_after_delete: "Deleting an active product takes it out of the Spanish search indexes (products_fts_es, products_fuzzy_es).",
  products_es_search_after_insert:
    "A new active product is added to the Spanish search indexes (products_fts_es, products_fuzzy_es) under its Spanish name, else its name.",
  products_es_search_after_update:
    "Renaming, activating or deactivating a product re-files it in the Spanish search indexes (products_fts_es, products_fuzzy_es), which hold active products only.",
  products_fts_after_delete: "Deleting an active product takes it out of the exact-match search index (products_fts).",
  products_fts_after_insert: "A new active product is added to the exact-match search index (products_fts).",
  products_fts_after_update:
    "Renaming, activating or deactivating a product re-files it in the exact-match search index (products_fts), which holds active products only.",
  products_fuzzy_after_delete: "Deleting an active product takes it out of the forgiving search index (products_fuzzy).",
  products_fuzzy_after_insert: "A new active product is added to the forgiving search index (products_fuzzy) under its spelling key.",
  products_fuzzy_after_update:
    "Renaming, activating or deactivating a product re-files it in the forgiving search index (products_fuzzy), which holds active products only.",
  products_price_after_update:
    "A change of a product's price recomputes its 'from' price and whether its variants' prices vary (variants without their own price use the product's).",
  reviews_aggregate_after_delete: "Deleting a visible review takes its rating out of the product's rating sum and count.",
  reviews_aggregate_after_insert: "A new visible review adds its rating to the product's rating sum and count.",
  reviews_aggregate_after_update:
    "Hiding, showing or re-rating a review moves its rating in or out of the product's rating sum and count, which count visible reviews only.",
  stock_adjustments_apply:
    "A stock adjustment changes the variant's stock by its delta in the same statement and writes a 'stock.adjusted' audit row; it is refused when the variant does not exist.",
  stock_adjustments_no_delete: "Stock adjustments are never deleted: they are append-only.",
  stock_adjustments_no_update: "Stock adjustments are never changed: they are append-only.",
  stock_alerts_back_in_stock:
    "When a variant's stock goes from 0 to more, every waiting back-in-stock alert for it gets its e-mail in the outbox (once, by event key) and is marked notified (decisions/0045).",
  stock_hold_checks_insert:
    "The order's hold check, run in the batch that places it: no line above the line limit, and no customer holding in pending orders more than half a variant's stock (or the line limit, when larger) (decisions/0050).",
};

/** What each CHECK constraint enforces, by `table.constraint` (`table.column` for a column's unnamed CHECK). */
export const CHECK_RULES: Record<string, string> = {
  "customer_notes.customer_notes_text": "A note on a customer says something, in at most 2,000 characters.",
  "search_counts.search_counts_language": "A search is counted in one of the shop's languages, Portuguese or Spanish.",
  "search_counts.search_counts_query": "A counted search is 1 to 80 characters.",
  "search_counts.search_counts_figures": "A search's counts are never negative, and no more of its searches found nothing than were made.",
  "search_synonyms.search_synonyms_language": "A synonym belongs to one of the shop's languages, Portuguese or Spanish.",
  "search_synonyms.search_synonyms_term": "A synonym's word is one lower-case word of 2 to 40 characters, as search compares it.",
  "search_synonyms.search_synonyms_synonym": "What a synonym's word stands for is 2 to 80 characters.",
  "addresses.addresses_default_flag": "is_default is 1 or NULL, so the unique index addresses_one_default_idx allows one default address per customer.",
  "addresses.addresses_property_type": "An address is a house ('casa') or an apartment ('apartamento').",
  "promotions.promotions_terms":
    "A promotion takes a whole percentage from 1 to 100, or a positive amount in cents, or the delivery, and only the value its kind names.",
  "promotions.promotions_limits": "A promotion's minimum order is not negative, and its caps on uses (in all, per customer) are positive when set.",
  "promotions.promotions_dates": "A promotion ends after it starts.",
  "scheduled_sales.scheduled_sales_percent": "A scheduled sale takes a whole percentage from 1 to 90 off.",
  "scheduled_sales.scheduled_sales_dates": "A scheduled sale ends after it starts.",
  "email_outbox.email_outbox_status": "An outbox e-mail is pending, sent or failed.",
  "invoice_documents.invoice_documents_kind": "A fiscal document is an invoice-receipt or a credit note.",
  "invoice_documents.invoice_documents_status": "A fiscal document is pending, issued, failed or handled by hand ('manual').",
  "manufacturers.manufacturers_eu_responsible":
    "A manufacturer outside the EU names a responsible person in the EU, with address and contact (decisions/0016).",
  "order_items.order_items_quantity": "An order line has at least one unit.",
  "order_refunds.order_refunds_amount": "A refund's amount is never negative.",
  "orders.language": "An order's language is Portuguese ('pt') or Spanish ('es').",
  "orders.orders_amounts": "An order's subtotal, discount, shipping and total are never negative.",
  "orders.orders_status": "An order's status is pending, paid, processing, shipped, delivered or cancelled.",
  "product_variants.product_variants_price":
    "A variant either uses its product's prices (no price, no sale price) or has its own price, with an optional sale price, neither negative.",
  "birth_lists.birth_lists_access": "A birth list is seen by anyone with its link ('link'), or only with its code as well ('code'), and then it has a code.",
  "birth_lists.birth_lists_gift_mail": "A birth list's parents hear of gifts one e-mail per gift ('each') or in a daily summary ('daily').",
  "birth_lists.birth_lists_texts": "A birth list's baby name and surname are at most 60 characters, its message at most 500.",
  "birth_lists.birth_lists_closes_after_expected": "A birth list closes after the baby's expected date.",
  "birth_list_items.birth_list_items_wanted": "A product on a birth list is wanted 1 to 50 times.",
  "birth_list_items.birth_list_items_offered": "A product on a birth list was offered zero or more times, never fewer.",
  "birth_list_items.birth_list_items_held": "A product on a birth list has zero or more units held by gifts not paid yet, never fewer.",
  "saved_carts.saved_carts_lines": "A cart kept for a reminder holds 1 to 50 lines, as valid JSON (issue 50).",
  "shipping_labels.shipping_labels_kind": "A carrier label is the order's parcel's ('outbound') or a withdrawal's return ('return'), one of each per order.",
  "shipping_labels.shipping_labels_weight": "A carrier label's parcel weighs something: its weight in grams is above zero (issue 49).",
  "parcel_boxes.parcel_boxes_sides":
    "Each side of one of the shop's boxes is a whole number of centimetres from 1 to 120, the carriers' longest side (issue 49).",
  "parcel_boxes.parcel_boxes_tare": "A box's own weight is a whole number of grams from 0 to 5,000 (issue 49).",
  "parcel_boxes.parcel_boxes_name": "A box's name has 1 to 40 characters (issue 49).",
  "shipping_labels.shipping_labels_bought":
    "A label marked bought has the carrier's shipment, its tracking code, its PDF's key and the moment it was bought (issue 49).",
  "product_variants.product_variants_stock_nonnegative": "A variant's stock never goes below zero: a sale, hold or adjustment that would oversell is refused.",
  "products.products_price_nonnegative": "A product's price and sale price are never negative.",
  "products.products_stock_nonnegative": "A product's stock (its active variants' sum) never goes below zero.",
  "reviews.reviews_hidden":
    "A review is visible (no hiding fields) or hidden with a time, a reason from the list, who hid it and an optional note of at most 500 characters (decisions/0047).",
  "reviews.reviews_lengths": "A review's title has at most 120 characters and its text at most 2000.",
  "reviews.reviews_rating": "A review's rating is from 1 to 5.",
  "reviews.reviews_reply": "A review has no reply, or a reply of 1 to 1000 characters with its time and author (decisions/0047).",
  "stock_adjustments.stock_adjustments_reason": "A stock adjustment is goods received, goods damaged or a count.",
  "users.language": "A customer's language is Portuguese ('pt') or Spanish ('es').",
  "vat_rates.vat_rates_rate": "A VAT rate, in basis points, is from 0 up to but not including 100 %.",
};

export type Migration = { name: string; sql: string };

/** The migrations in the order they are applied (their names start with their number). */
export function readMigrations(dir = join(ROOT, "migrations")): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }));
}

const CREATE_TRIGGER = /^\s*CREATE\s+(?:TEMP(?:ORARY)?\s+)?TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"[]?(\w+)/i;
const DROP_TRIGGER = /DROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?[`"[]?(\w+)/gi;

/**
 * The `-- rule: …` comments, by trigger name, of the migration that last created each trigger. The comment may go on over
 * the following `--` lines up to the CREATE TRIGGER; drizzle's `--> statement-breakpoint` is not a comment line.
 */
export function ruleComments(migrations: Migration[]): Map<string, string> {
  const rules = new Map<string, string>();
  for (const m of migrations) {
    const lines = m.sql.split(/\r?\n/);
    lines.forEach((line, i) => {
      for (const drop of line.matchAll(DROP_TRIGGER)) rules.delete(drop[1]!);
      const created = CREATE_TRIGGER.exec(line);
      if (!created) return;
      const above: string[] = [];
      for (let j = i - 1; j >= 0 && /^\s*--(?!>)/.test(lines[j]!); j--) above.unshift(lines[j]!.replace(/^\s*--\s?/, "").trim());
      const start = above.findLastIndex((l) => /^rule:/i.test(l));
      if (start < 0) rules.delete(created[1]!);
      else
        rules.set(
          created[1]!,
          above
            .slice(start)
            .join(" ")
            .replace(/^rule:\s*/i, "")
            .trim(),
        );
    });
  }
  return rules;
}

type Trigger = { name: string; table: string; fires: string; condition: string | null; raises: string[]; rule: string };
type Check = { key: string; table: string; name: string; column: boolean; condition: string; rule: string };
type Table = { name: string; kind: "table" | "view"; triggers: Trigger[]; checks: Check[] };

/** Identifiers unquoted (`x`, "x", [x]) and a table's own name dropped from `"table"."column"`, outside '…' strings. */
function readable(sql: string, table?: string): string {
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let out = part;
      if (table) out = out.replace(new RegExp(`[\`"]?${table}[\`"]?\\.`, "g"), "");
      return out.replace(/[`"[](\w+)[`"\]]/g, "$1");
    })
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** When a trigger fires, from its CREATE TRIGGER header (SQLite's default timing is BEFORE). */
function triggerHeader(sql: string): { fires: string; condition: string | null } {
  const m =
    /^CREATE\s+(?:TEMP(?:ORARY)?\s+)?TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?\S+\s+(?:(BEFORE|AFTER|INSTEAD\s+OF)\s+)?(DELETE|INSERT|UPDATE(?:\s+OF\s+[\s\S]+?)?)\s+ON\s+\S+(?:\s+FOR\s+EACH\s+ROW)?(?:\s+WHEN\s+([\s\S]+?))?\s+BEGIN\b/i.exec(
      sql,
    );
  if (!m) throw new Error(`database rules: cannot read when this trigger fires:\n${sql}`);
  const fires = `${(m[1] ?? "BEFORE").replace(/\s+/g, " ").toLowerCase()} ${readable(m[2]!).replace(/^(\w+)( of)?/i, (w) => w.toLowerCase())}`;
  return { fires, condition: m[3] ? readable(m[3]) : null };
}

/** The messages a trigger aborts with (what the code catches). */
const raisedMessages = (sql: string) => [...sql.matchAll(/RAISE\s*\(\s*(?:ABORT|FAIL|ROLLBACK)\s*,\s*'((?:[^']|'')*)'\s*\)/gi)].map((m) => m[1]!);

/** Splits `text` at top-level commas, outside quotes and parentheses. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "[") quote = "]";
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The parenthesised expression starting at `open` (a "("), without its parentheses. */
function parenthesised(text: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === "`") quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`database rules: unbalanced CHECK in ${text}`);
}

/** A table's CHECK constraints from its CREATE TABLE: named (CONSTRAINT x CHECK …) or a column's own (keyed by the column). */
function tableChecks(table: string, sql: string): Omit<Check, "rule">[] {
  const body = sql.slice(sql.indexOf("(") + 1, sql.lastIndexOf(")"));
  return topLevelParts(body).flatMap((part) => {
    const checks: Omit<Check, "rule">[] = [];
    const column = /^(?!(?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK)\b)[`"[]?(\w+)/i.exec(part)?.[1];
    for (const m of part.matchAll(/(?:CONSTRAINT\s+[`"[]?(\w+)[`"\]]?\s+)?\bCHECK\s*\(/gi)) {
      const name = m[1] ?? column;
      if (!name) throw new Error(`database rules: a CHECK of ${table} has no name and no column: ${part}`);
      const condition = readable(parenthesised(part, m.index + m[0].length - 1), table);
      checks.push({ key: `${table}.${name}`, table, name, column: !m[1], condition });
    }
    return checks;
  });
}

/** The rules the migrations leave, table by table (sorted); throws when a trigger or CHECK has no sentence, or a sentence has no rule. */
export function databaseRules(migrations: Migration[], triggerRules = TRIGGER_RULES, checkRules = CHECK_RULES): Table[] {
  const db = new DatabaseSync(":memory:");
  try {
    for (const m of migrations) {
      try {
        db.exec(m.sql);
      } catch (err) {
        throw new Error(`database rules: migration ${m.name} does not apply: ${(err as Error).message}`);
      }
    }
    const objects = db.prepare("SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name").all() as {
      type: string;
      name: string;
      tableName: string;
      sql: string;
    }[];
    const comments = ruleComments(migrations);
    const problems: string[] = [];
    const tables = new Map<string, Table>();
    const tableOf = (name: string) => {
      let t = tables.get(name);
      if (!t) {
        const kind = objects.some((o) => o.type === "view" && o.name === name) ? "view" : "table";
        t = { name, kind, triggers: [], checks: [] };
        tables.set(name, t);
      }
      return t;
    };
    for (const o of objects.filter((x) => x.type === "trigger")) {
      const rule = comments.get(o.name) ?? triggerRules[o.name];
      if (!rule) problems.push(`trigger ${o.name} (on ${o.tableName}) has no sentence: add a "-- rule: …" comment above it or an entry in TRIGGER_RULES`);
      tableOf(o.tableName).triggers.push({ name: o.name, table: o.tableName, ...triggerHeader(o.sql), raises: raisedMessages(o.sql), rule: rule ?? "" });
    }
    for (const o of objects.filter((x) => x.type === "table")) {
      for (const c of tableChecks(o.name, o.sql)) {
        const rule = checkRules[c.key];
        if (!rule) problems.push(`CHECK ${c.key} has no sentence: add an entry in CHECK_RULES`);
        tableOf(o.name).checks.push({ ...c, rule: rule ?? "" });
      }
    }
    const triggers = new Set(objects.filter((o) => o.type === "trigger").map((o) => o.name));
    for (const name of Object.keys(triggerRules)) if (!triggers.has(name)) problems.push(`TRIGGER_RULES explains ${name}, which no migration leaves`);
    const checks = new Set([...tables.values()].flatMap((t) => t.checks.map((c) => c.key)));
    for (const key of Object.keys(checkRules)) if (!checks.has(key)) problems.push(`CHECK_RULES explains ${key}, which no migration leaves`);
    if (problems.length) throw new Error(`database rules:\n- ${problems.join("\n- ")}`);
    return [...tables.values()].sort((a, b) => a.name.localeCompare(b.name, "en"));
  } finally {
    db.close();
  }
}

/** Inline code that survives a Markdown table cell. */
const code = (s: string) => `\`${s.replace(/\|/g, "\\|")}\``;
const cell = (s: string) => s.replace(/\|/g, "\\|");

/** docs/database-rules.md's text. */
export function databaseRulesDocument(migrations = readMigrations()): string {
  const tables = databaseRules(migrations);
  const triggerCount = tables.reduce((n, t) => n + t.triggers.length, 0);
  const checkCount = tables.reduce((n, t) => n + t.checks.length, 0);
  const out = [
    "# Database rules",
    "",
    "<!-- Written by `npx tsx scripts/database-rules.ts` from migrations/: do not edit by hand (decisions/0065). -->",
    "",
    `The ${triggerCount} triggers and ${checkCount} CHECK constraints the migrations leave in the D1 database, table by table.`,
    "The database applies them to every statement, whoever sends it: the TypeScript that relies on one names it and points here.",
    "A trigger that refuses aborts the statement (and the D1 batch it is in) with the message under *Refuses with*.",
    "",
  ];
  for (const t of tables) {
    out.push(`## ${t.name}${t.kind === "view" ? " (view)" : ""}`, "");
    if (t.triggers.length) {
      out.push("| Trigger | Fires | What it enforces | Refuses with |", "| --- | --- | --- | --- |");
      for (const g of [...t.triggers].sort((a, b) => a.name.localeCompare(b.name, "en"))) {
        const fires = g.condition ? `${g.fires}, when ${code(g.condition)}` : g.fires;
        out.push(`| ${code(g.name)} | ${fires} | ${cell(g.rule)} | ${g.raises.map((r) => code(r)).join(", ")} |`);
      }
      out.push("");
    }
    if (t.checks.length) {
      out.push("| CHECK | Condition | What it enforces |", "| --- | --- | --- |");
      for (const c of [...t.checks].sort((a, b) => a.name.localeCompare(b.name, "en")))
        out.push(`| ${code(c.name)}${c.column ? " (column)" : ""} | ${code(c.condition)} | ${cell(c.rule)} |`);
      out.push("");
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  writeFileSync(DOCUMENT, databaseRulesDocument());
  process.stdout.write(`database rules: wrote ${DOCUMENT}\n`);
}
