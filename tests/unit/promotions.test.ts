import { describe, expect, it } from "vitest";
import { lineDiscounts, type PromotionLine, type PromotionTerms, priceWithPromotion, storedLineDiscounts } from "../../shared/promotions";
import { lisbonLocal, lisbonMoment } from "../../shared/shop-day";
import { creditLines, invoiceLines, withTotals } from "../../worker/features/invoicing/fiscal-documents";
import { placeOfSupply } from "../../worker/features/invoicing/vat";
import { linesRefundCents } from "../../worker/features/orders/line-refunds";

/**
 * Issue 47, decisions/0076: how a code prices an order (the one rule the server charges and the checkout shows), and
 * how the invoice, its credit notes and the refunds read each line's own discount.
 */
const pct = (percent: number, saleItems: PromotionTerms["saleItems"] = "better"): PromotionTerms => ({
  kind: "percent",
  percent,
  amountCents: null,
  saleItems,
});
const line = (unit: number, quantity: number, regular = unit, covered = true): PromotionLine => ({
  unitPriceCents: unit,
  regularPriceCents: regular,
  quantity,
  covered,
});

describe("a code's discount on each line", () => {
  it("a percentage of the covered lines' sum, rounded half up once, split by what each line costs", () => {
    // 26,97 → 2,697 → 2,70 (the welcome code's rounding, unchanged); 12,99 not covered.
    expect(lineDiscounts([line(899, 3), line(1299, 1, 1299, false)], pct(10))).toEqual([270, 0]);
    const parts = lineDiscounts([line(333, 1), line(333, 1), line(334, 1)], pct(15));
    expect(parts.reduce((s, p) => s + p, 0)).toBe(150);
  });

  it("a line on sale: excluded, the better price (never both), or stacked when the code says so", () => {
    const sale = line(1999, 1, 2499);
    expect(lineDiscounts([sale], pct(30, "excluded"))).toEqual([0]);
    // 30 % off 24,99 = 17,49 (half up on 7,497), below the sale's 19,99: the difference.
    expect(lineDiscounts([sale], pct(30, "better"))).toEqual([250]);
    // 10 % off 24,99 = 22,49, above 19,99: the sale alone.
    expect(lineDiscounts([sale], pct(10, "better"))).toEqual([0]);
    expect(lineDiscounts([sale], pct(10, "stacked"))).toEqual([200]);
  });

  it("a fixed amount never exceeds what the covered lines cost; free delivery takes nothing off the lines", () => {
    const amount = (cents: number): PromotionTerms => ({ kind: "amount", percent: null, amountCents: cents, saleItems: "better" });
    expect(lineDiscounts([line(899, 1), line(1299, 1)], amount(500))).toEqual([205, 295]);
    expect(lineDiscounts([line(899, 1)], amount(5000))).toEqual([899]);
    // 'better' for an amount leaves a sale line out (only 'stacked' puts an amount on a sale price).
    expect(lineDiscounts([line(1999, 1, 2499), line(899, 1)], amount(500))).toEqual([0, 500]);
    const free = priceWithPromotion([line(899, 2)], 450, { kind: "free_delivery", percent: null, amountCents: null, saleItems: "better" });
    expect(free).toEqual({ subtotalCents: 1798, discountCents: 0, lineDiscountCents: [0], shippingCents: 0, shippingWaivedCents: 450, totalCents: 1798 });
  });
});

describe("an order's stored line discounts", () => {
  const order = {
    discountCents: 260,
    items: [
      { variantId: 11, unitPriceCents: 1299, quantity: 2, discountCents: 0 },
      { variantId: 22, unitPriceCents: 2600, quantity: 1, discountCents: 260 },
    ],
  };

  it("are read as stored; an order placed before keeps the old split of its discount over every line", () => {
    expect(storedLineDiscounts(order)).toEqual([0, 260]);
    expect(
      storedLineDiscounts({
        discountCents: 100,
        items: [
          { unitPriceCents: 300, quantity: 1 },
          { unitPriceCents: 100, quantity: 1 },
        ],
      }),
    ).toEqual([75, 25]);
  });

  it("the invoice shows the discount on its own line, VAT on the discounted price; a credit note and a refund of that line give back what was paid", () => {
    const invoiceOrder = {
      id: "o1",
      orderNumber: "ABCD1234",
      subtotalCents: 5198,
      discountCents: 260,
      shippingCents: 0,
      totalCents: 4938,
      shippingServiceName: "CTT",
      items: order.items.map((i) => ({ ...i, description: `v${i.variantId}`, taxCategory: "normal" as const })),
    };
    const lines = invoiceLines(invoiceOrder, placeOfSupply("PT", "1100-148", false), { normal: 2300, intermediate: 1300, reduced: 600 });
    expect(lines.map((l) => [l.variantId, l.grossCents, l.discountCents])).toEqual([
      [11, 2598, 0],
      [22, 2340, 260],
    ]);
    const doc = withTotals({
      kind: "invoice_receipt",
      externalReference: "invoice:o1",
      orderNumber: "ABCD1234",
      taxRegion: "PT",
      date: "2026-12-01",
      customer: { name: "Maria", nif: null, country: "PT", address: "Rua", postalCode: "1100-148", city: "Lisboa", email: null },
      lines,
      invoice: null,
      reason: null,
    });
    expect(doc.totalCents).toBe(4938);
    expect(doc.rates).toEqual([{ rateBp: 2300, grossCents: 4938, baseCents: 4015, taxCents: 923 }]);
    const refund = linesRefundCents(order, [{ variantId: 22, quantity: 1 }]);
    expect(refund).toBe(2340);
    const credit = creditLines(doc, { amountCents: refund, lines: [{ variantId: 22, quantity: 1 }], byAmount: false });
    expect(credit.map((l) => [l.variantId, l.grossCents, l.discountCents])).toEqual([[22, 2340, 260]]);
  });
});

describe("Lisbon's wall clock", () => {
  it("reads a promotion's start and end as Lisbon's, in winter and in summer, and refuses a day that does not exist", () => {
    expect(lisbonMoment("2026-12-01T00:00")).toBe("2026-12-01T00:00:00.000Z");
    expect(lisbonMoment("2026-07-01T00:00")).toBe("2026-06-30T23:00:00.000Z");
    expect(lisbonMoment("2026-02-30T00:00")).toBeNull();
    expect(lisbonMoment("2026-12-01 00:00")).toBeNull();
    // The hour the clocks go back happens twice: the first.
    expect(lisbonMoment("2026-10-25T01:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(lisbonLocal(new Date("2026-06-30T23:00:00.000Z"))).toBe("2026-07-01T00:00");
  });
});
