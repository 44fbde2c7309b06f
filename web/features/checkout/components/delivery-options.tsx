import { checkoutCopy } from "#copy/checkout";
import type { ShippingOption } from "../../../../shared/shipping";
import { OptionRow } from "../../../components/shipping/option-row";
import { ErrorRetry } from "../../../components/ui/error-retry";
import type { OptionsState } from "../state/use-delivery-quote";

const t = checkoutCopy.checkout;

/** SPEC §4 delivery options at checkout: loading, none available, error with 'Tentar novamente', or the list. */
export function DeliveryOptions({
  state,
  chosen,
  onChoose,
  onRetry,
}: {
  state: OptionsState;
  chosen: string | null;
  onChoose: (o: ShippingOption) => void;
  onRetry: () => void;
}) {
  if (state.kind === "idle") return null;
  if (state.kind === "loading")
    return (
      <p role="status" className="text-sm text-stone-600">
        {t.loadingOptions}
      </p>
    );
  if (state.kind === "error")
    return <ErrorRetry message={state.message} onRetry={onRetry} className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" />;
  if (state.options.length === 0)
    return (
      <div className="space-y-2">
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t.none}
        </p>
        <p className="rounded-xl border border-dashed border-stone-300 p-3 text-center text-sm text-stone-600">{t.noOptions}</p>
      </div>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{t.options}</legend>
      {state.options.map((o) => (
        <OptionRow key={o.id} option={o} checked={chosen === o.id} onSelect={() => onChoose(o)} />
      ))}
    </fieldset>
  );
}
