import { Star } from "lucide-react";
import { copy } from "../../../shared/copy";

export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  return (
    <span role="img" aria-label={copy.product.ratingLabel(rating)} className="inline-flex items-center gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={`${size} ${n <= Math.round(rating) ? "fill-amber-400" : "fill-stone-200 text-stone-300"}`} />
      ))}
    </span>
  );
}
