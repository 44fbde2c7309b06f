import { useState } from "react";
import { checkoutCopy } from "../../../../shared/copy/checkout";
import { Field, TextInput } from "../../../components/ui/field";
import type { DeliveryQuote } from "../state/use-delivery-quote";
import { DeliveryOptions } from "./delivery-options";

const t = checkoutCopy.checkout;

/** The options for the chosen address, the recipient's name, and the step's Voltar / Continuar. */
export function DeliveryPanel({
  delivery,
  recipient,
  onRecipient,
  onBack,
  onContinue,
}: {
  delivery: DeliveryQuote;
  recipient: string;
  onRecipient: (v: string) => void;
  onBack: () => void;
  /** Returns the problem to show, or null when the step is done. */
  onContinue: () => string | null;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <DeliveryOptions state={delivery.state} chosen={delivery.optionId} onChoose={(o) => delivery.setOptionId(o.id)} onRetry={delivery.retry} />
      <Field label={t.recipient}>
        {({ id }) => <TextInput id={id} autoComplete="name" value={recipient} onChange={(e) => onRecipient(e.target.value)} maxLength={160} />}
      </Field>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={onBack}>
          {t.back}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={() => setProblem(onContinue())} disabled={delivery.state.kind === "loading"}>
          {t.continue}
        </button>
      </div>
    </>
  );
}
