import { shopCopy } from "#copy/shop";
import type { ProductVariant, VariantOptions } from "../../../shared/variants";
import { type Choice, isAvailable, kindsOf, type OptionKind, type OptionValue, valuesOf } from "./variant-selection";

export const optionGroupId = (kind: OptionKind) => `opcao-${kind}`;

// Inside the group called Embalagem a pack reads "24 unidades".
const label = (kind: OptionKind, value: OptionValue) => (kind === "packCount" ? shopCopy.product.packUnits(Number(value)) : String(value));

/**
 * One radio group per option (Tamanho, Cor, Embalagem): native radios, so arrows, Tab and screen readers work
 * as for any radio group. A value without stock next to the other chosen values is shown struck and disabled.
 */
export function VariantPickers({
  variants,
  options,
  choice,
  missing,
  onChoose,
}: {
  variants: ProductVariant[];
  options: VariantOptions;
  choice: Choice;
  missing: OptionKind | null;
  onChoose: (kind: OptionKind, value: OptionValue) => void;
}) {
  return (
    <div className="space-y-4">
      {kindsOf(options).map((kind) => {
        const errorId = `${optionGroupId(kind)}-erro`;
        return (
          <fieldset key={kind} id={optionGroupId(kind)} aria-describedby={missing === kind ? errorId : undefined} className="space-y-2">
            <legend className="text-sm font-semibold text-stone-800">
              {shopCopy.product.optionLabels[kind]}
              {choice[kind] !== undefined && <span className="font-normal text-stone-700">: {label(kind, choice[kind])}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {valuesOf(options, kind).map((value) => {
                const available = isAvailable(variants, choice, kind, value);
                return (
                  <label key={String(value)} className={`relative ${available ? "cursor-pointer" : "cursor-not-allowed"}`}>
                    <input
                      type="radio"
                      name={optionGroupId(kind)}
                      value={String(value)}
                      checked={choice[kind] === value}
                      disabled={!available}
                      onChange={() => onChoose(kind, value)}
                      // Transparent over its chip: a tap on the chip is a tap on the radio itself.
                      className="peer absolute inset-0 size-full cursor-[inherit] appearance-none rounded-full opacity-0"
                    />
                    <span className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium text-stone-800 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:border-dashed peer-disabled:text-stone-400 peer-disabled:line-through">
                      {label(kind, value)}
                      {!available && <span className="sr-only"> ({shopCopy.product.soldOutOption})</span>}
                    </span>
                  </label>
                );
              })}
            </div>
            {missing === kind && (
              <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
                {shopCopy.product.chooseOption[kind]}
              </p>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
