import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { RefundOrderInput } from "../../../../shared/admin";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { eurosToCents, formatCents } from "../../../../shared/money";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, inputClass, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { useRefund } from "../api/admin-api";
import { ActionError } from "./sign-out";

const t = adminCopy.order;

/** What a refund put back in stock, said when it is less than was asked (decisions/0049); null otherwise. */
export function restockShortText(restocked: { asked: number; quantity: number }[]) {
  const asked = restocked.reduce((s, l) => s + l.asked, 0);
  const back = restocked.reduce((s, l) => s + l.quantity, 0);
  return back < asked ? t.refundRestockShort(back, asked) : null;
}

/** A line as the order's page gives it: its units not refunded yet, and what each of those gives back, in order. */
type Line = { variantId: number | null; productName: string; quantity: number; refundableUnits: number; refundUnitCents: number[] };
type Values = { quantities: Record<string, string>; shipping: boolean; restock: boolean; amount: string };
/** The refund the owner is asked to confirm: what is sent, and the amount it gives back. */
type Asked = { input: RefundOrderInput; amountCents: number };

/**
 * The owner's refund (issue 32): quantities of the order's lines, the delivery, or an amount in euros, and whether the
 * chosen units go back in stock. It shows what is left to refund, lets each line ask at most its units not refunded yet,
 * and asks for confirmation stating the amount (issue 44: money never leaves in one click). The server prices it the
 * same way, caps it at what was paid and gives it back through the payment provider; what it answers is said here.
 */
export function RefundForm({
  orderId,
  lines,
  shippingCents,
  totalCents,
  refundedCents,
}: {
  orderId: string;
  lines: Line[];
  shippingCents: number;
  totalCents: number;
  /** Every refund of the shop's so far, confirmed or not (the cap counts them all). */
  refundedCents: number;
}) {
  const refund = useRefund(orderId);
  const form = useForm<Values>({ defaultValues: { quantities: {}, shipping: false, restock: true, amount: "" } });
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const ids = { shipping: useId(), restock: useId() };
  const leftCents = Math.max(0, totalCents - refundedCents);
  const refundable = lines.filter((l): l is Line & { variantId: number } => l.variantId !== null);

  /** The form read into a refund and its amount, or the first thing to correct. */
  const read = (v: Values): Asked | { field: string; text: string } => {
    const amount = v.amount.trim().replace(",", ".");
    if (amount !== "" && !/^\d+(\.\d{1,2})?$/.test(amount)) return { field: "amount", text: t.refundAmountInvalid };
    const chosen = [];
    for (const l of refundable) {
      const quantity = Number(v.quantities[String(l.variantId)] || 0);
      if (!Number.isInteger(quantity) || quantity < 0) return { field: `q${l.variantId}`, text: t.refundUnitsTooMany(l.productName, l.refundableUnits) };
      // With a typed amount the lines only say what it is for; priced by the shop, each gives at most its units left.
      if (quantity > (amount === "" ? l.refundableUnits : l.quantity))
        return { field: `q${l.variantId}`, text: t.refundUnitsTooMany(l.productName, amount === "" ? l.refundableUnits : l.quantity) };
      if (quantity > 0) chosen.push({ variantId: l.variantId, quantity });
    }
    const typed = amount === "" ? undefined : eurosToCents(Number(amount));
    const amountCents =
      typed ??
      chosen.reduce(
        (sum, c) => sum + (refundable.find((l) => l.variantId === c.variantId)?.refundUnitCents ?? []).slice(0, c.quantity).reduce((a, b) => a + b, 0),
        0,
      ) + (v.shipping ? shippingCents : 0);
    if (amountCents <= 0) return { field: "form", text: t.refundChooseSomething };
    if (amountCents > leftCents) return { field: typed === undefined ? "form" : "amount", text: t.refundTooMuch(formatCents(leftCents)) };
    return { input: { lines: chosen, shipping: v.shipping, restock: v.restock, ...(typed !== undefined ? { amountCents: typed } : {}) }, amountCents };
  };

  const submit = form.handleSubmit((v) => {
    setSaid(null);
    refund.reset();
    const r = read(v);
    if ("field" in r) return setError(r);
    setError(null);
    setAsked(r);
  });

  const confirm = () => {
    if (!asked) return;
    refund.mutate(asked.input, {
      onSuccess: (r) => {
        setSaid(
          [(r.status === "succeeded" ? t.refundDone : t.refundPending)(formatCents(r.amountCents)), restockShortText(r.restocked)].filter(Boolean).join(" "),
        );
        form.reset();
      },
      onSettled: () => setAsked(null),
    });
  };

  const status = said && (
    <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      {said}
    </p>
  );
  if (leftCents === 0)
    return (
      <div className="max-w-xl space-y-3">
        {status}
        <p className="text-sm text-stone-700">{t.refundAllDone(formatCents(totalCents))}</p>
      </div>
    );
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  return (
    <form noValidate aria-label={t.refund} onSubmit={submit} className="max-w-xl space-y-3">
      <p className="text-sm text-stone-700">{t.refundIntro}</p>
      <p className="text-sm font-semibold">{t.refundLeft(formatCents(leftCents), formatCents(totalCents))}</p>
      {status}
      {refundable.map((l) => {
        const hintId = `refund-units-${l.variantId}`;
        const invalid = fieldError(`q${l.variantId}`);
        return (
          <div key={l.variantId} className="space-y-1">
            <label className="flex items-center justify-between gap-3 text-sm">
              <span>
                {l.productName} <span className="text-stone-600">({t.refundUnitsLeft(l.refundableUnits)})</span>
              </span>
              <input
                type="number"
                min={0}
                max={l.refundableUnits}
                step={1}
                inputMode="numeric"
                aria-label={t.refundQuantity(l.productName)}
                aria-describedby={invalid ? hintId : undefined}
                aria-invalid={!!invalid}
                disabled={l.refundableUnits === 0}
                className={`${inputClass} max-w-24`}
                {...form.register(`quantities.${l.variantId}`)}
              />
            </label>
            {invalid && (
              <p id={hintId} role="alert" className="text-sm text-red-700">
                {invalid}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex items-center gap-2 text-sm">
        <input id={ids.shipping} type="checkbox" className="size-4" {...form.register("shipping")} />
        <label htmlFor={ids.shipping}>{t.refundShipping(formatCents(shippingCents))}</label>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <input id={ids.restock} type="checkbox" className="size-4" {...form.register("restock")} />
        <label htmlFor={ids.restock}>{t.refundRestock}</label>
      </div>
      <Field label={t.refundAmount} error={fieldError("amount")}>
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
      {fieldError("form") ? <FormError>{fieldError("form")}</FormError> : <ActionError error={refund.error} />}
      <button type="submit" className="btn-primary" disabled={refund.isPending}>
        {t.refund}
      </button>
      <Dialog.Root open={asked !== null} onOpenChange={(open) => !open && !refund.isPending && setAsked(null)}>
        <DialogContent aria-describedby={undefined}>
          {asked && (
            <>
              <Dialog.Title className="text-lg font-bold">{t.refundConfirmTitle(formatCents(asked.amountCents))}</Dialog.Title>
              {asked.input.amountCents === undefined && asked.input.lines.length > 0 && <p className="mt-2 text-sm">{t.refundConfirmLines}</p>}
              <p className="mt-2 text-sm">{t.refundConfirmText(formatCents(Math.max(0, leftCents - asked.amountCents)))}</p>
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                <button type="button" className="btn-outline" onClick={() => setAsked(null)} disabled={refund.isPending}>
                  {t.refundKeep}
                </button>
                <button type="button" className="btn-primary" disabled={refund.isPending} onClick={confirm}>
                  {t.refundConfirm(formatCents(asked.amountCents))}
                </button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog.Root>
    </form>
  );
}
