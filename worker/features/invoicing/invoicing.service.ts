import { copies } from "../../../shared/copy";
import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import { pathsFor } from "../../../shared/page-tables";
import { shopDay } from "../../../shared/shop-day";
import type { InvoicingProvider } from "../../integrations/invoicing/invoicing-provider";
import { DomainError } from "../../lib/domain-error";
import { formatCentsIn } from "../../lib/formats-in";
import { log } from "../../lib/log";
import { type OrderLink, orderLinkLine } from "../../lib/order-link";
import { ownerInvoiceFailedMail } from "../owner-notifications/owner-mails";
import type { OwnerNotices } from "../owner-notifications/owner-notices";
import { creditLines, type FiscalDocument, invoiceLines, withTotals } from "./fiscal-documents";
import type { DocumentRow, InvoiceDocumentsRepo } from "./invoice-documents.repo";
import { placeOfSupply } from "./vat";

/** Attempts before a document is flagged failed for the owner; the wait before attempt n+1 is BACKOFF_MS[n-1]. */
export const INVOICING_MAX_ATTEMPTS = 10;
const BACKOFF_MS = [1, 2, 5, 15, 30, 60, 120, 240, 480].map((m) => m * 60_000);
const LEASE_MS = 2 * 60_000;
/** A credit note whose invoice is not issued yet waits this long before looking again. */
const WAIT_FOR_INVOICE_MS = 60_000;

interface Deps {
  repo: InvoiceDocumentsRepo;
  /** null: the owner invoices by hand (INVOICING=manual); the documents wait in the back-office's list. */
  provider: InvoicingProvider | null;
  /** Distance sales to Spain are taxed in Spain (One-Stop Shop). */
  oss: boolean;
  origin: string;
  defer: (work: Promise<unknown>) => void;
  /** The outbox delivers the customer's e-mail written with an issued document. */
  deliverSoon: (ids: string[]) => void;
  /** The owners told of a document flagged failed (issue 44), in the batch that flags it. */
  owners: Pick<OwnerNotices, "make" | "deliver">;
  /** A guest order's key (issue 44): its document e-mail links to the order's page and to the PDF with it. Absent: no link for a guest. */
  guestKey?: (orderId: string) => Promise<string>;
  /** Whether a key opens a guest order (guest-order-key.ts): a guest's PDF is reached by it. Absent: never. */
  verifyGuestKey?: (orderId: string, key: string) => Promise<boolean>;
  now?: () => Date;
}

/** The customer's PDF link (the shop's route checks whose it is, then draws or fetches it); a guest's carries the order's key. */
export const documentPdfPath = (id: string, guestKey?: string) => `/api/invoices/${id}/pdf${guestKey ? `?chave=${guestKey}` : ""}`;

/**
 * Certified invoicing (issue 33, decisions/0044). The orders lifecycle writes a document's row in the batch of its event
 * (the payment: a fatura-recibo; a refund confirmed: a credit note); `issueSoon` issues it after the answer and the
 * cron's `issueDue` retries with backoff while the provider is down, never blocking the payment or the order. A row is
 * claimed before each attempt and the provider is given the event as its external reference, so however often an
 * event arrives or a deliverer runs, the order gets one document per event.
 */
export function invoicingService({ repo, provider, oss, origin, defer, deliverSoon, owners, guestKey, verifyGuestKey, now = () => new Date() }: Deps) {
  /** The fatura-recibo of a paid order, to the cent of its total, or a credit note for a confirmed refund. */
  async function build(row: DocumentRow): Promise<FiscalDocument | "wait"> {
    const order = await repo.orderForInvoice(row.orderId);
    if (!order) throw new Error(`order ${row.orderId} not found`);
    const a = order.address;
    const orderNumber = copies.pt.orders.number(order.id);
    const base = {
      kind: row.kind,
      externalReference: row.eventKey,
      orderNumber,
      date: shopDay(now()),
      customer: {
        name: order.invoiceName ?? a.recipientName ?? a.fullName ?? fiscalCopy.consumer,
        nif: order.nif,
        country: order.country as "PT" | "ES",
        address: [a.address, a.number, a.complement].filter(Boolean).join(" "),
        postalCode: order.postalCode,
        city: a.city ?? "",
        email: order.email,
      },
    };
    const place = placeOfSupply(order.country, order.postalCode, oss);
    if (row.kind === "invoice_receipt") {
      const rates = place.exemption ? null : await repo.rates(place.region);
      const items = order.items.map((i) => ({
        variantId: i.variantId,
        description: [i.name, i.size, i.color, i.packCount && i.packCount > 1 ? `${i.packCount} un.` : null].filter(Boolean).join(" — "),
        quantity: i.quantity,
        unitPriceCents: i.unitPriceCents,
        taxCategory: i.taxCategory,
        discountCents: i.discountCents,
      }));
      const doc = withTotals({
        ...base,
        taxRegion: place.region,
        lines: invoiceLines({ ...order, orderNumber, items }, place, rates),
        invoice: null,
        reason: null,
      });
      if (doc.totalCents !== order.totalCents) throw new Error(`invoice total ${doc.totalCents} differs from the order's ${order.totalCents}`);
      return doc;
    }
    const invoice = await repo.issuedInvoice(row.orderId);
    if (!invoice) return "wait";
    const refund = row.refundId ? await repo.refund(row.refundId) : null;
    if (!refund) throw new Error(`refund ${row.refundId} not found`);
    const detail = (refund.detail ? JSON.parse(refund.detail) : {}) as {
      lines?: { variantId: number; quantity: number }[];
      shipping?: boolean;
      amountCents?: number | null;
      cancel?: boolean;
      withdrawal?: boolean;
    };
    const byAmount = Boolean(detail.cancel || detail.withdrawal || (detail.amountCents ?? null) !== null);
    const reason = fiscalCopy.reasons[detail.cancel ? "cancel" : detail.withdrawal ? "withdrawal" : "refund"];
    return withTotals({
      ...base,
      taxRegion: invoice.content.taxRegion,
      customer: invoice.content.customer,
      lines: creditLines(invoice.content, { amountCents: refund.amountCents, lines: detail.lines, shipping: detail.shipping, byAmount }),
      invoice: { number: invoice.number, providerDocumentId: invoice.providerDocumentId },
      reason,
    });
  }

  /** Where the document's e-mail sends the customer (issue 44): 'Meus Pedidos', or a guest's order page by its key. */
  async function orderLinkOf(order: { id: string; userId: string | null; language: "pt" | "es" }): Promise<OrderLink | undefined> {
    if (order.userId !== null) return { url: `${origin}${pathsFor(order.language).orders}`, guest: false };
    return guestKey
      ? { url: `${origin}${pathsFor(order.language).orderSuccess({ pedido: order.id, chave: await guestKey(order.id) })}`, guest: true }
      : undefined;
  }

  /** The customer's e-mail for an issued document, in the order's language: greeted like every order e-mail (issue 44). */
  function mailFor(
    doc: FiscalDocument,
    number: string,
    id: string,
    to: string | null,
    lang: "pt" | "es",
    firstName: string,
    orderLink?: OrderLink,
    key?: string,
  ) {
    if (!to) return null;
    const t = copies[lang].orders;
    const m = t.documentMail;
    const link = `${origin}${documentPdfPath(id, key)}`;
    const intro =
      doc.kind === "invoice_receipt" ? m.invoice(number, doc.orderNumber) : m.credit(number, doc.invoice?.number ?? "", formatCentsIn(lang, doc.totalCents));
    const text = [t.mail.greeting(firstName), "", intro, m.link(link), orderLink ? orderLinkLine(lang, orderLink) : m.alsoInAccount, "", t.mail.signature].join(
      "\n",
    );
    return { id: crypto.randomUUID(), mail: { to, subject: (doc.kind === "invoice_receipt" ? m.invoiceSubject : m.creditSubject)(doc.orderNumber), text } };
  }

  async function attempt(row: DocumentRow, p: InvoicingProvider) {
    try {
      let doc = row.content;
      if (!doc) {
        const built = await build(row);
        if (built === "wait") {
          await repo.postpone(row.id, new Date(now().getTime() + WAIT_FOR_INVOICE_MS).toISOString());
          return false;
        }
        doc = built;
        await repo.saveContent(row.id, doc, p.name);
      }
      const issued = await p.issue(doc, {
        documentId: row.id,
        providerDocumentId: row.providerDocumentId,
        onCreated: (id) => repo.setProviderId(row.id, id),
      });
      const order = await repo.orderForInvoice(row.orderId);
      const key = order && order.userId === null && guestKey ? await guestKey(order.id) : undefined;
      const mail = order
        ? mailFor(doc, issued.number, row.id, order.email, order.language, order.address.firstName ?? "", await orderLinkOf(order), key)
        : null;
      const done = await repo.markIssued(row.id, issued, now().toISOString(), mail);
      if (done && mail) deliverSoon([mail.id]);
      return done;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const wait = BACKOFF_MS[row.attempts - 1];
      const next = row.attempts < INVOICING_MAX_ATTEMPTS && wait !== undefined ? new Date(now().getTime() + wait).toISOString() : null;
      if (next) await repo.markFailedAttempt(row.id, error, next);
      else {
        const atIso = now().toISOString();
        const mail = ownerInvoiceFailedMail({ orderId: row.orderId, kind: row.kind, attempts: row.attempts, error }, origin);
        const notice = owners.make("invoice_failed", `${row.id}:${atIso}`, mail);
        await repo.markFailedAttempt(row.id, error, null, { atIso, notice });
        owners.deliver(notice);
      }
      log("error", next ? "invoice document not issued, retried later" : "invoice document not issued, flagged failed", { documentId: row.id, error });
      return false;
    }
  }

  async function issue(id: string) {
    if (!provider) return false;
    const at = now();
    const row = await repo.claim(id, at.toISOString(), new Date(at.getTime() + LEASE_MS).toISOString());
    return row ? attempt(row, provider) : false;
  }

  return {
    manual: provider === null,
    /** After a batch that wrote these documents: issued once the answer is on its way (a row not written is skipped). */
    issueSoon(ids: string[]) {
      if (provider) defer(Promise.all(ids.map((id) => issue(id).catch((err) => log("error", "invoicing", { documentId: id, error: err })))));
    },
    /** The cron: every pending document whose time has come, one attempt each, oldest first (an invoice before its credit notes). */
    async issueDue(limit = 25) {
      const ids = provider ? await repo.due(now().toISOString(), limit) : [];
      let issued = 0;
      for (const id of ids) if (await issue(id)) issued++;
      return { due: ids.length, issued };
    },
    documentsOf: (orderId: string) => repo.documentsOf(orderId),
    notIssued: () => repo.notIssued(),
    /** The owner asks again for a failed document (the back-office), then it is tried at once. */
    async retry(id: string, actor: string) {
      if (!(await repo.retry(id, now().toISOString(), actor))) throw new DomainError("document_not_failed", (t) => t.orders.admin.documentNotFailed);
      this.issueSoon([id]);
    },
    /**
     * A document's PDF for whoever may see it (`userId` the order's customer, or staff): the simulator's drawn here from
     * the stored document, a provider's fetched from it (a fresh link); null when there is none to show.
     */
    /** A document for its customer, the shop's team, or (a guest order's) whoever holds the order's key; else null. */
    async pdf(id: string, who: { userId: string | null; staff: boolean; guestKey?: string }) {
      const doc = await repo.byId(id);
      if (doc?.status !== "issued" || !doc.content || !doc.number) return null;
      const own = who.userId !== null && doc.userId === who.userId;
      const guest = doc.userId === null && who.guestKey !== undefined && verifyGuestKey !== undefined && (await verifyGuestKey(doc.orderId, who.guestKey));
      if (!who.staff && !own && !guest) return null;
      if (doc.provider === "simulator" || !doc.providerDocumentId || !provider) return { kind: "document" as const, doc, number: doc.number };
      const url = await provider.pdfUrl(doc.providerDocumentId, doc.kind);
      return url ? { kind: "redirect" as const, url } : { kind: "later" as const };
    },
  };
}
export type InvoicingService = ReturnType<typeof invoicingService>;
