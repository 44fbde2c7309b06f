import { LISTING_SORTS, type ListingSort, PRICE_SLIDER } from "../../../../shared/constants";

/** Filters and sort live in the URL, so a shared or reloaded link shows the same list. Bad values are ignored. */
export function readPrice(v: string | null): number | undefined {
  if (v === null || v.trim() === "") return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < PRICE_SLIDER.min) return undefined;
  return Math.min(Math.round(n), PRICE_SLIDER.max);
}

/** The price filter from the URL: 0 is no lower limit and the slider's top (200) is no upper limit. */
export function readPriceRange(params: URLSearchParams): { min: number | undefined; max: number | undefined } {
  const min = readPrice(params.get("min"));
  const max = readPrice(params.get("max"));
  return { min: min !== undefined && min > PRICE_SLIDER.min ? min : undefined, max: max !== undefined && max < PRICE_SLIDER.max ? max : undefined };
}

export const UI_LISTING_SORTS = LISTING_SORTS.filter((s) => s !== "newest") as ListingSort[];
