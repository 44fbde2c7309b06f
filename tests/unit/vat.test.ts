import { describe, expect, it } from "vitest";
import { apportion } from "../../shared/apportion";
import { creditLines, type InvoiceOrder, invoiceLines, withTotals } from "../../worker/features/invoicing/fiscal-documents";
import { placeOfSupply, type RateTable, splitGross, summariseByRate } from "../../worker/features/invoicing/vat";
import { invoiceXpressBody } from "../../worker/integrations/invoicing/invoicexpress";
import { qrContent, qrRateField } from "../../worker/integrations/invoicing/simulated-invoicing";

/**
 * Issue 33, decisions/0044: VAT on the shop's VAT-included prices. The place of supply decides the rates (mainland,
 * Madeira, Açores; Spain with OSS off or on; Canarias, Ceuta and Melilla exempt exports), every invoice adds up to the
 * order's total to the cent, and each rate shows its base and tax. Rates here are the ones migration 0027 stores.
 */
const RATES: Record<string, RateTable> = {
  PT: { normal: 2300, intermediate: 1300, reduced: 600 },
  "PT-30": { normal: 2200, intermediate: 1200, reduced: 500 },
  "PT-20": { normal: 1600, intermediate: 900, reduced: 400 },
  ES: { normal: 2100, intermediate: 1000, reduced: 2100 },
};

/** A body (normal rate) and a car seat (reduced in Portugal), a 10 % welcome discount and the delivery. */
const ORDER: InvoiceOrder = {
  id: "o1",
  orderNumber: "ABCD1234",
  subtotalCents: 2 * 1299 + 18999,
  discountCents: Math.floor(((2 * 1299 + 18999) * 10 + 50) / 100),
  shippingCents: 499,
  totalCents: 0,
  shippingServiceName: "CTT Normal",
  items: [
    { variantId: 11, description: "Body — 0-3 meses", quantity: 2, unitPriceCents: 1299, taxCategory: "normal" },
    { variantId: 22, description: "Cadeira Auto Isofix", quantity: 1, unitPriceCents: 18999, taxCategory: "reduced" },
  ],
};
ORDER.totalCents = ORDER.subtotalCents - ORDER.discountCents + ORDER.shippingCents;

function invoice(country: string, postalCode: string, oss: boolean) {
  const place = placeOfSupply(country, postalCode, oss);
  const lines = invoiceLines(ORDER, place, place.exemption ? null : RATES[place.region]!);
  return {
    place,
    doc: withTotals({
      kind: "invoice_receipt",
      externalReference: "invoice:o1",
      orderNumber: "ABCD1234",
      taxRegion: place.region,
      date: "2026-11-27",
      customer: { name: "Maria", nif: null, country: country as "PT" | "ES", address: "Rua", postalCode, city: "X", email: null },
      lines,
      invoice: null,
      reason: null,
    }),
  };
}

describe("the place of supply", () => {
  it("is the delivery's region in Portugal, Portugal's mainland or Spain for Spain by OSS, and an export off the EU's VAT territory", () => {
    expect(placeOfSupply("PT", "1100-148", false).region).toBe("PT");
    expect(placeOfSupply("PT", "9000-018", false).region).toBe("PT-30"); // Funchal
    expect(placeOfSupply("PT", "9400-161", false).region).toBe("PT-30"); // Porto Santo
    expect(placeOfSupply("PT", "9500-150", false).region).toBe("PT-20"); // Ponta Delgada
    expect(placeOfSupply("PT", "9980-024", false).region).toBe("PT-20"); // Corvo
    expect(placeOfSupply("ES", "28001", false).region).toBe("PT");
    expect(placeOfSupply("ES", "07001", true).region).toBe("ES"); // Palma: in Spain's VAT territory
    for (const cp of ["35001", "38001", "51001", "52001"]) {
      expect(placeOfSupply("ES", cp, true)).toEqual({ region: "export", exemption: { code: "M05", reason: expect.stringContaining("14.º") } });
    }
  });
});

describe("an invoice of VAT-included prices", () => {
  const cases = [
    ["PT mainland", "PT", "1100-148", false, [2300, 600]],
    ["Madeira", "PT", "9000-018", false, [2200, 500]],
    ["Açores", "PT", "9500-150", false, [1600, 400]],
    ["Spain, OSS off", "ES", "28001", false, [2300, 600]],
    ["Spain, OSS on", "ES", "28001", true, [2100]],
    ["Canarias", "ES", "35001", true, [0]],
  ] as const;
  for (const [name, country, cp, oss, rates] of cases) {
    it(`${name}: the lines, the delivery at the goods' rates, and every rate's base + tax add up to the order's total`, () => {
      const { doc } = invoice(country, cp, oss);
      expect(doc.totalCents).toBe(ORDER.totalCents);
      expect(doc.rates.map((r) => r.rateBp)).toEqual(rates);
      expect(doc.rates.reduce((s, r) => s + r.baseCents + r.taxCents, 0)).toBe(ORDER.totalCents);
      for (const r of doc.rates) expect(r.baseCents + r.taxCents).toBe(r.grossCents);
      const delivery = doc.lines.filter((l) => l.variantId === null);
      expect(delivery.reduce((s, l) => s + l.grossCents, 0)).toBe(ORDER.shippingCents);
      if (country === "ES" && cp === "35001") expect(doc.lines.every((l) => l.exemption?.code === "M05" && l.rateBp === 0)).toBe(true);
    });
  }

  it("to the cent, on the mainland: the numbers an accountant would check", () => {
    const { doc } = invoice("PT", "1100-148", false);
    // Goods 215,97 €, discount 21,60 € shared 2598:18999 → 2,60 € and 19,00 €: body 23,38 €, seat 170,99 €.
    expect(doc.lines.map((l) => [l.variantId, l.grossCents, l.rateBp])).toEqual([
      [11, 2338, 2300],
      [22, 17099, 600],
      // The 4,99 € delivery follows its goods: 2338:17099 of it at 23 %, the rest at 6 %.
      [null, 60, 2300],
      [null, 439, 600],
    ]);
    expect(doc.rates).toEqual([
      { rateBp: 2300, grossCents: 2398, baseCents: 1950, taxCents: 448 },
      { rateBp: 600, grossCents: 17538, baseCents: 16545, taxCents: 993 },
    ]);
  });

  it("splits an amount exactly, whatever the weights", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(1, [0, 0])).toEqual([1, 0]);
    for (let n = 0; n < 200; n++) {
      const weights = Array.from({ length: 1 + (n % 5) }, (_, i) => ((n * 7919 + i * 104729) % 997) + 1);
      expect(apportion(n * 37, weights).reduce((s, p) => s + p, 0)).toBe(n * 37);
    }
    expect(splitGross(12300, 2300)).toEqual({ baseCents: 10000, taxCents: 2300 });
    expect(summariseByRate([{ rateBp: 600, grossCents: 106 }])).toEqual([{ rateBp: 600, grossCents: 106, baseCents: 100, taxCents: 6 }]);
  });
});

describe("a credit note", () => {
  const { doc } = invoice("PT", "1100-148", false);
  it("for refunded lines and the delivery: those lines, exactly the refund", () => {
    const lines = creditLines(doc, { amountCents: 1169 + 499, lines: [{ variantId: 11, quantity: 1 }], shipping: true, byAmount: false });
    expect(lines.map((l) => [l.variantId, l.quantity, l.rateBp])).toEqual([
      [11, 1, 2300],
      [null, 1, 2300],
      [null, 1, 600],
    ]);
    expect(lines.reduce((s, l) => s + l.grossCents, 0)).toBe(1169 + 499);
  });
  it("for an amount (a cancellation, a withdrawal): the amount over the invoice's rates in proportion", () => {
    const lines = creditLines(doc, { amountCents: doc.totalCents, byAmount: true });
    expect(lines.reduce((s, l) => s + l.grossCents, 0)).toBe(doc.totalCents);
    expect(summariseByRate(lines)).toEqual(doc.rates);
    const part = creditLines(doc, { amountCents: 500, byAmount: true });
    expect(part.reduce((s, l) => s + l.grossCents, 0)).toBe(500);
  });
});

describe("InvoiceXpress's request body (its wire format, decisions/0044)", () => {
  it("an export to the Canaries: every line IVA0 and the document's exemption reason M05", () => {
    const { doc } = invoice("ES", "35001", true);
    const body = invoiceXpressBody(doc, null);
    expect(body.invoice.tax_exemption).toBe("M05");
    expect(body.invoice.items.every((i) => i.tax.name === "IVA0")).toBe(true);
    expect(body.invoice.client.country).toBe("Spain");
    expect(body.invoice.date).toBe("27/11/2026");
    expect(body.proprietary_uid).toBe("invoice:o1");
  });
  it("Madeira: the region's rates by name, prices without VAT and each line's discount that give back each line to the cent", () => {
    const { doc } = invoice("PT", "9000-018", false);
    const body = invoiceXpressBody(doc, null);
    expect(body.invoice.tax_exemption).toBeUndefined();
    expect(body.invoice.items.map((i) => i.tax.name)).toEqual(["IVA22", "IVA5", "IVA22", "IVA5"]);
    // A discounted line (issue 47) carries its discount as InvoiceXpress takes it: a percentage of the line.
    expect(body.invoice.items.some((i) => (i.discount ?? 0) > 0)).toBe(true);
    body.invoice.items.forEach((item, n) => {
      const rate = Number(item.tax.name.slice(3)) / 100;
      const discount = (item.discount ?? 0) / 100;
      expect(Math.round(item.unit_price * item.quantity * (1 - discount) * (1 + rate) * 100)).toBe(doc.lines[n]!.grossCents);
      expect(Math.round(item.unit_price * item.quantity * discount * (1 + rate) * 100)).toBe(doc.lines[n]!.discountCents ?? 0);
    });
  });
  it("a credit note names its invoice by InvoiceXpress's id", () => {
    const { doc } = invoice("PT", "1100-148", false);
    expect(invoiceXpressBody({ ...doc, kind: "credit_note" }, "123456").invoice.owner_invoice_id).toBe(123456);
  });
});

describe("the simulator's QR code (Portaria 195/2020)", () => {
  const fields = (qr: string) => Object.fromEntries(qr.split("*").map((f) => [f.slice(0, f.indexOf(":")), f.slice(f.indexOf(":") + 1)]));

  it("a 6 % + 23 % invoice fills the reduced rate's fields (I3, I4) and the normal's (I7, I8), not the intermediate's", () => {
    const { doc } = invoice("PT", "1100-148", false);
    const f = fields(qrContent(doc, "509999990", "FR TESTE/1", "TESTE000-1"));
    const reduced = doc.rates.find((r) => r.rateBp === 600)!;
    const normal = doc.rates.find((r) => r.rateBp === 2300)!;
    expect(f).toMatchObject({ I1: "PT", I3: (reduced.baseCents / 100).toFixed(2), I4: (reduced.taxCents / 100).toFixed(2) });
    expect(f).toMatchObject({ I7: (normal.baseCents / 100).toFixed(2), I8: (normal.taxCents / 100).toFixed(2) });
    expect(f.I5).toBeUndefined();
    expect(f.I6).toBeUndefined();
  });

  it("every region's rate goes to its category's field: reduced I3, intermediate I5, normal I7 (Spain's car seats are at its normal rate)", () => {
    for (const [region, table] of Object.entries(RATES)) {
      const r = region as "PT" | "PT-20" | "PT-30" | "ES";
      expect(qrRateField(r, table.normal)).toBe("I7");
      expect(qrRateField(r, table.intermediate)).toBe("I5");
      expect(qrRateField(r, table.reduced)).toBe(region === "ES" ? "I7" : "I3");
    }
    expect(() => qrRateField("PT", 1800)).toThrow(/18 %/);
  });
});
