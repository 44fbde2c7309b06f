import { describe, expect, it } from "vitest";
import { shopCopy } from "../../shared/copy/pt/shop";
import { sizeChips } from "../../shared/variants";

const names = { shoe: shopCopy.product.shoeSize, nappy: shopCopy.product.nappySize };

describe("a listing's size chips (issue 30)", () => {
  it("say what they measure when clothing sizes stand beside shoe numbers or nappy sizes", () => {
    expect(sizeChips(["0-3 meses", "3-6 meses", "16", "17", "T1"], names)).toEqual([
      { slug: "0-3 meses", name: "0-3 meses" },
      { slug: "3-6 meses", name: "3-6 meses" },
      { slug: "16", name: "Calçado 16" },
      { slug: "17", name: "Calçado 17" },
      { slug: "T1", name: "Fralda T1" },
    ]);
  });

  it("read as they are when they are all of one kind", () => {
    expect(sizeChips(["16", "17"], names).map((c) => c.name)).toEqual(["16", "17"]);
    expect(sizeChips(["RN", "0-3 meses"], names).map((c) => c.name)).toEqual(["RN", "0-3 meses"]);
    expect(sizeChips([], names)).toEqual([]);
  });
});
