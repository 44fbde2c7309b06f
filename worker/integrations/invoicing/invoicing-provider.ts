/** A VAT rate's share of a document: the VAT-included amount, its base and its tax (base + tax = gross, to the cent). */
export interface RateSummary {
  rateBp: number;
  grossCents: number;
  baseCents: number;
  taxCents: number;
}

/** The legal reason of an exempt line (AT's code and its text on the document). */
export interface Exemption {
  code: "M05";
  reason: string;
}

export interface DocumentLine {
  description: string;
  quantity: number;
  /** The line's VAT-included amount, its discount taken off. */
  grossCents: number;
  /**
   * The VAT-included discount taken off the line (issue 47: a code's; the documents show it). Absent on documents stored
   * before; 0 for the delivery and for a refund by amount.
   */
  discountCents?: number;
  rateBp: number;
  exemption: Exemption | null;
  /** The order line it comes from (credit notes find the lines they give back by it); null for the delivery. */
  variantId: number | null;
}

export interface DocumentCustomer {
  name: string;
  /** The tax number the customer asked for ('Pretende fatura com NIF?'); null: consumidor final. */
  nif: string | null;
  country: "PT" | "ES";
  address: string;
  postalCode: string;
  city: string;
  email: string | null;
}

export interface FiscalDocument {
  kind: "invoice_receipt" | "credit_note";
  /** The order event the document is for: its key, and the provider's external reference (one document per event). */
  externalReference: string;
  orderNumber: string;
  /** Where the sale is taxed (decisions/0044): 'PT', 'PT-20' (Açores), 'PT-30' (Madeira), 'ES' (OSS) or 'export'. */
  taxRegion: "PT" | "PT-20" | "PT-30" | "ES" | "export";
  /** The issue date, Lisbon's calendar day (YYYY-MM-DD). */
  date: string;
  customer: DocumentCustomer;
  lines: DocumentLine[];
  rates: RateSummary[];
  totalCents: number;
  /** A credit note's invoice. */
  invoice: { number: string; providerDocumentId: string | null } | null;
  /** A credit note's reason ('Reembolso', 'Cancelamento', 'Livre resolução'). */
  reason: string | null;
}

/** What a provider answers for an issued document (issue 33): its number, ATCUD, the QR code's content and its PDF. */
export interface IssuedDocument {
  providerDocumentId: string;
  /** The document's full number as printed, e.g. 'FR 2026/123'. */
  number: string;
  atcud: string | null;
  qrCode: string | null;
  /** Where the PDF can be fetched now (null: ask `pdfUrl` later). */
  pdfUrl: string | null;
}

/**
 * A certified invoicing program (issue 33, decisions/0044): InvoiceXpress's REST API in production, the embedded
 * simulator in development and tests. `issue` creates and finalises the document; when an earlier attempt created it
 * but did not finish, `providerDocumentId` names it and the call finishes that one instead of creating another.
 * `onCreated` is told the provider's id as soon as it exists, so a failure after it is retried on the same document.
 */
export interface InvoicingProvider {
  readonly name: "invoicexpress" | "simulator";
  issue(doc: FiscalDocument, at: { documentId: string; providerDocumentId: string | null; onCreated: (id: string) => Promise<void> }): Promise<IssuedDocument>;
  /** A fresh link to the document's PDF (the provider's links may expire), or null while it is being made. */
  pdfUrl(providerDocumentId: string, kind: FiscalDocument["kind"]): Promise<string | null>;
}

/** The provider could not take the document now (down, timed out, 5xx): the attempt is retried later. */
export class InvoicingUnavailable extends Error {
  override name = "InvoicingUnavailable";
}
