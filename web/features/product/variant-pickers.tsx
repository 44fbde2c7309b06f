import { shopCopy } from "#copy/shop";
import type { ProductVariant, VariantOptions } from "../../../shared/variants";
import { type Choice, kindsOf, type OptionKind, type OptionValue, optionStock, valuesOf } from "./variant-selection";

export const optionGroupId = (kind: OptionKind) => `opcao-${kind}`;

// Inside the group called Embalagem a pack reads "24 unidades".
const label = (kind: OptionKind, value: OptionValue) => (kind === "packCount" ? shopCopy.product.packUnits(Number(value)) : String(value));

/**
 * One radio group per option (Tamanho, Cor, Embalagem): native radios, so arrows, Tab and screen readers work
 * as for any radio group. A value without stock next to the other chosen values is marked 'esgotado' and can still be
 * chosen: the page then offers 'Avise-me quando voltar' instead of the add button (issue 44, decisions/0053).
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
                const soldOut = optionStock(variants, choice, kind, value) === "soldOut";
                return (
                  <label key={String(value)} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={optionGroupId(kind)}
                      value={String(value)}
                      checked={choice[kind] === value}
                      onChange={() => onChoose(kind, value)}
                      // Transparent over its chip: a tap on the chip is a tap on the radio itself.
                      className="peer absolute inset-0 size-full cursor-[inherit] appearance-none rounded-full opacity-0"
                    />
                    <span
                      className={`inline-flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-full border bg-white px-3.5 text-sm font-medium peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 ${soldOut ? "border-dashed border-stone-400 text-stone-600 peer-checked:text-brand-800" : "border-stone-300 text-stone-800 peer-checked:text-brand-800"}`}
                    >
                      {label(kind, value)}
                      {soldOut && (
                        <>
                          <span aria-hidden className="text-xs font-normal">
                            {shopCopy.product.soldOutOption}
                          </span>
                          <span className="sr-only"> ({shopCopy.product.soldOutOption})</span>
                        </>
                      )}
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
