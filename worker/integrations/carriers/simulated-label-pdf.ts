import { CODE128 } from "jsbarcode/bin/barcodes/CODE128/index.js";
import { fill, PDFDocument, popGraphicsState, pushGraphicsState, rectangle, StandardFonts, setFillingGrayscaleColor } from "pdf-lib";
import type { LabelAddress } from "./label-provider";

/** 10 × 15 cm, the labels' size, in points. */
const CM = 72 / 2.54;
export const LABEL_WIDTH = 10 * CM;
export const LABEL_HEIGHT = 15 * CM;
/** The quiet zone each side of the barcode, in modules (Code 128 asks for ten). */
const QUIET_MODULES = 10;

/** The Code 128 modules of a tracking code: '1' a bar, '0' a space, start, check character and stop included. */
export function barcodeModules(code: string): string {
  const symbol = new CODE128(code, {});
  if (!symbol.valid()) throw new Error(`a tracking code Code 128 cannot carry: ${code}`);
  return symbol.encode().data;
}

/**
 * The simulator's label (issue 49): 10 × 15 cm, the carrier and service, from and to, weight and reference, and the
 * tracking code as a Code 128 barcode a scanner reads (the page's only filled rectangles are its bars) with the code
 * written under it; marked as a simulation, so nobody sticks it on a parcel.
 */
export async function simulatedLabelPdf(p: {
  trackingCode: string;
  carrierName: string;
  service: string;
  from: LabelAddress;
  to: LabelAddress;
  weightGrams: number;
  reference: string;
  /** The label's words: the simulation's mark, and the headings of the two addresses. */
  words: { mark: string; from: string; to: string };
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(p.trackingCode);
  const page = pdf.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 0.5 * CM;
  let y = LABEL_HEIGHT - margin;
  const text = (s: string, size: number, font = regular) => {
    y -= size * 1.25;
    page.drawText(s, { x: margin, y, size, font, maxWidth: LABEL_WIDTH - 2 * margin });
  };
  const rule = () => {
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: LABEL_WIDTH - margin, y }, thickness: 0.8 });
  };
  const address = (a: LabelAddress, size: number) => {
    text(a.name, size, bold);
    text(a.street1, size);
    if (a.street2) text(a.street2, size);
    text(`${a.zip} ${a.city}`, size, bold);
    text(a.country, size);
  };
  text(`${p.carrierName} · ${p.service}`, 14, bold);
  text(p.words.mark, 8, bold);
  rule();
  text(p.words.from, 7);
  address(p.from, 8);
  rule();
  text(p.words.to, 7);
  address(p.to, 12);
  rule();
  text(`${(p.weightGrams / 1000).toLocaleString("pt-PT", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} kg · Ref. ${p.reference}`, 9);

  // The barcode across the label's width, its bars as filled rectangles, the code under it.
  const modules = barcodeModules(p.trackingCode);
  const moduleWidth = Math.min(1.6, (LABEL_WIDTH - 2 * margin) / (modules.length + 2 * QUIET_MODULES));
  const barHeight = 2.2 * CM;
  const left = (LABEL_WIDTH - modules.length * moduleWidth) / 2;
  const bottom = margin + 16;
  // Every bar a rectangle of one filled path (as the invoices' QR code, worker/lib/pdf-qr-code.ts): sharp on any printer.
  const bars = [...modules.matchAll(/1+/g)].map((bar) => rectangle(left + bar.index * moduleWidth, bottom, bar[0].length * moduleWidth, barHeight));
  page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...bars, fill(), popGraphicsState());
  const size = 12;
  page.drawText(p.trackingCode, { x: (LABEL_WIDTH - bold.widthOfTextAtSize(p.trackingCode, size)) / 2, y: margin, size, font: bold });
  return pdf.save();
}
