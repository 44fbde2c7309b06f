import { fill, type PDFPage, popGraphicsState, pushGraphicsState, rectangle, setFillingGrayscaleColor } from "pdf-lib";
import { encode } from "uqr";

/**
 * The QR code's dark modules, row by row from the top (true: dark), with no quiet zone. Error correction level M, as
 * Portaria 195/2020's technical specification asks of the fiscal documents' QR code, and not raised beyond it.
 */
export function qrModules(content: string): boolean[][] {
  return encode(content, { ecc: "M", boostEcc: false, border: 0 }).data;
}

/**
 * Draws `content` as a QR code on the page: a `size`-point square whose top-left corner is at (`left`, `top`), each
 * row's runs of dark modules as one filled rectangle, in one path, so it is sharp at any zoom and on any printer. The
 * caller leaves the quiet zone (four modules of blank page on every side) free.
 */
export function drawQrCode(page: PDFPage, content: string, at: { left: number; top: number; size: number }) {
  const modules = qrModules(content);
  const unit = at.size / modules.length;
  const runs = modules.flatMap((row, r) => {
    const found: ReturnType<typeof rectangle>[] = [];
    for (let c = 0; c < row.length; ) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (row[c]) c++;
      found.push(rectangle(at.left + start * unit, at.top - (r + 1) * unit, (c - start) * unit, unit));
    }
    return found;
  });
  page.pushOperators(pushGraphicsState(), setFillingGrayscaleColor(0), ...runs, fill(), popGraphicsState());
}
