/**
 * CSV as spreadsheets write and read it (RFC 4180; issue 34, decisions/0046): fields separated by `;` or `,`, a field
 * in double quotes when it holds the separator, a quote or a line break, a quote inside one doubled; records ended by
 * CRLF, LF or CR; an optional UTF-8 byte order mark. No dependency: this file is the whole format, tested in
 * tests/unit/csv.test.ts.
 */

/** The byte order mark Excel needs to read a CSV file as UTF-8 (without it, "Conceição" opens as "ConceiÃ§Ã£o"). */
export const BOM = "\uFEFF";

/**
 * Where a spreadsheet may start a cell inside this text: its beginning, and after a `;`, a `,`, a tab or a line break —
 * a spreadsheet that splits the file on another separator than the one it was written with (issue 43: `,=1+2` in the
 * `;` catalogue, `;=1+2` in the `,` audit log) starts a cell there.
 */
const CELL_START = "(?<=^|[;,\\t\\r\\n])";
/**
 * What would run as a formula from there (CSV injection, OWASP): =, +, -, @, a tab or a carriage return, perhaps behind
 * spaces and quotes (which a spreadsheet drops) — or already behind apostrophes, so that what the import takes away is
 * always exactly what the export added.
 */
const FORMULA_AHEAD = "(?=['\" ]*[=+\\-@\\t\\r])";
/** What the export puts before such a place; read back, it is taken away again. */
const FORMULA_GUARD = "'";
const GUARD_AT = new RegExp(`${CELL_START}${FORMULA_AHEAD}`, "g");
const GUARDED = new RegExp(`${CELL_START}${FORMULA_GUARD}${FORMULA_AHEAD}`, "g");

/**
 * One field for a CSV file, the same whatever the separator (issue 43, decisions/0046): every place a spreadsheet could
 * start a formula defused with an apostrophe, then always in double quotes (a quote inside doubled), so no separator
 * or line break inside it is ever read as one by a reader that honours quotes.
 */
export function csvField(value: string | number | null | undefined, _delimiter: string): string {
  const text = value === null || value === undefined ? "" : String(value);
  return `"${text.replace(GUARD_AT, FORMULA_GUARD).replaceAll('"', '""')}"`;
}

/** One record (CRLF-terminated, as RFC 4180 and spreadsheets write it). */
export const csvRecord = (values: readonly (string | number | null | undefined)[], delimiter: string) =>
  `${values.map((v) => csvField(v, delimiter)).join(delimiter)}\r\n`;

/**
 * A cell as it was before the export defused it: "'=SUM(A1)" reads "=SUM(A1)", "a,'=1" reads "a,=1" (an apostrophe
 * anywhere else stays: "O'Neill", "'normal").
 */
export const unguardFormula = (cell: string) => cell.replace(GUARDED, "");

export type CsvResult =
  | { ok: true; records: string[][] }
  /** `record`: the 1-based record where the text stops being CSV (a spreadsheet's row number). */
  | { ok: false; record: number; problem: "unclosed-quote" | "stray-quote" | "too-many-records" };

/**
 * The separator of a file: whichever of `;` and `,` its first line (outside quotes) holds more of; `;` on a tie, as
 * Portuguese spreadsheets write it.
 */
export function detectDelimiter(text: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

/**
 * Parses CSV text into records of fields (strings as written; nothing trimmed or converted). A blank line is a record
 * of one empty field, so record n is the spreadsheet's row n. Strict where a spreadsheet is: a quote must open a field
 * and close it, followed by a separator or the end of the record. Stops at `maxRecords` + 1 (a hostile file is not
 * read to its end to be refused).
 */
export function parseCsv(input: string, delimiter: string, maxRecords = Number.POSITIVE_INFINITY): CsvResult {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    record.push(field);
    records.push(record);
    record = [];
    field = "";
  };
  while (i < n) {
    const ch = text[i]!;
    if (ch === '"' && field === "") {
      // A quoted field: up to the closing quote, "" standing for one quote.
      const start = records.length + 1;
      i++;
      let closed = false;
      while (i < n) {
        const q = text.indexOf('"', i);
        if (q === -1) break;
        field += text.slice(i, q);
        if (text[q + 1] === '"') {
          field += '"';
          i = q + 2;
        } else {
          i = q + 1;
          closed = true;
          break;
        }
      }
      if (!closed) return { ok: false, record: start, problem: "unclosed-quote" };
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r") return { ok: false, record: records.length + 1, problem: "stray-quote" };
      continue;
    }
    if (ch === '"') return { ok: false, record: records.length + 1, problem: "stray-quote" };
    if (ch === delimiter) {
      record.push(field);
      field = "";
      i++;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      if (records.length > maxRecords) return { ok: false, record: records.length, problem: "too-many-records" };
      continue;
    }
    // Plain characters up to the next special one, in one slice.
    let j = i + 1;
    while (j < n) {
      const c = text[j];
      if (c === delimiter || c === "\r" || c === "\n" || c === '"') break;
      j++;
    }
    field += text.slice(i, j);
    i = j;
  }
  if (field !== "" || record.length > 0) endRecord();
  if (records.length > maxRecords) return { ok: false, record: records.length, problem: "too-many-records" };
  return { ok: true, records };
}
