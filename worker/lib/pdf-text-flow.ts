import { PageSizes, type PDFDocument, type PDFFont, type PDFPage, StandardFonts } from "pdf-lib";

export interface FlowLine {
  text: string;
  /** In points; 10 unless told. */
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const PAGE_MARGIN = 50;
const lineHeight = (size: number) => size * 1.35;

/**
 * Lines of text down A4 pages in Helvetica: each cut at spaces or '*' (the QR code's separators) to the room it has, a
 * new page when the page is full. The standard fonts write WinAnsi (Portuguese and Spanish letters, and '€'); any other
 * character is printed as '?' rather than failing the whole document.
 */
export class PdfTextFlow {
  page: PDFPage;
  private y = PAGE_HEIGHT - PAGE_MARGIN;
  private readonly printable: Set<number>;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PageSizes.A4);
    this.printable = new Set(regular.getCharacterSet());
  }

  static async start(pdf: PDFDocument) {
    return new PdfTextFlow(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  }

  /** The lines, from where the flow is, across the page between the margins. */
  lines(lines: FlowLine[]) {
    for (const l of lines) {
      const size = l.size ?? 10;
      this.y -= l.gap ?? 0;
      for (const text of this.wrap(l, PAGE_WIDTH - 2 * PAGE_MARGIN)) {
        if (this.y - lineHeight(size) < PAGE_MARGIN) this.newPage();
        this.y -= lineHeight(size);
        this.page.drawText(text, { x: PAGE_MARGIN, y: this.y, size, font: this.fontOf(l) });
      }
    }
  }

  /** The lines from `top` down, starting at `left` (beside a drawing), without moving the flow. */
  linesAt(lines: FlowLine[], left: number, top: number) {
    let y = top;
    for (const l of lines) {
      const size = l.size ?? 10;
      y -= l.gap ?? 0;
      for (const text of this.wrap(l, PAGE_WIDTH - PAGE_MARGIN - left)) {
        y -= lineHeight(size);
        this.page.drawText(text, { x: left, y, size, font: this.fontOf(l) });
      }
    }
  }

  /** How high the lines are when `width` points wide. */
  heightOf(lines: FlowLine[], width: number) {
    return lines.reduce((h, l) => h + (l.gap ?? 0) + this.wrap(l, width).length * lineHeight(l.size ?? 10), 0);
  }

  /** Room for a block `height` points high after `gap`: on this page if it fits, else atop the next; returns its top. */
  reserve(gap: number, height: number) {
    if (this.y - gap - height < PAGE_MARGIN) this.newPage();
    else this.y -= gap;
    const top = this.y;
    this.y -= height;
    return top;
  }

  /** What follows starts atop a new page (one document per page, as the packing slips are). */
  nextPage() {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - PAGE_MARGIN;
  }

  private fontOf(l: FlowLine) {
    return l.bold ? this.bold : this.regular;
  }

  private wrap(l: FlowLine, width: number): string[] {
    const font = this.fontOf(l);
    const size = l.size ?? 10;
    const fits = (s: string) => font.widthOfTextAtSize(s.trimEnd(), size) <= width;
    const text = [...l.text.replace(/\s/g, " ")].map((ch) => (this.printable.has(ch.codePointAt(0)!) ? ch : "?")).join("");
    const out: string[] = [];
    let line = "";
    for (const word of text.split(/(?<=[ *])/)) {
      if (fits(line + word)) {
        line += word;
        continue;
      }
      if (line) out.push(line.trimEnd());
      line = "";
      // A word wider than the room is cut where it reaches the edge.
      for (const ch of word) {
        if (line && !fits(line + ch)) {
          out.push(line);
          line = "";
        }
        line += ch;
      }
    }
    out.push(line.trimEnd());
    return out;
  }
}
