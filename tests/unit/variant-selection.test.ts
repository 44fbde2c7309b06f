import { describe, expect, it } from "vitest";
import { type ProductVariant, variantOptions, variantSearch } from "../../shared/variants";
import {
  choiceFromParams,
  choiceWith,
  chosenVariant,
  firstMissing,
  isAvailable,
  kindsOf,
  optionStock,
  paramsWithChoice,
  shownImages,
} from "../../web/features/product/variant-selection";

let id = 0;
const v = (size: string | null, color: string | null, stock: number, packCount: number | null = null): ProductVariant => ({
  id: ++id,
  sku: `V-${id}`,
  size,
  color,
  packCount,
  priceCents: 1299,
  salePriceCents: null,
  referencePriceCents: null,
  stockQuantity: stock,
  position: id,
  images: [],
});
const body = [v("0-3 meses", "Branco", 4), v("0-3 meses", "Rosa", 0), v("RN", "Branco", 2), v("3-6 meses", "Rosa", 5)];
const options = variantOptions(body);

describe("the choice in the URL", () => {
  it("keeps only values the product has; a group with one value is chosen already", () => {
    expect(kindsOf(options)).toEqual(["size", "color"]);
    expect(choiceFromParams(new URLSearchParams("tamanho=0-3+meses&cor=Verde"), options, "pt")).toEqual({ size: "0-3 meses" });
    const shoes = variantOptions([v("18", "Azul", 1), v("19", "Azul", 1)]);
    expect(choiceFromParams(new URLSearchParams(""), shoes, "pt")).toEqual({ color: "Azul" });
    const packs = variantOptions([v("T1", null, 1, 24), v("T1", null, 1, 48)]);
    expect(choiceFromParams(new URLSearchParams("embalagem=48"), packs, "pt")).toEqual({ size: "T1", packCount: 48 });
  });

  it("writes the choice back, keeping other parameters and dropping unchosen groups", () => {
    const next = paramsWithChoice(new URLSearchParams("x=1&cor=Rosa"), { size: "RN" }, "pt");
    expect(next.toString()).toBe("x=1&tamanho=RN");
  });

  it("reads and writes the Spanish page's choice under Spanish names (issue 44), not the Portuguese ones", () => {
    expect(choiceFromParams(new URLSearchParams("talla=0-3+meses&color=Rosa"), options, "es")).toEqual({ size: "0-3 meses", color: "Rosa" });
    expect(choiceFromParams(new URLSearchParams("tamanho=0-3+meses&cor=Rosa"), options, "es")).toEqual({});
    const packs = variantOptions([v("T1", null, 1, 24), v("T1", null, 1, 48)]);
    expect(choiceFromParams(new URLSearchParams("pack=48"), packs, "es")).toEqual({ size: "T1", packCount: 48 });
    expect(paramsWithChoice(new URLSearchParams("x=1&color=Rosa"), { size: "RN" }, "es").toString()).toBe("x=1&talla=RN");
    expect(variantSearch({ size: "T2", color: "Gris", packCount: 48 }, "es")).toBe("?talla=T2&color=Gris&pack=48");
  });
});

describe("links to a variant", () => {
  it("opens the product page with the variant's values chosen", () => {
    expect(variantSearch({ size: "0-3 meses", color: "Verde Menta", packCount: null }, "pt")).toBe("?tamanho=0-3+meses&cor=Verde+Menta");
    expect(variantSearch({ size: "T2", color: null, packCount: 48 }, "pt")).toBe("?tamanho=T2&embalagem=48");
    expect(variantSearch({ size: null, color: null, packCount: null }, "pt")).toBe("");
    const back = choiceFromParams(new URLSearchParams(variantSearch({ size: "RN", color: "Branco", packCount: null }, "pt")), options, "pt");
    expect(back).toEqual({ size: "RN", color: "Branco" });
  });
});

describe("choosing", () => {
  it("a complete choice names its variant; an incomplete one names the first group to choose", () => {
    expect(firstMissing(options, { color: "Branco" })).toBe("size");
    expect(chosenVariant(body, options, { color: "Branco" })).toBeUndefined();
    expect(chosenVariant(body, options, { size: "RN", color: "Branco" })?.sku).toBe(body[2]!.sku);
    expect(chosenVariant(body, options, { size: "RN", color: "Rosa" })).toBeUndefined();
  });

  it("a value is available only with stock together with the other chosen values", () => {
    expect(isAvailable(body, {}, "size", "0-3 meses")).toBe(true);
    expect(isAvailable(body, { color: "Rosa" }, "size", "0-3 meses")).toBe(false); // that size is sold out in pink
    expect(isAvailable(body, { color: "Rosa" }, "size", "RN")).toBe(false); // no pink newborn at all
    expect(isAvailable(body, { size: "0-3 meses" }, "color", "Rosa")).toBe(false);
    expect(isAvailable(body, { size: "0-3 meses" }, "color", "Branco")).toBe(true);
    // Its own group's current value does not restrict it.
    expect(isAvailable(body, { size: "RN" }, "size", "3-6 meses")).toBe(true);
  });

  it("a value without stock is sold out (still chosen: the page offers 'Avise-me'), one not made with the others is other (issue 44)", () => {
    expect(optionStock(body, { color: "Rosa" }, "size", "0-3 meses")).toBe("soldOut");
    expect(optionStock(body, { size: "0-3 meses" }, "color", "Rosa")).toBe("soldOut");
    expect(optionStock(body, { color: "Rosa" }, "size", "3-6 meses")).toBe("inStock");
    expect(optionStock(body, { color: "Rosa" }, "size", "RN")).toBe("other"); // no pink newborn at all
    expect(optionStock(body, {}, "size", "0-3 meses")).toBe("inStock");
  });

  it("choosing keeps the other values while a variant has them all, else lets go of those it is not made with", () => {
    // A sold-out combination is a choice like any other: its variant is chosen (and shown sold out).
    const soldOut = choiceWith(body, { color: "Rosa" }, "size", "0-3 meses");
    expect(soldOut).toEqual({ color: "Rosa", size: "0-3 meses" });
    expect(chosenVariant(body, options, soldOut)?.stockQuantity).toBe(0);
    // No pink newborn: RN keeps the size and lets go of the colour.
    expect(choiceWith(body, { color: "Rosa", size: "3-6 meses" }, "size", "RN")).toEqual({ size: "RN" });
    const three = [v("T1", "Azul", 1, 24), v("T2", "Azul", 1, 48), v("T2", "Rosa", 1, 24)];
    expect(choiceWith(three, { color: "Azul", packCount: 48 }, "size", "T1")).toEqual({ size: "T1", color: "Azul" });
  });
});

describe("the pictures shown", () => {
  const withImages = (variant: ProductVariant, images: string[]) => ({ ...variant, images });
  const product = ["P/principal.svg", "P/extra-1.svg"];
  const [white03, pink03, whiteRn, pink36] = [
    withImages(body[0]!, ["P/principal.svg"]),
    withImages(body[1]!, ["P-03M-RS/principal.svg"]),
    withImages(body[2]!, ["P/principal.svg"]),
    withImages(body[3]!, ["P-03M-RS/principal.svg"]),
  ];
  const variants = [white03, pink03, whiteRn, pink36];

  it("follow the chosen colour before a size is chosen, the colour's picture first", () => {
    expect(shownImages(product, variants, {}, undefined)).toEqual(product);
    expect(shownImages(product, variants, { color: "Rosa" }, undefined)).toEqual(["P-03M-RS/principal.svg", ...product]);
    expect(shownImages(product, variants, { color: "Branco" }, undefined)).toEqual(product);
  });

  it("follow the chosen variant, and are the product's when it has none of its own", () => {
    expect(shownImages(product, variants, { size: "3-6 meses", color: "Rosa" }, pink36)).toEqual(["P-03M-RS/principal.svg", ...product]);
    const plain = body.map((b) => withImages(b, []));
    expect(shownImages(product, plain, { size: "RN", color: "Branco" }, plain[2])).toEqual(product);
    expect(shownImages(product, plain, { color: "Rosa" }, undefined)).toEqual(product);
  });
});
