import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { eurosToCents, formatCents } from "../../../../shared/money";
import { Field, inputClass, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { useRefund } from "../api/admin-api";
import { errorText } from "./admin-format";

const t = adminCopy.order;

/** What a refund put back in stock, said when it is less than was asked (decisions/0049); null otherwise. */
export function restockShortText(restocked: { asked: number; quantity: number }[]) {
  const asked = restocked.reduce((s, l) => s + l.asked, 0);
  const back = restocked.reduce((s, l) => s + l.quantity, 0);
  return back < asked ? t.refundRestockShort(back, asked) : null;
}

type Line = { variantId: number | null; productName: string; quantity: number };
type Values = { quantities: Record<string, string>; shipping: boolean; restock: boolean; amount: string };

/**
 * The owner's refund (issue 32): quantities of the order's lines, the delivery, or an amount in euros, and whether the
 * chosen units go back in stock. The server prices it, caps it at what was paid and gives it back through the
 * payment provider; what it answers is said here.
 */
export function RefundForm({ orderId, lines, shippingCents }: { orderId: string; lines: Line[]; shippingCents: number }) {
  const refund = useRefund(orderId);
  const form = useForm<Values>({ defaultValues: { quantities: {}, shipping: false, restock: true, amount: "" } });
  const [said, setSaid] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const ids = { shipping: useId(), restock: useId() };
  const submit = form.handleSubmit((v) => {
    setSaid(null);
    const amount = v.amount.trim().replace(",", ".");
    if (amount !== "" && !/^\d+(\.\d{1,2})?$/.test(amount)) return setAmountError(t.refundAmountInvalid);
    setAmountError(undefined);
    const chosen = lines
      .filter((l): l is Line & { variantId: number } => l.variantId !== null)
      .map((l) => ({ variantId: l.variantId, quantity: Number(v.quantities[String(l.variantId)] || 0) }))
      .filter((l) => l.quantity > 0);
    refund.mutate(
      { lines: chosen, shipping: v.shipping, restock: v.restock, ...(amount !== "" ? { amountCents: eurosToCents(Number(amount)) } : {}) },
      {
        onSuccess: (r) => {
          setSaid(
            [(r.status === "succeeded" ? t.refundDone : t.refundPending)(formatCents(r.amountCents)), restockShortText(r.restocked)].filter(Boolean).join(" "),
          );
          form.reset();
        },
      },
    );
  });
  return (
    <form noValidate aria-label={t.refund} onSubmit={submit} className="max-w-xl space-y-3">
      <p className="text-sm text-stone-700">{t.refundIntro}</p>
      {said && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {said}
        </p>
      )}
      {lines.map(
        (l) =>
          l.variantId !== null && (
            <label key={l.variantId} className="flex items-center justify-between gap-3 text-sm">
              <span>{l.productName}</span>
              <input
                type="number"
                min={0}
                max={l.quantity}
                aria-label={t.refundQuantity(l.productName)}
                className={`${inputClass} max-w-24`}
                {...form.register(`quantities.${l.variantId}`)}
              />
            </label>
          ),
      )}
      <div className="flex items-center gap-2 text-sm">
        <input id={ids.shipping} type="checkbox" className="size-4" {...form.register("shipping")} />
        <label htmlFor={ids.shipping}>{t.refundShipping(formatCents(shippingCents))}</label>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <input id={ids.restock} type="checkbox" className="size-4" {...form.register("restock")} />
        <label htmlFor={ids.restock}>{t.refundRestock}</label>
      </div>
      <Field label={t.refundAmount} error={amountError}>
        {(f) => (
          <TextInput
            id={f.id}
            inputMode="decimal"
            aria-describedby={f.describedBy}
            aria-invalid={f.invalid}
            className="max-w-40"
            {...form.register("amount")}
          />
        )}
      </Field>
      <FormError>{refund.error ? errorText(refund.error) : null}</FormError>
      <button type="submit" className="btn-primary" disabled={refund.isPending}>
        {t.refund}
      </button>
    </form>
  );
}
