import { CATEGORY_DEFS } from "../../shared/categories";
import { BRANDS, DESCRIPTION_LINES, VARIANTS, VOCABULARY } from "../seed-vocabulary";
import { COLORS_ES, DESCRIPTION_LINES_ES, describeItemEs, ITEMS_ES } from "../seed-vocabulary-es";

/** Deterministic demo catalogue: same input, same rows, so a fresh clone always shows the same shop. */

export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  position: number;
}
export interface SubcategorySeed {
  id: number;
  categoryId: number;
  name: string;
  slug: string;
}
export interface ProductSeed {
  id: number;
  name: string;
  description: string;
  /** The same in Spanish (issue 31): the demo catalogue is sold in both languages. */
  nameEs: string;
  descriptionEs: string;
  priceCents: number;
  salePriceCents: number | null;
  sku: string;
  stockQuantity: number;
  soldQuantity: number;
  active: boolean;
  categoryId: number;
  subcategoryId: number | null;
  createdAt: string;
  hue: number;
  /** the bucket the product was drawn from: a subcategory slug, or the slug of a category without subcategories */
  vocabularyKey: string;
  /** the base item name (without brand or colour) and the colour its description names */
  item: string;
  color: string;
  /** one of BRANDS: it names the manufacturer (safety-generator.ts) */
  brand: string;
  /** keys: main image, extra images, then extra files only in the R2 folder */
  imageKey: string;
  extraImages: string[];
  folderImages: string[];
}

/** A small seeded PRNG (mulberry32): numbers in [0, 1). */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateCategories() {
  const categories: CategorySeed[] = [];
  const subcategories: SubcategorySeed[] = [];
  CATEGORY_DEFS.forEach((c, i) => {
    categories.push({ id: i + 1, name: c.name, slug: c.slug, position: i });
    for (const s of c.subcategories) subcategories.push({ id: subcategories.length + 1, categoryId: i + 1, name: s.name, slug: s.slug });
  });
  return { categories, subcategories };
}

/** The first line of a demo description: the item, its brand and, when it is sold in one colour only, that colour. */
export const describeItem = (item: string, brand: string, color: string | null) =>
  color === null ? `${item} da marca ${brand}.` : `${item} da marca ${brand}, na cor ${color.toLowerCase()}.`;

/** The Spanish of a Portuguese word of the vocabulary (seed-vocabulary-es.ts); a word without one is a mistake. */
export function spanish(table: Readonly<Record<string, string>>, pt: string): string {
  const es = table[pt];
  if (es === undefined) throw new Error(`no Spanish for "${pt}" in seed-vocabulary-es.ts`);
  return es;
}

/** `total` products spread evenly over every subcategory (and roupas-bebe, which has none). */
export function generateProducts(total: number, opts: { withFolderImages: boolean }): ProductSeed[] {
  const { categories, subcategories } = generateCategories();
  const buckets: { categoryId: number; subcategoryId: number | null; vocabularyKey: string }[] = [
    ...subcategories.map((s) => ({ categoryId: s.categoryId, subcategoryId: s.id, vocabularyKey: s.slug })),
    ...categories
      .filter((c) => !subcategories.some((s) => s.categoryId === c.id))
      .map((c) => ({ categoryId: c.id, subcategoryId: null, vocabularyKey: c.slug })),
  ];
  const random = rng(20261121);
  const epoch = Date.UTC(2026, 10, 1);
  const products: ProductSeed[] = [];
  for (let id = 1; id <= total; id++) {
    const bucket = buckets[(id - 1) % buckets.length]!;
    const round = Math.floor((id - 1) / buckets.length);
    const vocab = VOCABULARY[bucket.vocabularyKey]!;
    const item = vocab.items[round % vocab.items.length]!;
    const variant = VARIANTS[(round + id) % VARIANTS.length]!;
    const brand = BRANDS[(id * 7 + round) % BRANDS.length]!;
    const name = round < vocab.items.length ? `${item} ${brand}` : `${item} ${brand} ${variant}`;
    const itemEs = spanish(ITEMS_ES, item);
    const variantEs = spanish(COLORS_ES, variant);
    const nameEs = round < vocab.items.length ? `${itemEs} ${brand}` : `${itemEs} ${brand} ${variantEs}`;
    const [lo, hi] = vocab.price;
    const priceCents = Math.round(((lo + random() * (hi - lo)) * 100) / 10) * 10 - 1;
    const onSale = random() < 0.2;
    const salePriceCents = onSale ? Math.round((priceCents * (0.6 + random() * 0.3)) / 10) * 10 - 1 : null;
    const stockQuantity = random() < 0.06 ? 0 : 1 + Math.floor(random() * 60);
    const active = !(random() < 0.02);
    const sku = `MB-${String(id).padStart(6, "0")}`;
    const extraCount = Math.floor(random() * 3);
    const folderCount = !opts.withFolderImages ? 0 : id % 97 === 5 ? 10 : random() < 0.25 ? 1 + Math.floor(random() * 2) : 0;
    const lines = [
      describeItem(item, brand, variant),
      DESCRIPTION_LINES[id % DESCRIPTION_LINES.length]!,
      DESCRIPTION_LINES[(id + 3) % DESCRIPTION_LINES.length]!,
    ];
    const linesEs = [
      describeItemEs(itemEs, brand, variantEs),
      DESCRIPTION_LINES_ES[id % DESCRIPTION_LINES_ES.length]!,
      DESCRIPTION_LINES_ES[(id + 3) % DESCRIPTION_LINES_ES.length]!,
    ];
    products.push({
      id,
      name,
      description: lines.join("\n"),
      nameEs,
      descriptionEs: linesEs.join("\n"),
      priceCents,
      salePriceCents: salePriceCents !== null && salePriceCents < priceCents ? salePriceCents : null,
      sku,
      stockQuantity,
      soldQuantity: Math.floor(random() * 500),
      active,
      categoryId: bucket.categoryId,
      subcategoryId: bucket.subcategoryId,
      createdAt: new Date(epoch - Math.floor(random() * 365 * 86400_000)).toISOString(),
      hue: vocab.hue,
      vocabularyKey: bucket.vocabularyKey,
      item,
      color: variant,
      brand,
      imageKey: `${sku}/principal.svg`,
      extraImages: Array.from({ length: extraCount }, (_, i) => `${sku}/extra-${i + 1}.svg`),
      folderImages: Array.from({ length: folderCount }, (_, i) => `${sku}/foto-${String(i + 1).padStart(2, "0")}.png`),
    });
  }
  return products;
}
