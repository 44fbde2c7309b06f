import { describe, expect, it } from "vitest";
import { fiscalCopy } from "../../shared/copy/back-office/fiscal-documents";
import { documentPdf } from "../../worker/features/invoicing/document-pdf";
import { type FiscalDocument, withTotals } from "../../worker/features/invoicing/fiscal-documents";
import { qrContent } from "../../worker/integrations/invoicing/simulated-invoicing";
import { qrModules } from "../../worker/lib/pdf-qr-code";
import { modulesOf, readPdf, scanQr } from "../worker/setup/pdf-reading";

/**
 * Decisions/0067: the simulator's fatura-recibo drawn with pdf-lib. What it says (seller, customer, lines, VAT by rate,
 * total, ATCUD, the QR code's content, the test mark) is read back from the file, and its QR code is scanned by a reader
 * that is not the encoder: it has to be a real QR code of the document's content.
 */
const seller = { name: "Loja de Teste, Lda.", nipc: "509999990", address: "Rua do Teste 1, 1000-001 Lisboa" };
const line = (description: string, grossCents: number, rateBp: number) => ({ description, quantity: 1, grossCents, rateBp, exemption: null, variantId: 1 });

function invoice(lines: FiscalDocument["lines"], name = "Maria Silva"): FiscalDocument {
  return withTotals({
    kind: "invoice_receipt",
    externalReference: "invoice:o1",
    orderNumber: "ABCD1234",
    taxRegion: "PT",
    date: "2026-11-27",
    customer: { name, nif: "123456789", country: "PT", address: "Rua das Flores 2", postalCode: "1100-148", city: "Lisboa", email: null },
    lines,
    invoice: null,
    reason: null,
  });
}

async function drawn(doc: FiscalDocument) {
  const number = "FR TESTE2026/7";
  const atcud = "TESTE000-7";
  const qr = qrContent(doc, seller.nipc, number, atcud);
  const read = await readPdf(await documentPdf(doc, { number, atcud, qrCode: qr }, seller));
  return { ...read, qr, number, atcud, text: read.pages.flatMap((p) => p.text) };
}
const squeezed = (s: string) => s.replace(/\s+/g, "");

describe("the simulator's invoice PDF", () => {
  it("is one A4 page that says the seller, the customer, each line, VAT by rate, the total, the ATCUD and the test mark", async () => {
    const doc = invoice([line("Body de algodão", 1299, 2300), line("Livro de pano", 1000, 600), line(fiscalCopy.delivery("CTT Expresso"), 499, 2300)]);
    const { pdf, pages, text, number, atcud, qr } = await drawn(doc);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.getTitle()).toBe(`Fatura-recibo ${number}`);
    expect(pdf.getSubject()).toBe(fiscalCopy.testMark);
    expect(text[0]).toBe(fiscalCopy.testMark.toUpperCase());
    expect(text.at(-1)).toBe(fiscalCopy.testMark.toUpperCase());
    expect(text).toEqual(
      expect.arrayContaining([
        `Fatura-recibo ${number}`,
        fiscalCopy.pdf.header("2026-11-27", atcud, "ABCD1234"),
        seller.name,
        fiscalCopy.pdf.sellerLine(seller.nipc, seller.address),
        fiscalCopy.pdf.customerLine("Maria Silva", "123456789"),
        "Rua das Flores 2, 1100-148 Lisboa, Portugal",
        "Body de algodão · 1 · 23% · 12,99 €",
        "Livro de pano · 1 · 6% · 10,00 €",
        "Entrega: CTT Expresso · 1 · 23% · 4,99 €",
        fiscalCopy.pdf.rateLine("6%", "9,43 €", "0,57 €"),
        fiscalCopy.pdf.rateLine("23%", "14,62 €", "3,36 €"),
        fiscalCopy.pdf.total("27,98 €"),
        fiscalCopy.pdf.atcud(atcud),
      ]),
    );
    // The QR code's content as text, cut into lines beside the code.
    expect(squeezed(text.join(""))).toContain(squeezed(fiscalCopy.pdf.qr(qr)));
    expect(pages[0]!.rectangles.length).toBeGreaterThan(0);
  });

  it("draws a QR code that scans as the document's QR content, module for module the encoder's", async () => {
    const { pages, qr } = await drawn(invoice([line("Body de algodão", 1299, 2300), line("Livro de pano", 1000, 600)]));
    const modules = modulesOf(pages[0]!.rectangles);
    expect(scanQr(modules)).toBe(qr);
    expect(modules).toEqual(qrModules(qr));
    // At least 30 mm square, as the AT asks (Portaria 195/2020).
    const xs = pages[0]!.rectangles.flatMap(([x, , w]) => [x, x + w]);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThanOrEqual((30 / 25.4) * 72);
  });

  it("a long document goes on over pages, its QR code whole on one of them; letters the fonts lack print as '?'", async () => {
    const many = Array.from({ length: 70 }, (_, n) =>
      line(`Artigo ${n + 1} com um nome comprido o bastante para ocupar a linha toda da página`, 100 + n, 2300),
    );
    const { pdf, pages, text, qr } = await drawn(invoice(many, "Łucja Żółć 😀"));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const withQr = pages.filter((p) => p.rectangles.length > 0);
    expect(withQr).toHaveLength(1);
    expect(scanQr(modulesOf(withQr[0]!.rectangles))).toBe(qr);
    expect(text).toContain(fiscalCopy.pdf.customerLine("?ucja ?ó?? ?", "123456789"));
    expect(text.filter((l) => l.startsWith("Artigo "))).toHaveLength(70);
  });
});
