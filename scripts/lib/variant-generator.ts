import { CATEGORY_DEFS } from "../../shared/categories";
import { CLOTHING_SIZES, NAPPY_SIZES, SHOE_SIZES } from "../../shared/variants";
import { COLORS_ES, describeItemEs, ITEMS_ES } from "../seed-vocabulary-es";
import { describeItem, type ProductSeed, rng, spanish } from "./catalog-generator";

/**
 * Variants of the demo catalogue (issue 11): clothing in baby sizes and colours, shoes in numbers, nappies in
 * sizes and pack counts; every other product keeps the single default variant the database gives it.
 * Pure and deterministic: the same product always gets the same variants, whatever else is generated.
 */

export interface VariantSeed {
  sku: string;
  size: string | null;
  color: string | null;
  packCount: number | null;
  /** null: the variant sells at the product's price and sale price */
  priceCents: number | null;
  salePriceCents: number | null;
  imageKey: string | null;
  stockQuantity: number;
  position: number;
}

/** The colours clothing comes in: the words the product descriptions use, an ASCII code for skus, a hue for the picture. */
export const VARIANT_COLORS: Record<string, { code: string; hue: number }> = {
  Azul: { code: "AZ", hue: 210 },
  Rosa: { code: "RS", hue: 340 },
  Cinza: { code: "CZ", hue: 220 },
  Bege: { code: "BG", hue: 35 },
  "Verde Menta": { code: "VM", hue: 155 },
  Branco: { code: "BR", hue: 55 },
  Amarelo: { code: "AM", hue: 48 },
  Coral: { code: "CR", hue: 12 },
  Lilás: { code: "LI", hue: 275 },
  Natural: { code: "NT", hue: 40 },
};

/** Nappy pack counts: the smaller pack sells at the product's price, the larger one at its own. */
const NAPPY_PACKS = [
  [24, 48],
  [30, 60],
] as const;
export const LARGE_PACK_FACTOR = 1.8;
const SOLD_OUT_SHARE = 0.15;

const SHOE_ITEM = /\b(Sapatinho|Sapatos|Pantufas|Botinhas)/;
const NAPPY_ITEM = /^Fraldas(-Cueca| Descartáveis)/;
/** Clothing: Roupas de Bebé and the subcategories of Roupinhas, except socks and accessories (Meias e Acessórios). */
const CLOTHING_KEYS = new Set([
  "roupas-bebe",
  ...(CATEGORY_DEFS.find((c) => c.slug === "roupinhas-moda-infantil")?.subcategories ?? []).map((s) => s.slug).filter((s) => s !== "meias-acessorios"),
]);

type Random = () => number;

/** ASCII sku code of a size: "RN", "0-3 meses" → "03M", "12-18 meses" → "1218M", "19", "T3". */
export function sizeCode(size: string): string {
  return size.replace(/^(\d+)-(\d+) meses$/, "$1$2M");
}

/** A contiguous run of min..max entries of an ordered list. */
function contiguousRun<T>(list: readonly T[], min: number, max: number, random: Random): T[] {
  const length = Math.min(list.length, min + Math.floor(random() * (max - min + 1)));
  const start = Math.floor(random() * (list.length - length + 1));
  return list.slice(start, start + length);
}

/** 1–3 distinct colours, the one the product's description names first. */
function pickColors(first: string, random: Random): string[] {
  const colors = [VARIANT_COLORS[first] ? first : "Branco"];
  const count = 1 + Math.floor(random() * 3);
  const rest = Object.keys(VARIANT_COLORS).filter((c) => c !== colors[0]);
  while (colors.length < count) colors.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  return colors;
}

/** Prices of the demo shop end in 9 cents. */
export const endIn9 = (cents: number) => Math.round(cents / 10) * 10 - 1;

const blank = { size: null, color: null, packCount: null, priceCents: null, salePriceCents: null, imageKey: null, stockQuantity: 0 };

function clothing(p: ProductSeed, random: Random): VariantSeed[] {
  const sizes = contiguousRun(CLOTHING_SIZES, 4, 7, random);
  const colors = pickColors(p.color, random);
  const skuOf = (size: string, color: string) => `${p.sku}-${sizeCode(size)}-${VARIANT_COLORS[color]!.code}`;
  return sizes.flatMap((size, s) =>
    colors.map((color, c) => ({
      ...blank,
      sku: skuOf(size, color),
      size,
      color,
      // One picture per colour: the first colour is the product's own main picture (the page's first image, unchanged
      // until another colour is chosen); every other colour has one in the folder of its first variant.
      imageKey: c === 0 ? p.imageKey : `${skuOf(sizes[0]!, color)}/principal.svg`,
      position: s * colors.length + c,
    })),
  );
}

function shoes(p: ProductSeed, random: Random): VariantSeed[] {
  return contiguousRun(SHOE_SIZES, 4, 7, random).map((size, position) => ({ ...blank, sku: `${p.sku}-${size}`, size, position }));
}

function nappies(p: ProductSeed, random: Random): VariantSeed[] {
  const sizes = contiguousRun(NAPPY_SIZES, 3, 6, random);
  const [small, large] = NAPPY_PACKS[Math.floor(random() * NAPPY_PACKS.length)]!;
  const largePrice = endIn9(p.priceCents * LARGE_PACK_FACTOR);
  const largeSale = p.salePriceCents === null ? null : endIn9(p.salePriceCents * LARGE_PACK_FACTOR);
  return sizes.flatMap((size, s) => [
    { ...blank, sku: `${p.sku}-${size}-${small}`, size, packCount: small, position: s * 2 },
    { ...blank, sku: `${p.sku}-${size}-${large}`, size, packCount: large, priceCents: largePrice, salePriceCents: largeSale, position: s * 2 + 1 },
  ]);
}

/** Stock per variant: about one in seven sold out, but never all of them unless the product itself has none. */
function assignStock(variants: VariantSeed[], productStock: number, random: Random): void {
  if (productStock === 0 || variants.length === 0) return;
  for (const v of variants) v.stockQuantity = random() < SOLD_OUT_SHARE ? 0 : 1 + Math.floor(random() * 15);
  if (variants.every((v) => v.stockQuantity === 0)) variants[Math.floor(random() * variants.length)]!.stockQuantity = 1 + Math.floor(random() * 15);
}

/** The product's variants by position; [] for a product that keeps its single default variant. */
export function generateVariants(p: ProductSeed): VariantSeed[] {
  const random = rng(20261122 + p.id * 7919);
  const variants = SHOE_ITEM.test(p.item)
    ? shoes(p, random)
    : NAPPY_ITEM.test(p.item)
      ? nappies(p, random)
      : CLOTHING_KEYS.has(p.vocabularyKey)
        ? clothing(p, random)
        : [];
  assignStock(variants, p.stockQuantity, random);
  return variants;
}

const colorsOf = (variants: VariantSeed[]) => [...new Set(variants.flatMap((v) => (v.color === null ? [] : [v.color])))];
const withoutColor = (name: string, color: string) => (name.endsWith(` ${color}`) ? name.slice(0, -(color.length + 1)) : name);
const baseName = (p: ProductSeed) => withoutColor(p.name, p.color);

/**
 * The product as the demo shop sells it with these variants. Sold in several colours, its name and description name none
 * (the product page shows the colour chosen); sold in colours at all, its own pictures are drawn in its first colour, the
 * one its first variants show.
 */
export function withColorWording(p: ProductSeed, variants: VariantSeed[]): ProductSeed {
  const colors = colorsOf(variants);
  if (colors.length === 0) return p;
  const hue = VARIANT_COLORS[colors[0]!]?.hue ?? p.hue;
  if (colors.length === 1) return { ...p, hue };
  const [, ...rest] = p.description.split("\n");
  const [, ...restEs] = p.descriptionEs.split("\n");
  return {
    ...p,
    hue,
    name: baseName(p),
    description: [describeItem(p.item, p.brand, null), ...rest].join("\n"),
    nameEs: withoutColor(p.nameEs, spanish(COLORS_ES, p.color)),
    descriptionEs: [describeItemEs(spanish(ITEMS_ES, p.item), p.brand, null), ...restEs].join("\n"),
  };
}

/** The pictures the variants have of their own (one per colour but the first): R2 key, the name printed on it and its hue. */
export function variantImages(p: ProductSeed, variants: VariantSeed[]): { key: string; name: string; hue: number }[] {
  const base = baseName(p);
  const images = new Map<string, { key: string; name: string; hue: number }>();
  for (const v of variants) {
    if (v.imageKey === null || v.imageKey === p.imageKey || v.color === null || images.has(v.imageKey)) continue;
    images.set(v.imageKey, { key: v.imageKey, name: `${base} ${v.color}`, hue: VARIANT_COLORS[v.color]?.hue ?? p.hue });
  }
  return [...images.values()];
}
