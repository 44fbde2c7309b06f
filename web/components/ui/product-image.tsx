import { useEffect, useRef, useState } from "react";
import { imageUrl, PLACEHOLDER_IMAGE } from "../../../shared/product-card";

/**
 * A product image with fixed dimensions (no layout shift), lazy by default, falling back to a placeholder.
 * `eager`: the page's main image (loaded first, high priority); `lazy={false}`: small images that are on the first
 * screen anyway (a product's thumbnails), loaded at once at normal priority.
 */
export function ProductImage({
  imageKey,
  alt,
  size = 400,
  eager = false,
  lazy = !eager,
  className = "",
}: {
  imageKey: string | null | undefined;
  alt: string;
  size?: number;
  eager?: boolean;
  lazy?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // On a page the worker drew (decisions/0022) the picture may have failed before the app took over: no error event then.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
  }, []);
  return (
    <img
      ref={img}
      src={failed ? PLACEHOLDER_IMAGE : imageUrl(imageKey)}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      fetchPriority={eager ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={`aspect-square object-cover ${className}`}
    />
  );
}
