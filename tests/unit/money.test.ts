import { describe, expect, it } from "vitest";
import { discountPercent, effectivePriceCents, eurosToCents, formatCents } from "../../shared/money";

/** Intl puts (narrow) no-break spaces in euro amounts; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money in integer cents (DESIGN §2)", () => {
  it.each([
    [12999, "129,99 €"],
    [5, "0,05 €"],
    [0, "0,00 €"],
    [123456, "1234,56 €"],
    [1234567, "12 345,67 €"],
    [-500, "-5,00 €"],
  ])("formats %i cents as %s for Portugal", (cents, text) => {
    expect(plain(formatCents(cents))).toBe(text);
  });

  it("converts euro to whole cents, rounding away float noise", () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(200)).toBe(20000);
  });

  it("the price paid is the sale price when there is one", () => {
    expect(effectivePriceCents({ priceCents: 8999, salePriceCents: 6999 })).toBe(6999);
    expect(effectivePriceCents({ priceCents: 8999, salePriceCents: null })).toBe(8999);
    expect(effectivePriceCents({ priceCents: 8999, salePriceCents: 0 })).toBe(0);
  });

  it("rounds the discount percent as SPEC §9 says", () => {
    expect(discountPercent(8999, 6999)).toBe(22);
    expect(discountPercent(1000, 995)).toBe(1);
    expect(discountPercent(1000, 996)).toBe(0);
    expect(discountPercent(2499, 1999)).toBe(20);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
