import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2 } from "lucide-react";
import { type ReactElement, type RefObject, useEffect, useRef } from "react";
import { withdrawalCopy } from "#copy/withdrawal";
import { formatLisbonMoment } from "../../../../shared/order-display";
import { DialogContent } from "../../../components/ui/dialog";
import { FormError } from "../../../components/ui/form-error";

const t = withdrawalCopy.withdrawal;

/**
 * The confirmation step of a withdrawal (Directive 2011/83/EU art. 11a): what will happen, then 'Confirmar
 * desistência' or 'Voltar'. 'Voltar' has the focus, so a stray Enter changes nothing. An error stays in the dialog.
 */
export function WithdrawalDialog({
  open,
  onOpenChange,
  number,
  pending,
  error,
  onConfirm,
  trigger,
  returnFocus,
  goodsSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  number: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  /** The button that opens it (focus goes back to it when the dialog closes). */
  trigger?: ReactElement;
  /** Without a trigger: where the focus goes when the dialog closes. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Whether the order had left (issue 44); false: nothing to send back. Unknown (the public page): the general steps. */
  goodsSent?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <DialogContent
        role="alertdialog"
        className="max-w-lg space-y-4"
        onCloseAutoFocus={(e) => {
          if (!returnFocus?.current) return;
          e.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <Dialog.Title className="text-lg font-bold">{t.dialogTitle}</Dialog.Title>
        <Dialog.Description className="text-sm text-stone-700">{t.dialogText(number)}</Dialog.Description>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
          {(goodsSent === false ? t.dialogStepsNotSent : t.dialogSteps).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <FormError>{error}</FormError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Dialog.Close className="btn-outline flex-1">{t.back}</Dialog.Close>
          <button type="button" className="btn-primary flex-1" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
            {pending ? t.confirming : t.confirm}
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}

/**
 * The acknowledgement on screen: the order, the date and time (Lisbon), that the e-mail went out, and whether anything
 * goes back (issue 44: an order not sent yet has nothing to return). Takes the focus.
 */
export function WithdrawalDone({ number, withdrawnAt, goodsSent }: { number: string; withdrawnAt: string; goodsSent: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900 outline-none focus-visible:ring-2">
      <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{t.doneTitle}</p>
        <p>{t.doneText(number, formatLisbonMoment(withdrawnAt))}</p>
        <p className="mt-1">{goodsSent ? t.doneSent : t.doneNotSent}</p>
      </div>
    </div>
  );
}
