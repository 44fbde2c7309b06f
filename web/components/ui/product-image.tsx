import { useEffect, useRef, useState } from "react";
import { fallbackImageUrl, imageSrcSet, isSizedImage } from "../../../shared/image-sizes";
import { imageUrl, PLACEHOLDER_IMAGE } from "../../../shared/product-card";

/**
 * A product image with fixed dimensions (no layout shift), lazy by default, falling back to a placeholder.
 * `eager`: the page's main image (loaded first, high priority); `lazy={false}`: small images that are on the first
 * screen anyway (a product's thumbnails), loaded at once at normal priority.
 * A photo is a `<picture>` of the shop's widths (decisions/0084): WebP, with JPEG for a browser without it; `sizes` says
 * how wide the layout draws it (`size` px when not given), so a phone fetches the width it shows.
 */
export function ProductImage({
  imageKey,
  alt,
  size = 400,
  sizes,
  eager = false,
  lazy = !eager,
  fit = "cover",
  className = "",
}: {
  imageKey: string | null | undefined;
  alt: string;
  size?: number;
  sizes?: string;
  eager?: boolean;
  lazy?: boolean;
  fit?: "cover" | "contain";
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // On a page the worker drew (decisions/0022) the picture may have failed before the app took over: no error event then.
  // A width of 0 is not proof: a photo smaller than its `w` descriptor reports less than a pixel; decoding tells.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) el.decode().catch(() => setFailed(true));
  }, []);
  const photo = !failed && imageKey && isSizedImage(imageKey) ? imageKey : null;
  const drawnAt = sizes ?? `${size}px`;
  const element = (
    <img
      ref={img}
      src={failed ? PLACEHOLDER_IMAGE : photo ? fallbackImageUrl(photo, size) : imageUrl(imageKey)}
      srcSet={photo ? imageSrcSet(photo, "jpg") : undefined}
      sizes={photo ? drawnAt : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      fetchPriority={eager ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={`aspect-square ${fit === "cover" ? "object-cover" : "object-contain"} ${className}`}
    />
  );
  if (!photo) return element;
  // `contents`: the picture adds no box of its own, the image lays out as it did alone.
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={imageSrcSet(photo, "webp")} sizes={drawnAt} />
      {element}
    </picture>
  );
}
