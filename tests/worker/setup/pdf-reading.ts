import jsQR from "jsqr";
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream, StandardFonts } from "pdf-lib";

/**
 * Reads back what the shop's PDFs draw (worker/lib/pdf-text-flow.ts, worker/lib/pdf-qr-code.ts): each page's lines of
 * text in the order drawn, and its filled rectangles, which on those pages are the QR code's modules and nothing else.
 * The file is parsed by pdf-lib, so it also has to be a PDF a reader opens.
 */
export interface PageContent {
  text: string[];
  /** x, y, width, height in points, y upwards. */
  rectangles: [number, number, number, number][];
}

export async function readPdf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const decode = await winAnsiDecoder();
  const pages: PageContent[] = pdf.getPages().map((page) => {
    const ops = contentOf(page);
    return {
      text: [...ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decode(m[1]!)),
      rectangles: [...ops.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)].map(
        (m) => [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number],
      ),
    };
  });
  return { pdf, pages };
}

/** A page's drawing operators, its content streams inflated and joined. */
function contentOf(page: PDFPage) {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((s) => {
      if (!(s instanceof PDFRawStream)) throw new Error("a page's content is not a stream");
      return Array.from(decodePDFRawStream(s).decode(), (b) => String.fromCharCode(b)).join("");
    })
    .join("\n");
}

/** The standard fonts' strings are WinAnsi codes written in hex: read back through the font's own encoding table. */
async function winAnsiDecoder() {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const chars = new Map<number, string>();
  for (const cp of font.getCharacterSet()) chars.set(font.encodeText(String.fromCodePoint(cp)).asBytes()[0]!, String.fromCodePoint(cp));
  return (hex: string) => (hex.match(/../g) ?? []).map((b) => chars.get(Number.parseInt(b, 16)) ?? "\uFFFD").join("");
}

/** The module grid the rectangles cover (true: dark), rows from the top; the module is the smallest rectangle's height. */
export function modulesOf(rectangles: PageContent["rectangles"]): boolean[][] {
  const unit = Math.min(...rectangles.map((r) => r[3]));
  const left = Math.min(...rectangles.map((r) => r[0]));
  const top = Math.max(...rectangles.map((r) => r[1] + r[3]));
  const size = Math.round((Math.max(...rectangles.map((r) => r[0] + r[2])) - left) / unit);
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [x, y, w, h] of rectangles) {
    const row = Math.round((top - y - h) / unit);
    const col = Math.round((x - left) / unit);
    for (let r = row; r < row + Math.round(h / unit); r++) for (let c = col; c < col + Math.round(w / unit); c++) grid[r]![c] = true;
  }
  return grid;
}

/**
 * What a phone reads from the modules: drawn as a picture (4 pixels a module, a quiet zone of 4 modules) and decoded
 * by jsQR, a QR reader independent of the encoder the shop uses. Null when it is no readable QR code.
 */
export function scanQr(modules: boolean[][]): string | null {
  const scale = 4;
  const quiet = 4;
  const side = (modules.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [r, row] of modules.entries())
    for (const [c, dark] of row.entries()) {
      if (!dark) continue;
      for (let y = 0; y < scale; y++) {
        const at = (((r + quiet) * scale + y) * side + (c + quiet) * scale) * 4;
        // Each pixel's red, green and blue to 0; alpha stays 255.
        for (let x = 0; x < scale; x++) pixels.fill(0, at + x * 4, at + x * 4 + 3);
      }
    }
  return jsQR(pixels, side, side)?.data ?? null;
}
