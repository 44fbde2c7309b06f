import type { IssuedDocument } from "../../integrations/invoicing/invoicing-provider";
import type { Mail } from "../../integrations/mailer";
import { bindCondition, type SqlCondition, when } from "../../lib/sql-condition";
import type { OutboxRepo } from "../outbox/outbox.repo";
import type { OwnerNotice } from "../owner-notifications/owner-notices";
import type { OwnerNoticesRepo } from "../owner-notifications/owner-notices.repo";
import type { FiscalDocument } from "./fiscal-documents";
import type { RateTable, TaxCategory, VatRegion } from "./vat";

/** A document claimed for an attempt. */
export interface DocumentRow {
  id: string;
  orderId: string;
  eventKey: string;
  kind: FiscalDocument["kind"];
  refundId: string | null;
  attempts: number;
  content: FiscalDocument | null;
  providerDocumentId: string | null;
}

/** A document as the customer and the back-office see it. */
export interface DocumentView {
  id: string;
  kind: FiscalDocument["kind"];
  status: string;
  number: string | null;
  atcud: string | null;
  totalCents: number | null;
  provider: string | null;
  lastError: string | null;
  attempts: number;
  createdAt: string;
  issuedAt: string | null;
}

const VIEW = `id, kind, status, number, atcud, total_cents AS totalCents, provider, last_error AS lastError, attempts, created_at AS createdAt, issued_at AS issuedAt`;
type Raw = Omit<DocumentRow, "content"> & { content: string | null };

/**
 * The invoice_documents table (issue 33, decisions/0044), written like the e-mail outbox: a document's row is a
 * statement of the batch of the event that causes it (`insertWhen`), one per event (`event_key` unique); rows are
 * claimed before an attempt (a lease), so however many deliverers run, one talks to the provider at a time.
 */
export function invoiceDocumentsRepo(d1: D1Database, outbox: OutboxRepo, owners: Pick<OwnerNoticesRepo, "insertWhen">) {
  return {
    /** The document's row only when `condition` holds as the batch runs; once per event key. */
    insertWhen(doc: { id: string; orderId: string; eventKey: string; kind: FiscalDocument["kind"]; refundId: string | null }, condition: SqlCondition) {
      const c = bindCondition(condition, 6);
      return d1
        .prepare(
          `INSERT INTO invoice_documents (id, order_id, event_key, kind, refund_id) SELECT ?1, ?2, ?3, ?4, ?5 WHERE ${c.sql} ON CONFLICT (event_key) DO NOTHING`,
        )
        .bind(doc.id, doc.orderId, doc.eventKey, doc.kind, doc.refundId, ...c.values);
    },

    async claim(id: string, nowIso: string, leaseIso: string): Promise<DocumentRow | null> {
      const row = await d1
        .prepare(
          `UPDATE invoice_documents SET attempts = attempts + 1, next_attempt_at = ?3
           WHERE id = ?1 AND status = 'pending' AND next_attempt_at <= ?2
           RETURNING id, order_id AS orderId, event_key AS eventKey, kind, refund_id AS refundId, attempts, content, provider_document_id AS providerDocumentId`,
        )
        .bind(id, nowIso, leaseIso)
        .first<Raw>();
      return row ? { ...row, content: row.content ? (JSON.parse(row.content) as FiscalDocument) : null } : null;
    },

    async due(nowIso: string, limit: number) {
      const { results } = await d1
        .prepare("SELECT id FROM invoice_documents WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY created_at LIMIT ?2")
        .bind(nowIso, limit)
        .all<{ id: string }>();
      return results.map((r) => r.id);
    },

    async saveContent(id: string, doc: FiscalDocument, provider: string) {
      await d1
        .prepare("UPDATE invoice_documents SET content = ?2, total_cents = ?3, provider = ?4 WHERE id = ?1 AND status = 'pending'")
        .bind(id, JSON.stringify(doc), doc.totalCents, provider)
        .run();
    },

    async setProviderId(id: string, providerDocumentId: string) {
      await d1.prepare("UPDATE invoice_documents SET provider_document_id = ?2 WHERE id = ?1 AND status = 'pending'").bind(id, providerDocumentId).run();
    },

    /**
     * Issued: its number, ATCUD and QR code kept, and the customer's e-mail written in the same batch. From then on the
     * document never changes nor goes (triggers invoice_documents_issued_fixed and invoice_documents_no_delete, docs/database-rules.md).
     */
    async markIssued(id: string, issued: IssuedDocument, atIso: string, mail: { id: string; mail: Mail } | null) {
      const results = await d1.batch([
        d1
          .prepare(
            `UPDATE invoice_documents SET status = 'issued', provider_document_id = ?2, number = ?3, atcud = ?4, qr_code = ?5, pdf_url = ?6, issued_at = ?7, last_error = NULL
             WHERE id = ?1 AND status = 'pending'`,
          )
          .bind(id, issued.providerDocumentId, issued.number, issued.atcud, issued.qrCode, issued.pdfUrl, atIso),
        ...(mail
          ? [
              outbox.insertWhen(
                mail.id,
                mail.mail,
                `document:${id}`,
                when("EXISTS (SELECT 1 FROM invoice_documents WHERE id = :doc AND issued_at = :at)", { doc: id, at: atIso }),
              ),
            ]
          : []),
      ]);
      return (results[0]?.meta.changes ?? 0) > 0;
    },

    /**
     * Not issued this time: tried again at `nextIso`; or, when null, flagged failed at `atIso` (kept in next_attempt_at,
     * which a failed document does not use until the owner retries it) with the owners' notice (issue 44) in the same
     * batch, written only by the batch that flagged it: a document that fails again after a retry is told again.
     */
    async markFailedAttempt(id: string, error: string, nextIso: string | null, failed: { atIso: string; notice: OwnerNotice | null } | null = null) {
      if (nextIso) {
        await d1
          .prepare("UPDATE invoice_documents SET last_error = ?2, next_attempt_at = ?3 WHERE id = ?1 AND status = 'pending'")
          .bind(id, error.slice(0, 500), nextIso)
          .run();
        return;
      }
      const atIso = failed?.atIso ?? new Date().toISOString();
      await d1.batch([
        d1
          .prepare("UPDATE invoice_documents SET last_error = ?2, status = 'failed', next_attempt_at = ?3 WHERE id = ?1 AND status = 'pending'")
          .bind(id, error.slice(0, 500), atIso),
        ...(failed?.notice
          ? [
              owners.insertWhen(
                failed.notice,
                when("EXISTS (SELECT 1 FROM invoice_documents WHERE id = :doc AND status = 'failed' AND next_attempt_at = :at)", { doc: id, at: atIso }),
              ),
            ]
          : []),
      ]);
    },

    /** Waiting for something else (a credit note for its invoice): back later, the attempt not counted. */
    async postpone(id: string, nextIso: string) {
      await d1
        .prepare("UPDATE invoice_documents SET attempts = attempts - 1, next_attempt_at = ?2 WHERE id = ?1 AND status = 'pending'")
        .bind(id, nextIso)
        .run();
    },

    /** The owner asks again for a failed document: pending, due now, its attempts counted afresh; audited in the same batch. */
    async retry(id: string, nowIso: string, actor: string) {
      const [res] = await d1.batch([
        d1.prepare("UPDATE invoice_documents SET status = 'pending', attempts = 0, next_attempt_at = ?2 WHERE id = ?1 AND status = 'failed'").bind(id, nowIso),
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, order_id, before, after, detail)
             SELECT ?3, 'document.retried', order_id, 'failed', 'pending', json_object('document', id, 'kind', kind, 'lastError', last_error)
             FROM invoice_documents WHERE id = ?1 AND status = 'pending' AND next_attempt_at = ?2 AND attempts = 0`,
          )
          .bind(id, nowIso, actor),
      ]);
      return (res?.meta.changes ?? 0) > 0;
    },

    /** What an invoice is made of: the order, its lines (with their VAT category and variant) and its customer. */
    async orderForInvoice(orderId: string) {
      const [order, items] = await d1.batch([
        d1
          .prepare(
            `SELECT o.id, o.subtotal_cents AS subtotalCents, o.discount_cents AS discountCents, o.shipping_cents AS shippingCents, o.total_cents AS totalCents,
               o.shipping_service_name AS shippingServiceName, o.shipping_country AS country, o.shipping_postal_code AS postalCode,
               o.recipient_address AS address, o.invoice_nif AS nif, o.invoice_name AS invoiceName, o.paid_at AS paidAt, o.language, o.user_id AS userId,
               coalesce(u.email, json_extract(o.recipient_address, '$.guestEmail')) AS email
             FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ?1`,
          )
          .bind(orderId),
        d1
          .prepare(
            `SELECT i.variant_id AS variantId, i.product_name AS name, i.quantity, i.unit_price_cents AS unitPriceCents, i.tax_category AS taxCategory,
               i.discount_cents AS discountCents, v.size, v.color, v.pack_count AS packCount
             FROM order_items i LEFT JOIN product_variants v ON v.id = i.variant_id WHERE i.order_id = ?1 ORDER BY i.rowid`,
          )
          .bind(orderId),
      ]);
      const o = order?.results[0] as
        | {
            id: string;
            subtotalCents: number;
            discountCents: number;
            shippingCents: number;
            totalCents: number;
            shippingServiceName: string;
            country: string;
            postalCode: string;
            address: string | null;
            nif: string | null;
            invoiceName: string | null;
            paidAt: string | null;
            language: "pt" | "es";
            /** null: a guest's order (issue 44). */
            userId: string | null;
            email: string | null;
          }
        | undefined;
      if (!o) return null;
      const lines = (items?.results ?? []) as {
        variantId: number | null;
        name: string;
        quantity: number;
        unitPriceCents: number;
        taxCategory: TaxCategory;
        discountCents: number;
        size: string | null;
        color: string | null;
        packCount: number | null;
      }[];
      return { ...o, address: (o.address ? JSON.parse(o.address) : {}) as Record<string, string | undefined>, items: lines };
    },

    async rates(region: VatRegion): Promise<RateTable | null> {
      const { results } = await d1
        .prepare("SELECT tax_category AS c, rate_bp AS r FROM vat_rates WHERE region = ?1")
        .bind(region)
        .all<{ c: TaxCategory; r: number }>();
      if (results.length === 0) return null;
      return Object.fromEntries(results.map((x) => [x.c, x.r])) as RateTable;
    },

    /** The order's invoice as issued (a credit note waits for it), or null. */
    async issuedInvoice(orderId: string) {
      const row = await d1
        .prepare(
          "SELECT number, provider_document_id AS providerDocumentId, content FROM invoice_documents WHERE order_id = ?1 AND kind = 'invoice_receipt' AND status = 'issued'",
        )
        .bind(orderId)
        .first<{ number: string; providerDocumentId: string | null; content: string }>();
      return row ? { ...row, content: JSON.parse(row.content) as FiscalDocument } : null;
    },

    async refund(refundId: string) {
      return d1
        .prepare("SELECT amount_cents AS amountCents, detail FROM order_refunds WHERE id = ?1")
        .bind(refundId)
        .first<{ amountCents: number; detail: string | null }>();
    },

    async documentsOf(orderId: string) {
      const { results } = await d1
        .prepare(`SELECT ${VIEW} FROM invoice_documents WHERE order_id = ?1 ORDER BY created_at, rowid`)
        .bind(orderId)
        .all<DocumentView>();
      return results;
    },

    /** One document with what its PDF needs, and its order's customer (whose it is). */
    async byId(id: string) {
      const row = await d1
        .prepare(
          `SELECT d.id, d.kind, d.status, d.number, d.atcud, d.qr_code AS qrCode, d.provider, d.provider_document_id AS providerDocumentId, d.content, d.issued_at AS issuedAt,
             d.order_id AS orderId, o.user_id AS userId
           FROM invoice_documents d JOIN orders o ON o.id = d.order_id WHERE d.id = ?1`,
        )
        .bind(id)
        .first<{
          id: string;
          kind: FiscalDocument["kind"];
          status: string;
          number: string | null;
          atcud: string | null;
          qrCode: string | null;
          provider: string | null;
          providerDocumentId: string | null;
          content: string | null;
          issuedAt: string | null;
          orderId: string;
          userId: string | null;
        }>();
      return row ? { ...row, content: row.content ? (JSON.parse(row.content) as FiscalDocument) : null } : null;
    },

    /** The back-office: documents not issued (awaiting a manual invoice, still trying, or failed), oldest first. */
    async notIssued(limit = 200) {
      const { results } = await d1
        .prepare(`SELECT ${VIEW}, order_id AS orderId FROM invoice_documents WHERE status <> 'issued' ORDER BY created_at LIMIT ?1`)
        .bind(limit)
        .all<DocumentView & { orderId: string }>();
      return results;
    },
  };
}
export type InvoiceDocumentsRepo = ReturnType<typeof invoiceDocumentsRepo>;
