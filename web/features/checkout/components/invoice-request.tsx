import { useId } from "react";
import { checkoutCopy } from "#copy/checkout";
import { Field, TextInput } from "../../../components/ui/field";

const t = checkoutCopy.checkout;

/** What the payment step holds of 'Pretende fatura com NIF?' (issue 33). */
export interface InvoiceRequest {
  wanted: boolean;
  nif: string;
}

/**
 * 'Pretende fatura com NIF?' on the payment step (issue 33): ticked and filled from the profile's NIF when there is
 * one; unticked, the fatura-recibo is a consumidor final's. For Spain a Spanish NIF/NIE is also accepted. The server
 * checks the number against the delivery's country and says so here (`error`).
 */
export function InvoiceRequestField({
  value,
  onChange,
  spain,
  error,
}: {
  value: InvoiceRequest;
  onChange: (next: InvoiceRequest) => void;
  spain: boolean;
  error: string | null;
}) {
  const checkId = useId();
  return (
    <fieldset className="space-y-3 rounded-xl border border-stone-200 p-4 text-sm">
      <legend className="sr-only">{t.invoiceAsk}</legend>
      <div className="flex items-center gap-2">
        <input id={checkId} type="checkbox" className="size-4" checked={value.wanted} onChange={(e) => onChange({ ...value, wanted: e.target.checked })} />
        <label htmlFor={checkId} className="font-medium">
          {t.invoiceAsk}
        </label>
      </div>
      {value.wanted ? (
        <Field label={t.invoiceNif} error={error ?? undefined} hint={spain ? t.invoiceHintSpain : undefined}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              value={value.nif}
              onChange={(e) => onChange({ ...value, nif: e.target.value })}
              autoComplete="off"
              inputMode={spain ? "text" : "numeric"}
              maxLength={20}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
      ) : (
        <p className="text-stone-600">{t.invoiceHint}</p>
      )}
    </fieldset>
  );
}
