import { Undo2 } from "lucide-react";
import { useState } from "react";
import { withdrawalCopy } from "#copy/withdrawal";
import { formatLisbonMoment, formatOrderDate, orderNumber } from "../../../../shared/order-display";
import { goodsWereSent } from "../../../../shared/withdrawal";
import type { OrderView } from "../../../lib/order-queries";
import { useWithdrawOrder, withdrawalErrorMessage } from "../api/withdrawal-api";
import { WithdrawalDialog, WithdrawalDone } from "./withdrawal-dialog";

const t = withdrawalCopy.withdrawal;

/**
 * The right of withdrawal on one order of 'Meus Pedidos' (decisions/0014): within the period, a clearly labelled entry,
 * a confirmation step and the acknowledgement; once withdrawn, when it was registered. Nothing for other orders.
 */
export function OrderWithdrawal({ order }: { order: Pick<OrderView, "id" | "status" | "shippedAt" | "withdrawnAt" | "withdrawableUntil"> }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ withdrawnAt: string; goodsSent: boolean } | null>(null);
  const withdraw = useWithdrawOrder();
  const number = orderNumber(order.id);
  const confirm = async () => {
    try {
      setDone(await withdraw.mutateAsync(order.id));
      setOpen(false);
    } catch {
      /* shown in the dialog */
    }
  };
  const box = "mt-3 border-t border-stone-100 pt-3";
  if (done) {
    return (
      <div className={box}>
        <WithdrawalDone number={number} withdrawnAt={done.withdrawnAt} goodsSent={done.goodsSent} />
      </div>
    );
  }
  if (order.withdrawnAt) {
    return <p className={`${box} text-sm font-medium text-stone-700`}>{t.registered(formatLisbonMoment(order.withdrawnAt))}</p>;
  }
  if (!order.withdrawableUntil || Date.parse(order.withdrawableUntil) <= Date.now()) return null;
  return (
    <div className={`${box} flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between`}>
      <p className="text-sm text-stone-600">{t.until(formatOrderDate(order.withdrawableUntil))}</p>
      <WithdrawalDialog
        open={open}
        onOpenChange={setOpen}
        number={number}
        pending={withdraw.isPending}
        error={withdraw.isError ? withdrawalErrorMessage(withdraw.error) : null}
        onConfirm={() => void confirm()}
        goodsSent={goodsWereSent(order)}
        trigger={
          <button type="button" className="btn-outline h-auto min-h-9 px-4 py-1.5 text-left" aria-label={t.entryFor(number)} onClick={() => withdraw.reset()}>
            <Undo2 aria-hidden className="size-4 shrink-0" />
            {t.entry}
          </button>
        }
      />
    </div>
  );
}
