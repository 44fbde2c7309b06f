import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback } from "react";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { DETAIL_THUMBNAILS } from "../../../shared/constants";
import { IMAGE_SIZES } from "../../../shared/image-sizes";
import { ProductImage } from "../../components/ui/product-image";
import { useEmblaSelected } from "../../lib/use-embla-selected";
import { useReducedMotion } from "../../lib/use-reduced-motion";

/** Main image carousel with up to 8 thumbnails; the last one shows '+N' when there are more images. */
export function ImageCarousel({ images, name }: { images: string[]; name: string }) {
  const list = images.length > 0 ? images : [null];
  const [viewport, embla] = useEmblaCarousel({ loop: false });
  const index = useEmblaSelected(embla);

  const reducedMotion = useReducedMotion();
  const go = useCallback((i: number) => embla?.scrollTo(i, reducedMotion), [embla, reducedMotion]);
  const overflow = list.length - DETAIL_THUMBNAILS;
  const thumbs = list.slice(0, DETAIL_THUMBNAILS);

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden card">
        <div ref={viewport} className="overflow-hidden" role="region" aria-roledescription={commonCopy.common.carousel} aria-label={name}>
          <div className="flex">
            {list.map((key, i) => (
              <div
                key={key ?? "placeholder"}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription={commonCopy.common.slide}
                aria-label={shopCopy.product.image(i + 1, list.length)}
              >
                <ProductImage
                  imageKey={key}
                  alt={i === 0 ? name : `${name} — ${shopCopy.product.image(i + 1, list.length)}`}
                  size={800}
                  sizes={IMAGE_SIZES.carousel}
                  eager={i === 0}
                  className="w-full"
                />
              </div>
            ))}
          </div>
        </div>
        {list.length > 1 && (
          <>
            <button
              type="button"
              aria-label={shopCopy.product.previousImage}
              disabled={index === 0}
              onClick={() => embla?.scrollPrev(reducedMotion)}
              className="absolute left-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow disabled:opacity-0"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              aria-label={shopCopy.product.nextImage}
              disabled={index === list.length - 1}
              onClick={() => embla?.scrollNext(reducedMotion)}
              className="absolute right-2 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow disabled:opacity-0"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </>
        )}
      </div>
      {list.length > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
          {thumbs.map((key, i) => {
            const isOverflow = overflow > 0 && i === DETAIL_THUMBNAILS - 1;
            const active = index === i || (isOverflow && index >= i);
            return (
              <li key={key ?? i}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={isOverflow ? shopCopy.product.moreImagesLabel(overflow + 1, i + 1, list.length) : shopCopy.product.image(i + 1, list.length)}
                  aria-current={active ? "true" : undefined}
                  className={`relative block w-full overflow-hidden rounded-lg border-2 ${active ? "border-brand-600" : "border-transparent"}`}
                >
                  <ProductImage imageKey={key} alt="" size={96} sizes={IMAGE_SIZES.thumbnail} lazy={false} className="w-full bg-stone-100" />
                  {isOverflow && (
                    <span className="absolute inset-0 grid place-items-center bg-black/55 text-sm font-bold text-white">
                      {shopCopy.product.moreImages(overflow + 1)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
