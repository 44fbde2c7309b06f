import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { DialogContent } from "../../../components/ui/dialog";
import { FormError } from "../../../components/ui/form-error";
import { useWithdrawalSteps } from "../api/admin-api";
import { errorText, formatDay } from "./admin-format";
import { restockShortText } from "./refund-form";
import { ReturnLabelPanel } from "./shipping-label-panel";
import { ActionError } from "./sign-out";

const t = adminCopy.order;

/**
 * A withdrawn order's steps (issue 32): when the refund is due, 'Mercadoria recebida', and (owner) the refund of what is
 * left. Withdrawn before it was sent (issue 44): nothing to receive, 'refund now'.
 */
export function WithdrawalActions({
  orderId,
  withdrawal,
  leftCents,
  owner,
}: {
  orderId: string;
  withdrawal: { refundBy: string; goodsReturnedAt: string | null; goodsSent: boolean };
  leftCents: number;
  owner: boolean;
}) {
  const steps = useWithdrawalSteps(orderId);
  // Money never leaves in one click (issue 44): the refund is confirmed in a dialog stating its amount.
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-3 text-sm">
      <p>{t.refundBy(formatDay(withdrawal.refundBy))}</p>
      {!withdrawal.goodsSent ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 font-medium text-amber-900">{t.notSentRefundNow}</p>
      ) : withdrawal.goodsReturnedAt ? (
        <p>{t.goodsReceivedOn(formatDay(withdrawal.goodsReturnedAt))}</p>
      ) : (
        <button type="button" className="btn-outline" disabled={steps.goodsReceived.isPending} onClick={() => steps.goodsReceived.mutate()}>
          {t.goodsReceived}
        </button>
      )}
      <FormError>{steps.goodsReceived.error ? errorText(steps.goodsReceived.error) : null}</FormError>
      {/* The return label the shop pays (issue 49): while the goods are on their way back. */}
      {withdrawal.goodsSent && !withdrawal.goodsReturnedAt && <ReturnLabelPanel orderId={orderId} />}
      {owner && leftCents > 0 && (
        <button type="button" className="btn-primary" disabled={steps.refund.isPending} onClick={() => setConfirming(true)}>
          {t.refundWithdrawal(formatCents(leftCents))}
        </button>
      )}
      <Dialog.Root open={confirming} onOpenChange={(open) => !steps.refund.isPending && setConfirming(open)}>
        <DialogContent aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-bold">{t.refundConfirmTitle(formatCents(leftCents))}</Dialog.Title>
          <p className="mt-2 text-sm">{t.refundConfirmText(formatCents(0))}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-outline" disabled={steps.refund.isPending} onClick={() => setConfirming(false)}>
              {t.refundKeep}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={steps.refund.isPending}
              onClick={() => steps.refund.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t.refundConfirm(formatCents(leftCents))}
            </button>
          </div>
        </DialogContent>
      </Dialog.Root>
      {steps.refund.data && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
          {(steps.refund.data.status === "succeeded" ? t.refundDone : t.refundPending)(formatCents(steps.refund.data.amountCents))}{" "}
          {restockShortText(steps.refund.data.restocked)}
        </p>
      )}
      <ActionError error={steps.refund.error} />
    </div>
  );
}
