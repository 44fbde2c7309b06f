import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { orders } from "./schema-orders";

/** Certified invoicing (issue 33, decisions/0044): the VAT rates as data, and the documents issued for orders. */

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/**
 * VAT rates in basis points (2300 = 23 %) by region and tax category: data, not code. Regions: 'PT' (mainland),
 * 'PT-20' (Açores), 'PT-30' (Madeira), 'ES' (Spain's VAT territory, used under OSS). Canarias, Ceuta and Melilla are
 * outside the EU's VAT territory: exempt exports, never a row here.
 */
export const vatRates = sqliteTable(
  "vat_rates",
  {
    region: text("region").notNull(),
    taxCategory: text("tax_category").notNull(),
    rateBp: integer("rate_bp").notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.taxCategory] }), check("vat_rates_rate", sql`${t.rateBp} >= 0 AND ${t.rateBp} < 10000`)],
);

export const DOCUMENT_KINDS = ["invoice_receipt", "credit_note"] as const;
export const DOCUMENT_STATUSES = ["pending", "issued", "failed", "manual"] as const;

/**
 * A fiscal document of an order (issue 33): written in the batch of the event that causes it (the payment, a refund's
 * confirmation), one per event (`event_key` unique, also the provider's external reference), then issued through the
 * invoicing provider by the request's waitUntil or the cron, with backoff, like the e-mail outbox. `content` is the
 * document as computed on its first attempt (lines, rates, totals), so every retry sends the same document.
 */
export const invoiceDocuments = sqliteTable(
  "invoice_documents",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    eventKey: text("event_key").notNull().unique(),
    kind: text("kind", { enum: DOCUMENT_KINDS }).notNull(),
    /** A credit note's refund (order_refunds.id). */
    refundId: text("refund_id"),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull().default(now),
    lastError: text("last_error"),
    content: text("content", { mode: "json" }),
    provider: text("provider"),
    /** The provider's id of the document (kept from the first call, so a retry finishes that document, not a new one). */
    providerDocumentId: text("provider_document_id"),
    number: text("number"),
    atcud: text("atcud"),
    qrCode: text("qr_code"),
    pdfUrl: text("pdf_url"),
    totalCents: integer("total_cents"),
    createdAt: text("created_at").notNull().default(now),
    issuedAt: text("issued_at"),
  },
  (t) => [
    check("invoice_documents_kind", sql`${t.kind} IN ('invoice_receipt','credit_note')`),
    check("invoice_documents_status", sql`${t.status} IN ('pending','issued','failed','manual')`),
    index("invoice_documents_order_idx").on(t.orderId, t.createdAt),
    index("invoice_documents_due_idx").on(t.status, t.nextAttemptAt),
    /** The VAT report (issue 48) reads a period's documents by their date (the Lisbon day they carry), as the accountant does. */
    index("invoice_documents_date_idx").on(sql`json_extract(${t.content}, '$.date')`),
  ],
);

/** The embedded simulator's numbering (development and tests): the last number of each series. */
export const simulatedSeries = sqliteTable("simulated_invoice_series", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});
