/**
 * A one-page PDF of text lines (issue 33: the invoicing simulator's documents): PDF 1.4, the standard Helvetica fonts
 * in WinAnsiEncoding (Portuguese and Spanish letters, and '€'), no images. Lines past the page continue on new pages.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 50;

/** The text as WinAnsi bytes inside a PDF string: '\', '(' and ')' escaped, '€' as 0x80, anything else outside Latin-1 as '?'. */
function pdfString(text: string) {
  let out = "";
  for (const ch of text) {
    const code = ch === "€" ? 0x80 : (ch.codePointAt(0) ?? 63);
    const byte = code <= 0xff ? code : 63;
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(byte);
  }
  return `(${out})`;
}

/**
 * A line too long for the page, cut at spaces or '*' (the QR code's separators) into lines that fit: Helvetica's
 * letters average about half the font size in width, bold ones a little more.
 */
function wrap(l: PdfLine): PdfLine[] {
  const size = l.size ?? 10;
  const max = Math.floor((PAGE_W - 2 * MARGIN) / (size * (l.bold ? 0.58 : 0.52)));
  if (l.text.length <= max) return [l];
  const out: PdfLine[] = [];
  let rest = l.text;
  while (rest.length > max) {
    const cut = Math.max(rest.lastIndexOf(" ", max), rest.lastIndexOf("*", max));
    const at = cut > max / 2 ? cut + 1 : max;
    out.push({ ...l, text: rest.slice(0, at).trimEnd(), gap: out.length === 0 ? l.gap : 0 });
    rest = rest.slice(at);
  }
  out.push({ ...l, text: rest, gap: 0 });
  return out;
}

export function simplePdf(lines: PdfLine[], title: string): Uint8Array<ArrayBuffer> {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_H - MARGIN;
  for (const l of lines.flatMap(wrap)) {
    const size = l.size ?? 10;
    y -= (l.gap ?? 0) + size * 1.35;
    if (y < MARGIN) {
      pages.push(ops.join("\n"));
      ops = [];
      y = PAGE_H - MARGIN - size * 1.35;
    }
    ops.push(`BT /${l.bold ? "F2" : "F1"} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(l.text)} Tj ET`);
  }
  pages.push(ops.join("\n"));

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add("");
  const pagesObj = add("");
  const fontRegular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const fontBold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = add(`<< /Title ${pdfString(title)} /Producer (Mae & Bebe) >>`);
  const pageIds = pages.map((content) => {
    const stream = add(`<< /Length ${latin1Length(content)} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(latin1Length(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = latin1Length(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(new ArrayBuffer(body.length));
  for (let i = 0; i < body.length; i++) bytes[i] = body.charCodeAt(i) & 0xff;
  return bytes;
}

/** Every character of these strings is one byte (pdfString wrote escapes for the rest). */
const latin1Length = (s: string) => s.length;
