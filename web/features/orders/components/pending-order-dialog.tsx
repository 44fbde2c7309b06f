import * as Dialog from "@radix-ui/react-dialog";
import { Clock, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { commonCopy } from "#copy/common";
import { orderPagesCopy } from "#copy/order-pages";
import { formatCents } from "../../../../shared/money";
import { formatOrderDate, orderNumber } from "../../../../shared/order-display";
import { PENDING_DIALOG_DELAY_MS, PENDING_DIALOG_MIN_AGE_MS } from "../../../../shared/order-payment";
import { paths } from "../../../../shared/paths";
import { DialogContent } from "../../../components/ui/dialog";
import { useSession } from "../../../lib/session";
import { useCancelOrder } from "../api/orders-api";
import { usePendingOrder } from "../api/pending-order-api";
import { cancelledLocally, rememberCancelled } from "../state/cancelled-orders";

const t = orderPagesCopy.pendingDialog;

/** The order's age by the page's clock (Date.now(), so tests can move it); NaN dates count as new. */
const ageOf = (createdAt: string) => Date.now() - (Date.parse(createdAt) || Date.now());

/**
 * SPEC §4 pending-order dialog, on the home page: 2 s after it mounts with a session, the customer's newest pending
 * order is asked for; the dialog opens when that order is older than 5 minutes (a younger one is asked again when it
 * turns 5 minutes old) and was not cancelled from this browser. 'Finalizar Pagamento' goes to the payment step with the
 * order; 'Cancelar Pedido' cancels it (a failure keeps the dialog open, with the toast from useCancelOrder).
 * A failed check is only logged: the page goes on as if there were no pending order.
 */
export function PendingOrderDialog() {
  const userId = useSession().data?.user.id;
  const navigate = useNavigate();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => setDue(true), PENDING_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);

  const query = usePendingOrder(userId, due);
  const { refetch, dataUpdatedAt, error } = query;
  const order = query.data ?? null;
  useEffect(() => {
    if (error) console.warn("pending order check failed", error);
  }, [error]);

  const [shownId, setShownId] = useState<string | null>(null);
  const dismissed = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: every answer (dataUpdatedAt) is looked at again, even an unchanged order.
  useEffect(() => {
    if (!order || dismissed.current.has(order.id) || cancelledLocally(order.id)) return;
    const wait = PENDING_DIALOG_MIN_AGE_MS - ageOf(order.createdAt);
    if (wait <= 0) return setShownId(order.id);
    // Still young: ask again once it is old enough (it may have been paid or cancelled meanwhile).
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [order, dataUpdatedAt, refetch]);

  const cancel = useCancelOrder();
  const finishRef = useRef<HTMLButtonElement>(null);
  if (!order) return null;
  const open = shownId === order.id;
  const number = orderNumber(order.id);
  const close = () => {
    dismissed.current.add(order.id);
    setShownId(null);
  };
  const finish = () => {
    close();
    navigate(paths.checkoutPayment({ pendente: order.id }));
  };
  const cancelOrder = async () => {
    try {
      await cancel.mutateAsync(order.id);
      rememberCancelled(order.id);
      close();
    } catch (err) {
      // SPEC §4: the dialog stays; useCancelOrder has shown the reason.
      console.warn("pending order cancel failed", err);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && close()}>
      <DialogContent
        className="space-y-4 sm:max-w-lg"
        onOpenAutoFocus={(e) => {
          // The way forward has the focus, not the close button.
          e.preventDefault();
          finishRef.current?.focus();
        }}
      >
        <div className="flex items-start gap-3">
          <Clock aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-500" />
          <Dialog.Title className="flex-1 text-lg font-bold">{t.title}</Dialog.Title>
          <Dialog.Close aria-label={commonCopy.common.close} className="-m-1 rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-sm text-stone-700">{t.text}</Dialog.Description>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-stone-50 p-4 text-sm">
          <dt className="text-stone-600">{t.number}</dt>
          <dd className="text-right font-mono font-bold">{number}</dd>
          <dt className="text-stone-600">{t.date}</dt>
          <dd className="text-right">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </dd>
          <dt className="text-base font-bold">{t.total}</dt>
          <dd className="text-right text-base font-bold tabular-nums">{formatCents(order.totalCents)}</dd>
        </dl>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <button
            type="button"
            className="btn-outline flex-1 whitespace-nowrap text-red-700"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
            onClick={() => void cancelOrder()}
          >
            {cancel.isPending ? t.cancelling : t.cancel}
          </button>
          <button ref={finishRef} type="button" className="btn-primary flex-1 whitespace-nowrap" disabled={cancel.isPending} onClick={finish}>
            {t.finish}
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
