import { Minus, Plus } from "lucide-react";
import { shopCopy } from "#copy/shop";

/** Quantity between 1 and the stock. */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const disabled = max < 1;
  return (
    <div className="inline-flex items-center rounded-full border border-stone-300 bg-white" role="group" aria-label={shopCopy.product.quantity}>
      <button
        type="button"
        aria-label={shopCopy.product.decrease}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        className="grid size-11 place-items-center rounded-full disabled:opacity-40"
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output aria-live="polite" className="w-10 text-center font-semibold">
        {disabled ? 0 : value}
      </output>
      <button
        type="button"
        aria-label={shopCopy.product.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className="grid size-11 place-items-center rounded-full disabled:opacity-40"
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
