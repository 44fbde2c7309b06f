import { describe, expect, it } from "vitest";
import { readPrice, readPriceRange, readSort, UI_LISTING_SORTS } from "../../shared/listing-url";
import { priceLabel } from "../../web/features/catalog/components/price-label";
import { withParams } from "../../web/lib/url-params";

const range = (query: string) => readPriceRange(new URLSearchParams(query));

describe("listing filters read from the URL", () => {
  it("a price is a whole number of euro within the slider; anything else is ignored", () => {
    expect(readPrice("50")).toBe(50);
    expect(readPrice("49.6")).toBe(50);
    expect(readPrice("0")).toBe(0);
    expect(readPrice("999")).toBe(200);
    for (const bad of [null, "", "  ", "abc", "-1", "NaN", "Infinity"]) expect(readPrice(bad), String(bad)).toBeUndefined();
  });

  it("0 is no lower limit and the slider's top is no upper limit", () => {
    expect(range("min=20&max=60")).toEqual({ min: 20, max: 60 });
    expect(range("min=0&max=200")).toEqual({ min: undefined, max: undefined });
    expect(range("min=150&max=500")).toEqual({ min: 150, max: undefined });
    expect(range("max=50")).toEqual({ min: undefined, max: 50 });
    expect(range("min=x&max=")).toEqual({ min: undefined, max: undefined });
  });

  it("an unknown sort falls back; the UI offers every listing sort except 'newest'", () => {
    expect(readSort("price-low", UI_LISTING_SORTS, "featured")).toBe("price-low");
    expect(readSort("newest", UI_LISTING_SORTS, "featured")).toBe("featured");
    expect(readSort("drop table", UI_LISTING_SORTS, "featured")).toBe("featured");
    expect(readSort(null, UI_LISTING_SORTS, "featured")).toBe("featured");
    expect(UI_LISTING_SORTS).toEqual(["featured", "price-low", "price-high", "best-selling"]);
  });

  it("withParams sets, replaces and deletes keys without touching the original or the others", () => {
    const before = new URLSearchParams("sort=price-low&min=20&sub=berco-portatil");
    const after = withParams(before, { min: 30, max: undefined, sub: "", page: "2" });
    expect(after.toString()).toBe("sort=price-low&min=30&page=2");
    expect(before.toString()).toBe("sort=price-low&min=20&sub=berco-portatil");
  });
});

describe("price label", () => {
  it.each([
    [undefined, undefined, "Qualquer preço"],
    [0, 200, "Qualquer preço"],
    [150, undefined, "A partir de 150 €"],
    [150, 200, "A partir de 150 €"],
    [undefined, 50, "Até 50 €"],
    [0, 50, "Até 50 €"],
    [20, 60, "20 € - 60 €"],
  ])("%s–%s reads %s", (min, max, label) => {
    expect(priceLabel(min, max)).toBe(label);
  });
});
