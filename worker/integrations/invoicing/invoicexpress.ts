import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import { type FiscalDocument, type InvoicingProvider, InvoicingUnavailable } from "./invoicing-provider";

/**
 * InvoiceXpress (issue 33, decisions/0044): an AT-certified Portuguese invoicing program, through its REST API v2.
 * `https://{account}.app.invoicexpress.com/{path}.json?api_key=…` (the key stays on the server). A document is
 * created as a draft (`POST /invoice_receipts.json` or `/credit_notes.json`, the order event as `proprietary_uid`
 * and `reference`, so a repeated create is refused with 409 and found again by its reference), then finalised
 * (`PUT /{type}/{id}/change-state.json`), which gives it its number and ATCUD; the QR code and the PDF are asked
 * for afterwards (`/api/qr_codes/{id}.json`, `/api/pdf/{id}.json`, 202 while the PDF is being made).
 *
 * Prices are sent without VAT (the API adds the tax named on each line): the VAT-included amount divided by
 * 1 + rate, to six decimals, which the program keeps. Tax names are `IVA{rate}` (IVA23, IVA6, IVA22, IVA16, IVA21,
 * IVA0 for exempt lines…) and must exist in the account with their region (README, decisions/0044).
 */
export interface InvoiceXpressConfig {
  account: string;
  apiKey: string;
  timeoutMs: number;
}

const PATH = { invoice_receipt: "invoice_receipts", credit_note: "credit_notes" } as const;
const TYPE_NAME = { invoice_receipt: "InvoiceReceipt", credit_note: "CreditNote" } as const;
const PREFIX = { invoice_receipt: "FR", credit_note: "NC" } as const;
const COUNTRY = { PT: "Portugal", ES: "Spain" } as const;

type IxDocument = { id: number; status?: string; sequence_number?: string; inverted_sequence_number?: string; atcud?: string; total?: number };

/** dd/mm/yyyy, the API's date format. */
const ixDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The request body of a document (exported for the tests that check the wire format). */
export function invoiceXpressBody(doc: FiscalDocument, invoiceProviderId: string | null) {
  const exemption = doc.lines.find((l) => l.exemption)?.exemption ?? null;
  return {
    invoice: {
      date: ixDate(doc.date),
      due_date: ixDate(doc.date),
      reference: doc.externalReference,
      observations: [doc.reason, fiscalCopy.orderRef(doc.orderNumber)].filter(Boolean).join(" — "),
      ...(exemption ? { tax_exemption: exemption.code } : {}),
      ...(doc.kind === "credit_note" && invoiceProviderId ? { owner_invoice_id: Number(invoiceProviderId) } : {}),
      client: {
        name: doc.customer.name,
        code: doc.customer.nif ?? `CF-${doc.orderNumber}`,
        ...(doc.customer.nif ? { fiscal_id: doc.customer.nif } : {}),
        ...(doc.customer.email ? { email: doc.customer.email } : {}),
        address: doc.customer.address,
        city: doc.customer.city,
        postal_code: doc.customer.postalCode,
        country: COUNTRY[doc.customer.country],
        language: doc.customer.country === "ES" ? "es" : "pt",
      },
      items: doc.lines.map((l) => ({
        name: l.variantId === null ? "ENTREGA" : `SKU-${l.variantId}`,
        description: l.description,
        // The unit price before the line's discount, and the discount as InvoiceXpress takes it (a percentage of the line):
        // the line's total after it is the VAT-included amount the shop charged.
        unit_price: Number(((l.grossCents + (l.discountCents ?? 0)) / 100 / (1 + l.rateBp / 10000) / l.quantity).toFixed(6)),
        quantity: l.quantity,
        ...(l.discountCents ? { discount: Number(((l.discountCents / (l.grossCents + l.discountCents)) * 100).toFixed(6)) } : {}),
        tax: { name: `IVA${l.rateBp / 100}` },
      })),
    },
    proprietary_uid: doc.externalReference,
  };
}

export function invoiceXpressProvider(config: InvoiceXpressConfig, fetcher: typeof fetch = fetch): InvoicingProvider {
  const url = (path: string, query: Record<string, string> = {}) => {
    const u = new URL(`https://${config.account}.app.invoicexpress.com/${path}.json`);
    u.searchParams.set("api_key", config.apiKey);
    for (const [k, v] of Object.entries(query)) u.searchParams.append(k, v);
    return u.toString();
  };
  async function call(method: string, path: string, body?: unknown, query?: Record<string, string>) {
    let res: Response;
    try {
      res = await fetcher(url(path, query), {
        method,
        headers: { Accept: "application/json", ...(body ? { "Content-Type": "application/json; charset=utf-8" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      throw new InvoicingUnavailable(`InvoiceXpress ${method} ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (res.status >= 500 || res.status === 429) throw new InvoicingUnavailable(`InvoiceXpress ${method} ${path}: ${res.status}`);
    return res;
  }
  /** The document under its type's key (the API answers `invoice_receipt`/`credit_note`; its docs show `invoice`). */
  const documentOf = (json: Record<string, unknown>, kind: FiscalDocument["kind"]) => (json[kind] ?? json.invoice) as IxDocument | undefined;
  const failure = async (res: Response, what: string) => new Error(`InvoiceXpress ${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);

  /** A draft created by an earlier call with this reference (the 409 of a repeated `proprietary_uid`). */
  async function findByReference(doc: FiscalDocument) {
    const res = await call("GET", "invoices", undefined, { reference: doc.externalReference, "type[]": TYPE_NAME[doc.kind] });
    if (!res.ok) throw await failure(res, "lookup");
    const json = (await res.json()) as { invoices?: IxDocument[] };
    const found = json.invoices?.[0];
    if (!found) throw new Error(`InvoiceXpress: ${doc.externalReference} was refused as a duplicate but is not found`);
    return String(found.id);
  }

  return {
    name: "invoicexpress",
    async issue(doc, at) {
      let id = at.providerDocumentId;
      if (!id) {
        const res = await call("POST", PATH[doc.kind], invoiceXpressBody(doc, doc.invoice?.providerDocumentId ?? null));
        if (res.status === 409) id = await findByReference(doc);
        else if (!res.ok) throw await failure(res, "create");
        else id = String(documentOf((await res.json()) as Record<string, unknown>, doc.kind)?.id ?? "");
        if (!id) throw new Error("InvoiceXpress: created document without an id");
        await at.onCreated(id);
      }
      const fin = await call("PUT", `${PATH[doc.kind]}/${id}/change-state`, { invoice: { state: "finalized" } });
      let final: IxDocument | undefined;
      if (fin.ok) final = documentOf((await fin.json()) as Record<string, unknown>, doc.kind);
      else if (fin.status === 422 || fin.status === 406) {
        // Already finalised by an earlier attempt whose answer was lost: read it as it is.
        const got = await call("GET", `${PATH[doc.kind]}/${id}`);
        if (!got.ok) throw await failure(got, "read");
        final = documentOf((await got.json()) as Record<string, unknown>, doc.kind);
        if (!final?.inverted_sequence_number || final.status === "draft") throw await failure(fin, "finalise");
      } else throw await failure(fin, "finalise");
      if (!final?.inverted_sequence_number) throw new Error("InvoiceXpress: finalised document without a number");
      const qr = await call("GET", `api/qr_codes/${id}`);
      const qrCode = qr.ok ? (((await qr.json()) as { qr_code?: { url?: string } }).qr_code?.url ?? null) : null;
      return {
        providerDocumentId: id,
        number: `${PREFIX[doc.kind]} ${final.inverted_sequence_number}`,
        atcud: final.atcud && final.atcud !== "N/D" ? final.atcud : null,
        qrCode,
        pdfUrl: null,
      };
    },
    async pdfUrl(providerDocumentId) {
      const res = await call("GET", `api/pdf/${providerDocumentId}`, undefined, { second_copy: "false" });
      if (res.status === 202) return null;
      if (!res.ok) throw await failure(res, "pdf");
      return ((await res.json()) as { output?: { pdfUrl?: string } }).output?.pdfUrl ?? null;
    },
  };
}
