import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { DialogContent } from "../../../components/ui/dialog";
import { useCancelPaidOrder } from "../api/admin-api";
import { ActionError } from "./sign-out";

const t = adminCopy.order;

/**
 * The owner's 'Cancelar encomenda' on a paid order not yet sent (issue 32): a confirmation that says what follows (stock
 * back, the refund of what is left, the customer e-mailed), then what the server answered.
 */
export function CancelPaidOrder({ orderId, leftCents, cancellable }: { orderId: string; leftCents: number; cancellable: boolean }) {
  const cancel = useCancelPaidOrder(orderId);
  const [open, setOpen] = useState(false);
  // Once cancelled the order is no longer cancellable, but what the cancel did is still said here.
  if (!cancellable && !cancel.data) return null;
  if (cancel.data)
    return (
      <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {(cancel.data.status === "succeeded" ? t.cancelled : t.cancelledPending)(formatCents(cancel.data.refundedCents))}
      </p>
    );
  return (
    <div className="mt-4 border-t border-stone-100 pt-4">
      <button type="button" className="btn-outline border-rose-300 text-rose-800" onClick={() => setOpen(true)}>
        {t.cancel}
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-bold">{t.cancelTitle}</Dialog.Title>
          <p className="mt-2 text-sm">{t.cancelText(formatCents(leftCents))}</p>
          <ActionError error={cancel.error} />
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
              {t.cancelKeep}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              {t.cancelConfirm}
            </button>
          </div>
        </DialogContent>
      </Dialog.Root>
    </div>
  );
}
