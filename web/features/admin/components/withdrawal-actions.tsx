import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { FormError } from "../../../components/ui/form-error";
import { useWithdrawalSteps } from "../api/admin-api";
import { errorText, formatDay } from "./admin-format";
import { restockShortText } from "./refund-form";

const t = adminCopy.order;

/** A withdrawn order's steps (issue 32): when the refund is due, 'Mercadoria recebida', and (owner) the refund of what is left. */
export function WithdrawalActions({
  orderId,
  withdrawal,
  leftCents,
  owner,
}: {
  orderId: string;
  withdrawal: { refundBy: string; goodsReturnedAt: string | null };
  leftCents: number;
  owner: boolean;
}) {
  const steps = useWithdrawalSteps(orderId);
  return (
    <div className="space-y-3 text-sm">
      <p>{t.refundBy(formatDay(withdrawal.refundBy))}</p>
      {withdrawal.goodsReturnedAt ? (
        <p>{t.goodsReceivedOn(formatDay(withdrawal.goodsReturnedAt))}</p>
      ) : (
        <button type="button" className="btn-outline" disabled={steps.goodsReceived.isPending} onClick={() => steps.goodsReceived.mutate()}>
          {t.goodsReceived}
        </button>
      )}
      <FormError>{steps.goodsReceived.error ? errorText(steps.goodsReceived.error) : null}</FormError>
      {owner && leftCents > 0 && (
        <button type="button" className="btn-primary" disabled={steps.refund.isPending} onClick={() => steps.refund.mutate()}>
          {t.refundWithdrawal(formatCents(leftCents))}
        </button>
      )}
      {steps.refund.data && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
          {(steps.refund.data.status === "succeeded" ? t.refundDone : t.refundPending)(formatCents(steps.refund.data.amountCents))}{" "}
          {restockShortText(steps.refund.data.restocked)}
        </p>
      )}
      <FormError>{steps.refund.error ? errorText(steps.refund.error) : null}</FormError>
    </div>
  );
}
