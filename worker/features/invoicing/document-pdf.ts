import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import type { CompanyDetails } from "../../config/app-config";
import { type PdfLine, simplePdf } from "../../lib/simple-pdf";
import type { FiscalDocument } from "./fiscal-documents";

const t = fiscalCopy;
const p = fiscalCopy.pdf;
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
const percent = (bp: number) => `${(bp / 100).toString().replace(".", ",")}%`;

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
  const mark = t.testMark.toUpperCase();
  const lines: PdfLine[] = [
    { text: mark, bold: true, size: 12 },
    { text: `${t.titles[doc.kind]} ${issued.number}`, bold: true, size: 16, gap: 8 },
    { text: p.header(doc.date, issued.atcud ?? "—", doc.orderNumber) },
    ...(doc.invoice ? [{ text: p.refersTo(doc.invoice.number, doc.reason) }] : []),
    { text: seller.name, bold: true, gap: 10 },
    { text: p.sellerLine(seller.nipc, seller.address) },
    { text: p.customer, bold: true, gap: 10 },
    { text: p.customerLine(c.name, c.nif ?? t.consumer) },
    { text: `${c.address}, ${c.postalCode} ${c.city}, ${p.countries[c.country]}` },
    { text: p.columns, bold: true, gap: 12 },
    ...doc.lines.map((l) => ({
      text: `${l.description} · ${l.quantity} · ${l.exemption ? p.exempt(l.exemption.code) : percent(l.rateBp)} · ${euros(l.grossCents)}`,
    })),
    { text: p.vatSummary, bold: true, gap: 12 },
    ...doc.rates.map((r) => ({ text: p.rateLine(percent(r.rateBp), euros(r.baseCents), euros(r.taxCents)) })),
    ...[...new Set(doc.lines.flatMap((l) => (l.exemption ? [l.exemption.reason] : [])))].map((reason) => ({ text: p.exemptionReason(reason) })),
    { text: p.total(euros(doc.totalCents)), bold: true, size: 13, gap: 8 },
    { text: p.qr(issued.qrCode ?? "—"), size: 7, gap: 12 },
    { text: mark, bold: true, size: 12, gap: 12 },
  ];
  return simplePdf(lines, `${t.titles[doc.kind]} ${issued.number}`);
}
