import { fiscalCopy } from "../../../shared/copy/back-office/fiscal-documents";
import type { FiscalDocument, InvoicingProvider } from "./invoicing-provider";

/** Printed on every simulated document (issue 33): it is not an invoice. */
export const TEST_DOCUMENT_MARK = fiscalCopy.testMark;
/** The simulator's series validation code (the AT gives a real series one when it is communicated). */
const VALIDATION_CODE = "TESTE000";

const TYPE = { invoice_receipt: "FR", credit_note: "NC" } as const;
/** The QR code's 'espaço fiscal' (I1): the country, or the autonomous region; '0' for a document with no VAT. */
const QR_REGION = { PT: "PT", "PT-20": "PT-AC", "PT-30": "PT-MA", ES: "ES", export: "0" } as const;

/**
 * The QR code's fields for a rate's base (the next field is its tax): I3 the reduced rate, I5 the intermediate, I7 the
 * normal, by what the rate is in the document's region (the rates of migration 0027's vat_rates), never by its rank
 * among the rates the document happens to have: a 6 % + 23 % document fills I3 and I7.
 */
const QR_RATE_FIELDS: Record<Exclude<FiscalDocument["taxRegion"], "export">, Record<number, "I3" | "I5" | "I7">> = {
  PT: { 600: "I3", 1300: "I5", 2300: "I7" },
  "PT-20": { 400: "I3", 900: "I5", 1600: "I7" },
  "PT-30": { 500: "I3", 1200: "I5", 2200: "I7" },
  // Spain under OSS: its 10 % is stored as the intermediate category, its 21 % as the normal one.
  ES: { 1000: "I5", 2100: "I7" },
};

export function qrRateField(region: FiscalDocument["taxRegion"], rateBp: number): "I3" | "I5" | "I7" {
  const field = region === "export" ? undefined : QR_RATE_FIELDS[region][rateBp];
  if (!field) throw new Error(`no QR code field for a ${rateBp / 100} % rate in region ${region}`);
  return field;
}

/**
 * The QR code's content as Portaria 195/2020 lays it out (fields A…S separated by '*'): seller and buyer NIF, type,
 * date, number, ATCUD, the bases and VAT by rate, total tax and total; 'Q' (the signature's characters) and 'R' (the
 * certificate) are placeholders here, as no certified program signed it.
 */
export function qrContent(doc: FiscalDocument, sellerNif: string, number: string, atcud: string) {
  const euros = (c: number) => (c / 100).toFixed(2);
  const exempt = doc.lines.filter((l) => l.exemption).reduce((s, l) => s + l.grossCents, 0);
  const taxed = doc.rates.filter((r) => r.rateBp > 0).sort((a, b) => a.rateBp - b.rateBp);
  const fields = [
    `A:${sellerNif}`,
    `B:${doc.customer.nif ?? "999999990"}`,
    `C:${doc.customer.country}`,
    `D:${TYPE[doc.kind]}`,
    "E:N",
    `F:${doc.date.replaceAll("-", "")}`,
    `G:${number}`,
    `H:${atcud}`,
    `I1:${QR_REGION[doc.taxRegion]}`,
    ...(exempt > 0 ? [`I2:${euros(exempt)}`] : []),
    ...taxed.flatMap((r) => {
      const base = qrRateField(doc.taxRegion, r.rateBp);
      const tax = `I${Number(base.slice(1)) + 1}`;
      return [`${base}:${euros(r.baseCents)}`, `${tax}:${euros(r.taxCents)}`];
    }),
    `N:${euros(doc.rates.reduce((s, r) => s + r.taxCents, 0))}`,
    `O:${euros(doc.totalCents)}`,
    "Q:TEST",
    "R:0000",
    `S:${TEST_DOCUMENT_MARK}`,
  ];
  return fields.join("*");
}

/**
 * The embedded stand-in for a certified program (development and tests, decisions/0044): it answers as a provider does
 * (a series, the next number in it, an ATCUD, the QR code's content; the PDF is drawn by the shop from the document),
 * numbering each series in D1 so numbers never repeat, and marks everything 'Documento de teste sem validade fiscal'.
 */
export function simulatedInvoicing(d1: D1Database, sellerNif: string): InvoicingProvider {
  return {
    name: "simulator",
    async issue(doc, at) {
      // A document created by an earlier attempt keeps its number (the simulator's id is its number).
      if (at.providerDocumentId) {
        const [series, n] = at.providerDocumentId.split("/");
        return issued(doc, `${series}/${n}`, Number(n));
      }
      const series = `${TYPE[doc.kind]} TESTE${doc.date.slice(0, 4)}`;
      const row = await d1
        .prepare(
          "INSERT INTO simulated_invoice_series (series, last_number) VALUES (?1, 1) ON CONFLICT (series) DO UPDATE SET last_number = last_number + 1 RETURNING last_number AS n",
        )
        .bind(series)
        .first<{ n: number }>();
      const number = `${series}/${row!.n}`;
      await at.onCreated(number);
      return issued(doc, number, row!.n);
    },
    pdfUrl: async () => null,
  };

  function issued(doc: FiscalDocument, number: string, n: number) {
    const atcud = `${VALIDATION_CODE}-${n}`;
    return { providerDocumentId: number, number, atcud, qrCode: qrContent(doc, sellerNif, number, atcud), pdfUrl: null };
  }
}
