import { describe, expect, it } from "vitest";
import { generateProducts } from "../../scripts/lib/catalog-generator";
import { generatePriceHistory, ownPriced, variantPriceHistory } from "../../scripts/lib/price-history-generator";
import { generateVariants, LARGE_PACK_FACTOR } from "../../scripts/lib/variant-generator";
import { announcedPrice, referencePriceCents } from "../../shared/reference-price";

const catalogue = generateProducts(480, { withFolderImages: false });

describe("demo catalogue price history", () => {
  it("is deterministic and ends with each product's current prices, in time order", () => {
    for (const p of catalogue) {
      const h = generatePriceHistory(p);
      expect(generatePriceHistory(p)).toEqual(h);
      expect(h.at(-1)).toMatchObject({ priceCents: p.priceCents, salePriceCents: p.salePriceCents });
      expect(h[0]!.effectiveFrom).toBe(p.createdAt);
      const times = h.map((e) => Date.parse(e.effectiveFrom));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(times).size).toBe(times.length);
    }
  });

  it("products on sale: most announce their full reduction, some a smaller one, some none", () => {
    const outcomes = { full: 0, smaller: 0, none: 0 };
    for (const p of catalogue.filter((x) => x.salePriceCents !== null)) {
      const ref = referencePriceCents(generatePriceHistory(p));
      const { referenceCents } = announcedPrice({ ...p, referencePriceCents: ref });
      if (referenceCents === null) outcomes.none++;
      else if (referenceCents === p.priceCents) outcomes.full++;
      else outcomes.smaller++;
    }
    expect(outcomes.full).toBeGreaterThan(outcomes.smaller);
    expect(outcomes.smaller).toBeGreaterThan(5);
    expect(outcomes.none).toBeGreaterThan(5);
  });

  it("an own-priced variant's history ends with the variant's current prices", () => {
    const withOwn = catalogue.map((p) => ({ p, own: ownPriced(generateVariants(p)) })).filter((x) => x.own.length > 0);
    expect(withOwn.length).toBeGreaterThan(0);
    for (const { p, own } of withOwn) {
      const last = variantPriceHistory(generatePriceHistory(p), LARGE_PACK_FACTOR).at(-1)!;
      for (const v of own) expect(last).toMatchObject({ priceCents: v.priceCents, salePriceCents: v.salePriceCents });
    }
  });
});
