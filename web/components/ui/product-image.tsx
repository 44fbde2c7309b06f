import { useState } from "react";
import { imageUrl, PLACEHOLDER_IMAGE } from "../../../shared/product-card";

/** A product image with fixed dimensions (no layout shift), lazy by default, falling back to a placeholder. */
export function ProductImage({
  imageKey,
  alt,
  size = 400,
  eager = false,
  className = "",
}: {
  imageKey: string | null | undefined;
  alt: string;
  size?: number;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : imageUrl(imageKey)}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={eager ? "high" : "auto"}
      onError={() => setFailed(true)}
      className={`aspect-square object-cover ${className}`}
    />
  );
}
