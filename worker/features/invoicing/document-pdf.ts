import { PDFDocument } from "pdf-lib";
import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import type { CompanyDetails } from "../../config/app-config";
import { drawQrCode } from "../../lib/pdf-qr-code";
import { type FlowLine, PAGE_MARGIN, PAGE_WIDTH, PdfTextFlow } from "../../lib/pdf-text-flow";
import type { FiscalDocument } from "./fiscal-documents";

const t = fiscalCopy;
const p = fiscalCopy.pdf;
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
const percent = (bp: number) => `${(bp / 100).toString().replace(".", ",")}%`;

/** Above Portaria 195/2020's 30 mm minimum (85 points). */
const QR_SIZE = 100;
/** Blank page around the QR code: at least the four modules scanners need, for any code of 25 modules or more. */
const QR_QUIET = 16;

/**
 * The simulator's document as a PDF (issue 33, decisions/0067): the seller, the customer and NIF, each line with its VAT
 * rate, the base and VAT of each rate, the total, the ATCUD, the QR code (drawn, and its content as text) and
 * 'Documento de teste sem validade fiscal' at the top and the bottom. A real provider's documents are its own PDFs.
 */
export async function documentPdf(
  doc: FiscalDocument,
  issued: { number: string; atcud: string | null; qrCode: string | null },
  seller: Pick<CompanyDetails, "name" | "nipc" | "address">,
): Promise<Uint8Array<ArrayBuffer>> {
  const c = doc.customer;
  const mark = t.testMark.toUpperCase();
  const title = `${t.titles[doc.kind]} ${issued.number}`;
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setSubject(t.testMark);
  pdf.setAuthor(seller.name);
  pdf.setCreator(seller.name);
  pdf.setProducer(seller.name);
  pdf.setLanguage("pt-PT");
  const writer = await PdfTextFlow.start(pdf);

  writer.lines([
    { text: mark, bold: true, size: 12 },
    { text: title, bold: true, size: 16, gap: 8 },
    { text: p.header(doc.date, issued.atcud ?? "—", doc.orderNumber) },
    ...(doc.invoice ? [{ text: p.refersTo(doc.invoice.number, doc.reason) }] : []),
    { text: seller.name, bold: true, gap: 10 },
    { text: p.sellerLine(seller.nipc, seller.address) },
    { text: p.customer, bold: true, gap: 10 },
    { text: p.customerLine(c.name, c.nif ?? t.consumer) },
    { text: `${c.address}, ${c.postalCode} ${c.city}, ${p.countries[c.country]}` },
    { text: p.columns, bold: true, gap: 12 },
    ...doc.lines.map((l) => ({
      text: `${l.description} · ${l.quantity} · ${l.exemption ? p.exempt(l.exemption.code) : percent(l.rateBp)} · ${l.discountCents ? `${p.lineDiscount(euros(l.discountCents))} · ` : ""}${euros(l.grossCents)}`,
    })),
    { text: p.vatSummary, bold: true, gap: 12 },
    ...doc.rates.map((r) => ({ text: p.rateLine(percent(r.rateBp), euros(r.baseCents), euros(r.taxCents)) })),
    ...[...new Set(doc.lines.flatMap((l) => (l.exemption ? [l.exemption.reason] : [])))].map((reason) => ({ text: p.exemptionReason(reason) })),
    { text: p.total(euros(doc.totalCents)), bold: true, size: 13, gap: 8 },
  ]);

  // The QR code at the left, and beside it the ATCUD and the code's content as text (what a scanner reads).
  const qrText = p.qr(issued.qrCode ?? "—");
  const besideLeft = PAGE_MARGIN + (issued.qrCode ? QR_SIZE + QR_QUIET : 0);
  const beside: FlowLine[] = [
    { text: p.atcud(issued.atcud ?? "—"), bold: true },
    { text: qrText, size: 7 },
  ];
  const top = writer.reserve(QR_QUIET, Math.max(issued.qrCode ? QR_SIZE : 0, writer.heightOf(beside, PAGE_WIDTH - PAGE_MARGIN - besideLeft)));
  if (issued.qrCode) drawQrCode(writer.page, issued.qrCode, { left: PAGE_MARGIN, top, size: QR_SIZE });
  writer.linesAt(beside, besideLeft, top);

  writer.lines([{ text: mark, bold: true, size: 12, gap: QR_QUIET }]);
  // pdf-lib writes into an ordinary ArrayBuffer; its types predate TypeScript telling it from a shared one.
  return (await pdf.save()) as Uint8Array<ArrayBuffer>;
}
