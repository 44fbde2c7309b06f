import { shopCopy } from "#copy/shop";
import { formatCents } from "../../../shared/money";
import type { ShippingOption } from "../../../shared/shipping";

export const costLabel = (cents: number) => (cents === 0 ? shopCopy.shipping.free : formatCents(cents));

/** One delivery option of a quote, as a radio row. */
export function OptionRow({ option: o, checked, onSelect }: { option: ShippingOption; checked: boolean; onSelect: () => void }) {
  return (
    <label className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white p-3 text-sm ${checked ? "border-brand-600" : "border-stone-200"}`}>
      <input type="radio" name="opcao-entrega" value={o.id} checked={checked} onChange={onSelect} className="accent-brand-700" />
      <span className="flex-1">
        <span className="block font-medium">{o.name}</span>
        <span className="block text-xs text-stone-600">{o.delay}</span>
        {o.window && <span className="block text-xs font-medium text-emerald-800">{o.window.text}</span>}
      </span>
      <span className="font-semibold">{costLabel(o.costCents)}</span>
    </label>
  );
}
