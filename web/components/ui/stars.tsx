import { shopCopy } from "#copy/shop";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Rating as one static SVG (five stars, the filled part clipped to the rating) — cheap in long grids. */
export function Stars({ rating, size = "size-4", label }: { rating: number; size?: string; label?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating * 2) / 2));
  const stars = [0, 1, 2, 3, 4].map((i) => <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />);
  return (
    <svg
      role="img"
      aria-label={label ?? shopCopy.product.ratingLabel(rating)}
      viewBox="0 0 120 24"
      className={`${size} w-auto shrink-0`}
      style={{ aspectRatio: "5 / 1" }}
    >
      <g className="fill-stone-200">{stars}</g>
      <g className="fill-amber-400" style={{ clipPath: `inset(0 ${100 - filled * 20}% 0 0)` }}>
        {stars}
      </g>
    </svg>
  );
}
