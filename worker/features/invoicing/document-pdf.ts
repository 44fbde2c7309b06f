import type { CompanyDetails } from "../../config/app-config";
import { TEST_DOCUMENT_MARK } from "../../integrations/invoicing/simulated-invoicing";
import { type PdfLine, simplePdf } from "../../lib/simple-pdf";
import type { FiscalDocument } from "./fiscal-documents";

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
const percent = (bp: number) => `${(bp / 100).toString().replace(".", ",")}%`;
const TITLE = { invoice_receipt: "Fatura-recibo", credit_note: "Nota de crédito" } as const;

/**
 * The simulator's document as a PDF (issue 33): the seller, the customer and NIF, each line with its VAT rate, the base
 * and VAT of each rate, the total, the ATCUD and the QR code's content, and 'Documento de teste sem validade fiscal'
 * at the top and the bottom. A real provider's documents are its own PDFs.
 */
export function documentPdf(
  doc: FiscalDocument,
  issued: { number: string; atcud: string | null; qrCode: string | null },
  seller: Pick<CompanyDetails, "name" | "nipc" | "address">,
) {
  const c = doc.customer;
  const lines: PdfLine[] = [
    { text: TEST_DOCUMENT_MARK.toUpperCase(), bold: true, size: 12 },
    { text: `${TITLE[doc.kind]} ${issued.number}`, bold: true, size: 16, gap: 8 },
    { text: `Data: ${doc.date}    ATCUD: ${issued.atcud ?? "—"}    Encomenda ${doc.orderNumber}` },
    ...(doc.invoice ? [{ text: `Referente à fatura-recibo ${doc.invoice.number}${doc.reason ? ` — ${doc.reason}` : ""}` }] : []),
    { text: seller.name, bold: true, gap: 10 },
    { text: `NIF ${seller.nipc} · ${seller.address}` },
    { text: "Cliente", bold: true, gap: 10 },
    { text: `${c.name} · NIF ${c.nif ?? "Consumidor final"}` },
    { text: `${c.address}, ${c.postalCode} ${c.city}, ${c.country === "PT" ? "Portugal" : "Espanha"}` },
    { text: "Descrição · Qtd. · IVA · Total (IVA incluído)", bold: true, gap: 12 },
    ...doc.lines.map((l) => ({
      text: `${l.description} · ${l.quantity} · ${l.exemption ? `Isento (${l.exemption.code})` : percent(l.rateBp)} · ${euros(l.grossCents)}`,
    })),
    { text: "Resumo do IVA", bold: true, gap: 12 },
    ...doc.rates.map((r) => ({ text: `Taxa ${percent(r.rateBp)}: base ${euros(r.baseCents)} · IVA ${euros(r.taxCents)}` })),
    ...[...new Set(doc.lines.filter((l) => l.exemption).map((l) => l.exemption!.reason))].map((reason) => ({ text: `Motivo de isenção: ${reason}` })),
    { text: `Total: ${euros(doc.totalCents)}`, bold: true, size: 13, gap: 8 },
    { text: `Código QR: ${issued.qrCode ?? "—"}`, size: 7, gap: 12 },
    { text: TEST_DOCUMENT_MARK.toUpperCase(), bold: true, size: 12, gap: 12 },
  ];
  return simplePdf(lines, `${TITLE[doc.kind]} ${issued.number}`);
}
