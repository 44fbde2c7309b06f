import { describe, expect, it } from "vitest";
import { announcedPrice, type PriceHistoryEntry, referencePriceCents } from "../../shared/reference-price";

/** An entry `daysAgo` days before a fixed day (the rule depends only on the history, not on the clock). */
const DAY0 = Date.UTC(2026, 10, 25, 12);
const at = (daysAgo: number, priceCents: number, salePriceCents: number | null = null): PriceHistoryEntry => ({
  priceCents,
  salePriceCents,
  effectiveFrom: new Date(DAY0 - daysAgo * 86_400_000).toISOString(),
});

describe("referencePriceCents: the lowest price of the 30 days before the reduction started", () => {
  it("no history, or no sale price now: no reference", () => {
    expect(referencePriceCents([])).toBeNull();
    expect(referencePriceCents([at(60, 1999)])).toBeNull();
    expect(referencePriceCents([at(60, 1999, 1499), at(10, 1999)])).toBeNull();
  });

  it("a product that went on sale when it was created has no price before the reduction: no reference", () => {
    expect(referencePriceCents([at(5, 1999, 1499)])).toBeNull();
  });

  it("the regular price in effect for weeks before the sale is the reference", () => {
    expect(referencePriceCents([at(90, 1999), at(10, 1999, 1499)])).toBe(1999);
  });

  it("a sale that started today still looks at the 30 days before today", () => {
    expect(referencePriceCents([at(40, 1999), at(0, 1999, 1499)])).toBe(1999);
  });

  it("a lower price inside the window is the reference", () => {
    expect(referencePriceCents([at(90, 1999), at(25, 1799), at(15, 1999), at(5, 1999, 1499)])).toBe(1799);
    // an earlier sale inside the window counts with its sale price
    expect(referencePriceCents([at(90, 1999), at(25, 1999, 1599), at(15, 1999), at(5, 1999, 1499)])).toBe(1599);
  });

  it("the price already in effect when the window opened counts; one that ended before it does not", () => {
    // sale on day 5: the window is days 35..5; 1699 was in effect from day 50 to day 32, so also inside it
    expect(referencePriceCents([at(90, 1999), at(50, 1699), at(32, 1999), at(5, 1999, 1499)])).toBe(1699);
    // 1699 ended at day 36, before the window (days 35..5) opened
    expect(referencePriceCents([at(90, 1999), at(50, 1699), at(36, 1999), at(5, 1999, 1499)])).toBe(1999);
  });

  it("a price rise shortly before the sale does not inflate the reference", () => {
    // 1499 for months, raised to 2499 ten days before a 'sale' at 1999: the reference is 1499
    expect(referencePriceCents([at(120, 1499), at(15, 2499), at(5, 2499, 1999)])).toBe(1499);
  });

  it("the reduction starts when the current sale price was set; a change of the regular price alone does not restart it", () => {
    // sale 1499 set 40 days ago (reference 1999 from before it), regular price changed 10 days ago
    expect(referencePriceCents([at(100, 1999), at(40, 1999, 1499), at(10, 2199, 1499)])).toBe(1999);
    // a deeper sale price is a new reduction: its window holds the earlier sale price
    expect(referencePriceCents([at(100, 1999), at(40, 1999, 1499), at(10, 1999, 1299)])).toBe(1499);
  });

  it("entries in any order are taken in time order; a price in effect for no time does not count", () => {
    const h = [at(5, 1999, 1499), at(60, 1999)];
    expect(referencePriceCents(h)).toBe(1999);
    const same = new Date(DAY0 - 20 * 86_400_000).toISOString();
    expect(
      referencePriceCents([
        at(60, 1999),
        { priceCents: 999, salePriceCents: null, effectiveFrom: same },
        { priceCents: 1999, salePriceCents: null, effectiveFrom: same },
        at(5, 1999, 1499),
      ]),
    ).toBe(1999);
  });
});

describe("announcedPrice: a reduction is announced only against a higher reference", () => {
  it("announces the reference struck through and the discount computed against it", () => {
    expect(announcedPrice({ priceCents: 2499, salePriceCents: 1499, referencePriceCents: 1999 })).toEqual({
      priceCents: 1499,
      referenceCents: 1999,
      discountPercent: 25,
    });
  });

  it("a reference equal to or below the sale price, or unknown: the price alone", () => {
    const alone = { priceCents: 1499, referenceCents: null, discountPercent: null };
    expect(announcedPrice({ priceCents: 2499, salePriceCents: 1499, referencePriceCents: 1499 })).toEqual(alone);
    expect(announcedPrice({ priceCents: 2499, salePriceCents: 1499, referencePriceCents: 1299 })).toEqual(alone);
    expect(announcedPrice({ priceCents: 2499, salePriceCents: 1499, referencePriceCents: null })).toEqual(alone);
    // a reduction that rounds to 0 % is not announced
    expect(announcedPrice({ priceCents: 100000, salePriceCents: 99999, referencePriceCents: 100000 })).toEqual({ ...alone, priceCents: 99999 });
  });

  it("without a sale price: the regular price, nothing announced", () => {
    expect(announcedPrice({ priceCents: 2499, salePriceCents: null, referencePriceCents: null })).toEqual({
      priceCents: 2499,
      referenceCents: null,
      discountPercent: null,
    });
  });
});
