import { describe, expect, it } from "vitest";
import { BOM, csvField, csvRecord, detectDelimiter, parseCsv, unguardFormula } from "../../shared/csv";

/** shared/csv.ts (issue 34, decisions/0046): the CSV the catalogue's export writes and its import reads. */
const records = (text: string, delimiter = ";") => {
  const r = parseCsv(text, delimiter);
  if (!r.ok) throw new Error(`${r.problem} at ${r.record}`);
  return r.records;
};

describe("parseCsv", () => {
  it("reads plain fields, CRLF, LF and CR line ends, and a missing last line end", () => {
    expect(records("a;b\r\nc;d\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(records("a;b\nc;d")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(records("a;b\rc;d\r")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("reads quoted fields: the separator, line breaks and doubled quotes inside, an empty quoted field", () => {
    expect(records('"a;1";"linha 1\r\nlinha 2";"diz ""olá""";""\r\nx;y;z;w')).toEqual([
      ["a;1", "linha 1\r\nlinha 2", 'diz "olá"', ""],
      ["x", "y", "z", "w"],
    ]);
    expect(records('"só"')).toEqual([["só"]]);
    expect(records('a;""')).toEqual([["a", ""]]);
  });

  it("keeps empty fields, a trailing separator, and blank lines as records (so record n is the spreadsheet's row n)", () => {
    expect(records("a;;c\n;\n\nd")).toEqual([["a", "", "c"], ["", ""], [""], ["d"]]);
    expect(records("a;\n")).toEqual([["a", ""]]);
  });

  it("drops a UTF-8 byte order mark and reads the other separator", () => {
    expect(records(`${BOM}a,b\n"1,5",2`, ",")).toEqual([
      ["a", "b"],
      ["1,5", "2"],
    ]);
  });

  it("refuses what is not CSV, saying where: an unclosed quote (where it opened), a quote inside a plain field, text after a closing quote", () => {
    expect(parseCsv('a;b\n"aberto;x\ny;z', ";")).toEqual({ ok: false, record: 2, problem: "unclosed-quote" });
    expect(parseCsv('a;b\nc;d"e', ";")).toEqual({ ok: false, record: 2, problem: "stray-quote" });
    expect(parseCsv('a;b\nc;d\n"e"f;g', ";")).toEqual({ ok: false, record: 3, problem: "stray-quote" });
  });

  it("stops reading past the largest number of records it accepts", () => {
    expect(parseCsv("a\nb\nc\n", ";", 3)).toMatchObject({ ok: true });
    expect(parseCsv("a\nb\nc\nd\ne\nf\n", ";", 3)).toEqual({ ok: false, record: 4, problem: "too-many-records" });
    expect(parseCsv("a\nb\nc\nd", ";", 3)).toEqual({ ok: false, record: 4, problem: "too-many-records" });
  });

  it("reads 20,000 lines quickly", () => {
    const line = 'SKU-1;"Body, algodão";;roupas-bebe;;12,50;;1;normal;SKU-1-RN;RN;Azul;;;;1;4\r\n';
    const start = performance.now();
    const r = parseCsv(line.repeat(20_000), ";");
    expect(r.ok && r.records.length).toBe(20_000);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});

describe("writing CSV", () => {
  it("quotes every field, whatever the separator, doubling its quotes (issue 43)", () => {
    expect(csvField("simples", ";")).toBe('"simples"');
    expect(csvField("a;b", ";")).toBe('"a;b"');
    expect(csvField("a,b", ";")).toBe('"a,b"');
    expect(csvField('diz "olá"', ";")).toBe('"diz ""olá"""');
    expect(csvField("duas\nlinhas", ";")).toBe('"duas\nlinhas"');
    expect(csvField(" espaço ", ";")).toBe('" espaço "');
    expect(csvField(null, ";")).toBe('""');
    expect(csvField(12, ";")).toBe('"12"');
    expect(csvRecord(["a", 1, null], ",")).toBe('"a","1",""\r\n');
  });

  it("defuses formulas (CSV injection): = + - @ tab and CR first get an apostrophe; reading takes it away again", () => {
    for (const cell of ['=HYPERLINK("http://x")', "+1+1", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      const written = csvField(cell, ";");
      expect(written.replace(/^"|"$/g, "").replaceAll('""', '"').startsWith("'")).toBe(true);
      const back = records(`${written}\n`)[0]![0]!;
      expect(unguardFormula(back)).toBe(cell);
    }
    expect(unguardFormula("'normal")).toBe("'normal");
    expect(unguardFormula("O'Neill")).toBe("O'Neill");
  });

  /** Every cell a spreadsheet could make of the text, whatever it splits on (`;`, `,`, a tab, a line), its quotes and spaces dropped. */
  const cellsAnySplit = (text: string) => text.split(/[;,\t\r\n]/).map((c) => c.replace(/^[" ]*/, ""));
  const NASTY = [
    ",=1+2",
    ";=1+2",
    '=HYPERLINK("http://mal.example","x")',
    "+351 912",
    "-1+1",
    "@SUM(A1)",
    "\t=1+2",
    "\r=1+2",
    "Body, -20%",
    "a;+1",
    'a,"=1+2"',
    "a, =1+2",
    "linha\n=1+2",
    "linha\r\n@x",
    "a,\t=1",
    "',=já com apóstrofo",
    "a,'=1",
  ];

  it("a formula that splitting on the other separator would start (,=1+2 in a ; file, ;=1+2 in a , file) is defused too (issue 43)", () => {
    expect(csvField(",=1+2", ";")).toBe(`",'=1+2"`);
    expect(csvField(";=1+2", ",")).toBe(`";'=1+2"`);
    for (const cell of NASTY) {
      // The same text whatever the file's separator: nothing depends on which one the spreadsheet picks.
      expect(csvField(cell, ";")).toBe(csvField(cell, ","));
      for (const part of cellsAnySplit(csvField(cell, ";"))) expect(part, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("reads every defused cell back as it was, with either separator", () => {
    for (const delimiter of [";", ","]) {
      const text = csvRecord(NASTY, delimiter) + csvRecord(NASTY.toReversed(), delimiter);
      expect(records(text, delimiter).map((r) => r.map(unguardFormula))).toEqual([NASTY, NASTY.toReversed()]);
    }
  });

  it("round-trips any record through write and parse", () => {
    const values = ["a", "", "x;y", 'q"q', "l1\r\nl2", "ç ã é", "'=no", "''+2", "-"];
    const text = csvRecord(values, ";") + csvRecord(values.toReversed(), ";");
    expect(records(text).map((r) => r.map(unguardFormula))).toEqual([values, values.toReversed()]);
  });
});

describe("detectDelimiter", () => {
  it("reads the header's separator outside quotes, ; on a tie", () => {
    expect(detectDelimiter("a;b;c\n1,2,3,4,5")).toBe(";");
    expect(detectDelimiter("a,b,c\n")).toBe(",");
    expect(detectDelimiter('"a;b;c",d,e\n')).toBe(",");
    expect(detectDelimiter("abc")).toBe(";");
  });
});
