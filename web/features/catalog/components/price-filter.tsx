import * as Slider from "@radix-ui/react-slider";
import { useState } from "react";
import { shopCopy } from "#copy/shop";
import { PRICE_SLIDER } from "../../../../shared/constants";
import { priceLabel } from "./price-label";

/** Price range 0–200 € step 1 (the top means "200 € or more"), applied only on 'Aplicar'. */
export function PriceFilter({
  min,
  max,
  onApply,
  onClear,
}: {
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number, max: number) => void;
  onClear: () => void;
}) {
  const [range, setRange] = useState<[number, number]>([min ?? PRICE_SLIDER.min, max ?? PRICE_SLIDER.max]);
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <span className="text-sm font-semibold">{shopCopy.listing.price}</span>
        <span className="text-sm text-stone-700" aria-live="polite">
          {priceLabel(range[0], range[1])}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={range}
        onValueChange={(v) => setRange([v[0] ?? PRICE_SLIDER.min, v[1] ?? PRICE_SLIDER.max])}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={shopCopy.listing.minPrice}
          aria-valuetext={shopCopy.listing.euros(range[0])}
          className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow"
        />
        <Slider.Thumb
          aria-label={shopCopy.listing.maxPrice}
          aria-valuetext={range[1] >= PRICE_SLIDER.max ? shopCopy.listing.priceOrMoreSpoken(range[1]) : shopCopy.listing.euros(range[1])}
          className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow"
        />
      </Slider.Root>
      <div aria-hidden className="-mt-3 flex justify-between text-xs text-stone-500">
        <span>{shopCopy.listing.euros(PRICE_SLIDER.min)}</span>
        <span>{shopCopy.listing.priceOrMore(PRICE_SLIDER.max)}</span>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-outline flex-1"
          onClick={() => {
            setRange([PRICE_SLIDER.min, PRICE_SLIDER.max]);
            onClear();
          }}
        >
          {shopCopy.listing.clear}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={() => onApply(range[0], range[1])}>
          {shopCopy.listing.apply}
        </button>
      </div>
    </div>
  );
}
