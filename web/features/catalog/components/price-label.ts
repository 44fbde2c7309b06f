import { shopCopy } from "#copy/shop";
import { PRICE_SLIDER } from "../../../../shared/constants";

/**
 * What a price range does, in words: the slider's top (200 €) means "and above" and its bottom means
 * "no lower limit", so 150–200 reads 'A partir de 150 €' and 0–50 reads 'Até 50 €'.
 */
export function priceLabel(min: number | undefined, max: number | undefined): string {
  const lo = min ?? PRICE_SLIDER.min;
  const hi = max ?? PRICE_SLIDER.max;
  const noFloor = lo <= PRICE_SLIDER.min;
  const noCeiling = hi >= PRICE_SLIDER.max;
  if (noFloor && noCeiling) return shopCopy.listing.priceAny;
  if (noCeiling) return shopCopy.listing.priceFrom(lo);
  if (noFloor) return shopCopy.listing.priceUpTo(hi);
  return shopCopy.listing.priceRange(lo, hi);
}
