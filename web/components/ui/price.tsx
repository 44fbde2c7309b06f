import { copy } from "../../../shared/copy";
import { formatCents } from "../../../shared/money";

/** Price a shopper pays; when on sale the regular price is shown struck through. */
export function Price({ cents, originalCents, large = false }: { cents: number; originalCents: number | null; large?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-brand-700 ${large ? "text-3xl" : "text-lg"}`}>{formatCents(cents)}</span>
      {originalCents !== null && (
        <s className={`text-stone-500 ${large ? "text-lg" : "text-sm"}`}>
          <span className="sr-only">{copy.product.originalPrice}: </span>
          {formatCents(originalCents)}
        </s>
      )}
    </span>
  );
}
