import { describe, expect, it } from "vitest";
import { generateProducts, type ProductSeed } from "../../scripts/lib/catalog-generator";
import { generateVariants, sizeCode, VARIANT_COLORS, variantImages, withColorWording } from "../../scripts/lib/variant-generator";
import { VARIANTS } from "../../scripts/seed-vocabulary";
import { CLOTHING_SIZES, NAPPY_SIZES, SHOE_SIZES } from "../../shared/variants";

const catalogue = generateProducts(480, { withFolderImages: false });
const withVariants = catalogue.map((p) => ({ p, variants: generateVariants(p) }));
const byItem = (re: RegExp) => withVariants.filter(({ p }) => re.test(p.item));
const clothing = withVariants.filter(({ p }) => p.vocabularyKey === "roupas-bebe" || p.vocabularyKey === "bodies-macacoes");

/** True when the values are a contiguous slice of the ordered list, in its order. */
function isContiguousRun(values: string[], list: readonly string[]): boolean {
  const start = list.indexOf(values[0]!);
  return start !== -1 && values.every((v, i) => list[start + i] === v);
}

describe("demo catalogue variants", () => {
  it("are deterministic: the same catalogue gives the same variants", () => {
    const again = generateProducts(480, { withFolderImages: false }).map((p) => generateVariants(p));
    expect(again).toEqual(withVariants.map((x) => x.variants));
  });

  it("give clothing a contiguous run of 4–7 baby sizes in 1–3 colours, by size then colour", () => {
    expect(clothing.length).toBeGreaterThan(10);
    for (const { p, variants } of clothing) {
      const sizes = [...new Set(variants.map((v) => v.size!))];
      const colors = [...new Set(variants.map((v) => v.color!))];
      expect(sizes.length, p.name).toBeGreaterThanOrEqual(4);
      expect(sizes.length, p.name).toBeLessThanOrEqual(7);
      expect(colors.length, p.name).toBeGreaterThanOrEqual(1);
      expect(colors.length, p.name).toBeLessThanOrEqual(3);
      expect(isContiguousRun(sizes, CLOTHING_SIZES), p.name).toBe(true);
      expect(variants.length).toBe(sizes.length * colors.length);
      expect(variants.map((v) => v.position)).toEqual(variants.map((_, i) => i));
      expect(variants.map((v) => v.size)).toEqual(sizes.flatMap((s) => colors.map(() => s)));
      expect(variants[0]!.sku).toBe(`${p.sku}-${sizeCode(sizes[0]!)}-${VARIANT_COLORS[colors[0]!]!.code}`);
    }
  });

  it("give the first colour the product's own main picture and every other colour one picture in the folder of its first variant", () => {
    for (const { p, variants } of clothing) {
      const colors = [...new Set(variants.map((v) => v.color))];
      for (const v of variants) {
        const first = variants.find((w) => w.color === v.color)!;
        expect(v.imageKey).toBe(v.color === colors[0] ? p.imageKey : `${first.sku}/principal.svg`);
      }
      expect(variantImages(p, variants).map((i) => i.key)).toHaveLength(colors.length - 1);
    }
  });

  it("name and describe a product sold in several colours without one, and draw its own pictures in its first colour", () => {
    const several = clothing.filter(({ variants }) => new Set(variants.map((v) => v.color)).size > 1);
    expect(several.length).toBeGreaterThan(10);
    for (const { p, variants } of several) {
      const worded = withColorWording(p, variants);
      const [first, ...rest] = worded.description.split("\n");
      expect(first).toBe(`${p.item} da marca ${p.brand}.`);
      expect(rest).toEqual(p.description.split("\n").slice(1));
      expect(worded.name.endsWith(` ${p.color}`), worded.name).toBe(false);
      expect(worded.hue).toBe(VARIANT_COLORS[variants[0]!.color!]!.hue);
    }
    const one = clothing.find(({ variants }) => new Set(variants.map((v) => v.color)).size === 1)!;
    expect(withColorWording(one.p, one.variants).description).toBe(one.p.description);
    expect(one.p.description).toContain(`na cor ${one.variants[0]!.color!.toLowerCase()}.`);
    const plain = withVariants.find(({ variants }) => variants.length === 0)!;
    expect(withColorWording(plain.p, plain.variants)).toBe(plain.p);
  });

  it("have ASCII uppercase skus, unique across the whole catalogue and never a product's own sku", () => {
    const skus = withVariants.flatMap(({ variants }) => variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    const productSkus = new Set(catalogue.map((p) => p.sku));
    for (const sku of skus) {
      expect(sku).toMatch(/^[A-Z0-9-]+$/);
      expect(productSkus.has(sku)).toBe(false);
    }
  });

  it("name every description colour with a sku code", () => {
    for (const color of VARIANTS) expect(VARIANT_COLORS[color], color).toBeDefined();
  });

  it("give shoes 4–7 contiguous shoe numbers and no pictures of their own", () => {
    const shoes = byItem(/Sapatinho|Botinhas|Pantufas/);
    expect(shoes.length).toBeGreaterThan(0);
    for (const { p, variants } of shoes) {
      const sizes = variants.map((v) => v.size!);
      expect(sizes.length, p.name).toBeGreaterThanOrEqual(4);
      expect(sizes.length, p.name).toBeLessThanOrEqual(7);
      expect(isContiguousRun(sizes, SHOE_SIZES), p.name).toBe(true);
      expect(variants.every((v) => v.imageKey === null && v.priceCents === null)).toBe(true);
    }
  });

  it("sell nappies in 3–6 sizes and two packs: the smaller at the product's price, the larger dearer", () => {
    const nappies = byItem(/^Fraldas(-Cueca| Descartáveis)/);
    expect(nappies.length).toBeGreaterThan(0);
    for (const { p, variants } of nappies) {
      const sizes = [...new Set(variants.map((v) => v.size!))];
      expect(sizes.length).toBeGreaterThanOrEqual(3);
      expect(sizes.length).toBeLessThanOrEqual(6);
      expect(isContiguousRun(sizes, NAPPY_SIZES)).toBe(true);
      const packs = [...new Set(variants.map((v) => v.packCount!))].sort((a, b) => a - b);
      expect(packs).toHaveLength(2);
      for (const v of variants) {
        if (v.packCount === packs[0]) expect([v.priceCents, v.salePriceCents]).toEqual([null, null]);
        else {
          expect(v.priceCents!).toBeGreaterThan(p.priceCents);
          expect(v.priceCents! % 10).toBe(9);
          expect(v.salePriceCents === null).toBe(p.salePriceCents === null);
        }
      }
    }
  });

  it("scale the larger nappy pack's sale price when the product is on sale", () => {
    const [nappy] = byItem(/^Fraldas Descartáveis/).map(({ p }) => p);
    const onSale: ProductSeed = { ...nappy!, priceCents: 1999, salePriceCents: 1499 };
    const large = generateVariants(onSale).filter((v) => v.priceCents !== null);
    expect(large.length).toBeGreaterThan(0);
    for (const v of large) expect(v).toMatchObject({ priceCents: 3599, salePriceCents: 2699 });
  });

  it("keep every other product on its single default variant", () => {
    const single = withVariants.filter(({ p }) => ["carrinhos-bebe", "brinquedos-bebe", "meias-acessorios", "higiene-bebe"].includes(p.vocabularyKey));
    const plain = single.filter(({ p }) => !/Sapatinho|Botinhas|Pantufas|^Fraldas/.test(p.item));
    expect(plain.length).toBeGreaterThan(20);
    for (const { p, variants } of plain) expect(variants, p.name).toEqual([]);
  });

  it("sell out some variants but never all of a product in stock, and all of one that is not", () => {
    const all = withVariants.filter(({ variants }) => variants.length > 0).flatMap(({ variants }) => variants);
    const soldOut = all.filter((v) => v.stockQuantity === 0).length / all.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.3);
    for (const { p, variants } of withVariants.filter(({ variants }) => variants.length > 0)) {
      if (p.stockQuantity > 0)
        expect(
          variants.some((v) => v.stockQuantity > 0),
          p.name,
        ).toBe(true);
      else
        expect(
          variants.every((v) => v.stockQuantity === 0),
          p.name,
        ).toBe(true);
    }
  });

  it("never sell out every variant of an in-stock product, over a much larger catalogue", () => {
    for (const p of generateProducts(5000, { withFolderImages: false })) {
      const variants = generateVariants(p);
      if (variants.length > 0 && p.stockQuantity > 0)
        expect(
          variants.some((v) => v.stockQuantity > 0),
          p.name,
        ).toBe(true);
    }
  });
});
