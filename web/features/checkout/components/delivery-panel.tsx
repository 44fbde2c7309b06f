import { useState } from "react";
import { useNavigate } from "react-router";
import { checkoutCopy } from "#copy/checkout";
import { paths } from "../../../../shared/paths";
import { Field, TextInput } from "../../../components/ui/field";
import type { DeliveryQuote } from "../state/use-delivery-quote";
import { DeliveryOptions } from "./delivery-options";

const t = checkoutCopy.checkout;

/**
 * The options for the chosen address, the recipient's name, and the step's Voltar (to the profile step) / Continuar:
 * the option and recipient chosen for `addressId` (null: no address chosen yet; "": the guest's, whose account and so
 * address id are made at the next step), then on to `next`.
 */
export function DeliveryPanel({
  delivery,
  recipient,
  onRecipient,
  askRecipient = true,
  addressId,
  next,
}: {
  delivery: DeliveryQuote;
  recipient: string;
  onRecipient: (v: string) => void;
  /** False for gifts sent to the parents (issue 50): the parcel goes to their name, which the buyer does not see. */
  askRecipient?: boolean;
  addressId: string | null;
  next: string;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const onContinue = () => {
    if (addressId === null) return t.chooseAddress;
    const problem = delivery.choose(addressId, recipient, askRecipient);
    if (!problem) navigate(next);
    return problem;
  };
  return (
    <>
      <DeliveryOptions state={delivery.state} chosen={delivery.optionId} onChoose={(o) => delivery.setOptionId(o.id)} onRetry={delivery.retry} />
      {askRecipient && (
        <Field label={t.recipient}>
          {({ id }) => <TextInput id={id} autoComplete="name" value={recipient} onChange={(e) => onRecipient(e.target.value)} maxLength={160} />}
        </Field>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={() => navigate(paths.checkoutProfile)}>
          {t.back}
        </button>
        <button type="button" className="btn-primary flex-1" onClick={() => setProblem(onContinue())} disabled={delivery.state.kind === "loading"}>
          {t.continue}
        </button>
      </div>
    </>
  );
}
