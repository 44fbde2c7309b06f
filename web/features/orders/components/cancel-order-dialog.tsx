import * as Dialog from "@radix-ui/react-dialog";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { orderPagesCopy } from "#copy/order-pages";
import { DialogContent } from "../../../components/ui/dialog";
import { useCancelOrder } from "../api/orders-api";

const t = orderPagesCopy.orderPages;

/**
 * 'Cancelar pedido' on a pending order: a confirmation, then POST …/cancel. The toasts and the list's refresh come
 * from useCancelOrder; on a failure the dialog stays (SPEC §4), and it goes away with the button once the refreshed
 * list shows the order is no longer pending.
 */
export function CancelOrderButton({ orderId, number }: { orderId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const confirm = async () => {
    try {
      await cancel.mutateAsync(orderId);
      setOpen(false);
    } catch {
      /* toasted by useCancelOrder */
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn-outline h-9 px-4 text-red-700" aria-label={t.cancelFor(number)}>
        <XCircle aria-hidden className="size-4" />
        {t.cancel}
      </Dialog.Trigger>
      <DialogContent role="alertdialog" className="space-y-4">
        <Dialog.Title className="text-lg font-bold">{t.cancelTitle}</Dialog.Title>
        <Dialog.Description className="text-sm text-stone-700">{t.cancelText(number)}</Dialog.Description>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Dialog.Close className="btn-outline flex-1">{t.cancelKeep}</Dialog.Close>
          <button
            type="button"
            className="btn flex-1 bg-red-700 text-white hover:bg-red-800"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            onClick={() => void confirm()}
          >
            {cancel.isPending ? t.cancelling : t.cancelConfirm}
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
