import { describe, expect, it } from "vitest";
import { priceWithPromotion } from "../../shared/promotions";
import { linesAtDestination, priceWithoutVat } from "../../shared/vat-free-prices";

/**
 * Issue 44 item 3, docs/decisions/0054: outside the EU's VAT territory each unit is charged its price without Portugal's
 * VAT, rounded half up to the cent; the browser and the server use this one function.
 */
describe("priceWithoutVat", () => {
  it("is price × 10000 / (10000 + rate) rounded half up, for every price up to 1000 € at the three Portuguese rates", () => {
    const wrong: string[] = [];
    for (const rate of [600, 1300, 2300]) {
      const d = 10000 + rate;
      for (let gross = 0; gross <= 100_000; gross++) {
        const net = priceWithoutVat(gross, rate);
        // Exact in integers: net − ½ ≤ gross·10000/d < net + ½.
        if (!(2 * d * net - d <= 2 * gross * 10000 && 2 * gross * 10000 < 2 * d * net + d)) wrong.push(`${gross}@${rate}→${net}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("examples", () => {
    expect(priceWithoutVat(12999, 2300)).toBe(10568);
    expect(priceWithoutVat(899, 600)).toBe(848);
    expect(priceWithoutVat(1999, 1300)).toBe(1769);
    // Exactly half a cent goes up.
    expect(priceWithoutVat(53, 600)).toBe(50);
    expect(priceWithoutVat(0, 2300)).toBe(0);
  });
});

describe("linesAtDestination", () => {
  const lines = [
    { id: 1, priceCents: 12999, quantity: 1 },
    { id: 4, priceCents: 899, quantity: 3 },
  ];

  it("inside the VAT area (no rates): the lines as they are", () => {
    expect(linesAtDestination(lines, null)).toEqual({ lines, withoutVat: false });
  });

  it("outside: every unit without VAT, and the order's money computed on those units", () => {
    const at = linesAtDestination(lines, { 1: 2300, 4: 600 });
    expect(at.withoutVat).toBe(true);
    expect(at.lines.map((l) => l.priceCents)).toEqual([10568, 848]);
    expect(
      priceWithPromotion(
        at.lines.map((l) => ({ unitPriceCents: l.priceCents, regularPriceCents: l.priceCents, quantity: l.quantity, covered: true })),
        1999,
        { kind: "percent", percent: 10, amountCents: null, saleItems: "stacked" },
      ),
    ).toMatchObject({ subtotalCents: 13112, discountCents: 1311, shippingCents: 1999, totalCents: 13800 });
  });

  it("a line the quote did not price leaves the cart as it is (the next quote prices it)", () => {
    expect(linesAtDestination(lines, { 1: 2300 })).toEqual({ lines, withoutVat: false });
  });
});
