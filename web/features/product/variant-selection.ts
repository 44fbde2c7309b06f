import type { Lang } from "../../../shared/languages";
import { type ProductVariant, type VARIANT_PARAMS, type VariantOptions, variantParamsIn } from "../../../shared/variants";

/**
 * The shopper's choice on a product page with several variants (issue 11), kept in the URL
 * (`?tamanho=…&cor=…&embalagem=…`, in Spanish `?talla=…&color=…&pack=…`) so it can be shared. Pure, so the rules are unit-tested.
 */
export type OptionKind = keyof typeof VARIANT_PARAMS;
export type OptionValue = string | number;
export type Choice = Partial<Record<OptionKind, OptionValue>>;

const KINDS: OptionKind[] = ["size", "color", "packCount"];

export function valuesOf(options: VariantOptions, kind: OptionKind): OptionValue[] {
  return kind === "size" ? options.sizes : kind === "color" ? options.colors : options.packCounts;
}

/** The option groups this product has, in display order (size, colour, pack). */
export const kindsOf = (options: VariantOptions) => KINDS.filter((k) => valuesOf(options, k).length > 0);

const optionOf = (v: ProductVariant, kind: OptionKind): OptionValue | null => (kind === "size" ? v.size : kind === "color" ? v.color : v.packCount);

/** The choice a URL of a page in `lang` holds: only values the product has; a group with a single value is chosen already. */
export function choiceFromParams(params: URLSearchParams, options: VariantOptions, lang: Lang): Choice {
  const names = variantParamsIn(lang);
  const choice: Choice = {};
  for (const kind of kindsOf(options)) {
    const values = valuesOf(options, kind);
    const raw = params.get(names[kind]);
    const found = values.find((v) => String(v) === raw);
    if (found !== undefined) choice[kind] = found;
    else if (values.length === 1) choice[kind] = values[0];
  }
  return choice;
}

/** The URL's parameters with this choice, named in `lang` (other parameters kept). */
export function paramsWithChoice(params: URLSearchParams, choice: Choice, lang: Lang): URLSearchParams {
  const names = variantParamsIn(lang);
  const next = new URLSearchParams(params);
  for (const kind of KINDS) {
    const value = choice[kind];
    if (value === undefined) next.delete(names[kind]);
    else next.set(names[kind], String(value));
  }
  return next;
}

/** Whether a variant has the chosen values of every group (but `except`). */
const fits = (v: ProductVariant, choice: Choice, except?: OptionKind) =>
  KINDS.every((k) => k === except || choice[k] === undefined || optionOf(v, k) === choice[k]);

/** The variant of a complete choice; undefined while a group is unchosen. */
export function chosenVariant(variants: ProductVariant[], options: VariantOptions, choice: Choice): ProductVariant | undefined {
  if (firstMissing(options, choice)) return undefined;
  return variants.find((v) => fits(v, choice));
}

/** The first group still to choose, in display order. */
export const firstMissing = (options: VariantOptions, choice: Choice) => kindsOf(options).find((k) => choice[k] === undefined);

/** Whether some variant in stock has this value together with the other groups' chosen values. */
export function isAvailable(variants: ProductVariant[], choice: Choice, kind: OptionKind, value: OptionValue): boolean {
  return variants.some((v) => optionOf(v, kind) === value && v.stockQuantity > 0 && fits(v, choice, kind));
}

/**
 * How a value is offered beside the other groups' chosen values: "inStock"; "soldOut" when a variant has it but none
 * in stock (still chosen by a click, so the page offers 'Avise-me quando voltar', issue 44); "other" when no variant
 * has it with those values (choosing it lets go of them, choiceWith).
 */
export type OptionStock = "inStock" | "soldOut" | "other";
export function optionStock(variants: ProductVariant[], choice: Choice, kind: OptionKind, value: OptionValue): OptionStock {
  const with_ = variants.filter((v) => optionOf(v, kind) === value && fits(v, choice, kind));
  return with_.length === 0 ? "other" : with_.some((v) => v.stockQuantity > 0) ? "inStock" : "soldOut";
}

/**
 * The choice after choosing `value`: the other groups' values are kept while some variant has them all with it; else
 * only those some variant has with it alone (a size not made in the chosen colour lets go of the colour).
 */
export function choiceWith(variants: ProductVariant[], choice: Choice, kind: OptionKind, value: OptionValue): Choice {
  const next: Choice = { ...choice, [kind]: value };
  if (variants.some((v) => fits(v, next))) return next;
  const kept: Choice = { [kind]: value };
  for (const k of KINDS) {
    const other = choice[k];
    if (k === kind || other === undefined) continue;
    if (variants.some((v) => fits(v, { ...kept, [k]: other }))) kept[k] = other;
  }
  return kept;
}

/**
 * The pictures the carousel shows: those of the chosen variant, else of the chosen colour (a colour is one picture for
 * every size), first, then the product's; the product's alone when what is chosen has none of its own.
 */
export function shownImages(productImages: string[], variants: ProductVariant[], choice: Choice, variant: ProductVariant | undefined): string[] {
  const own = variant?.images.length ? variant.images : (variants.find((v) => v.color !== null && v.color === choice.color && v.images.length)?.images ?? []);
  return own.length ? [...own, ...productImages.filter((k) => !own.includes(k))] : productImages;
}
