import { useState } from "react";
import { Link } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import type { AdminReview } from "../../../../shared/admin-reviews";
import { reviewsAdminCopy } from "../../../../shared/copy/back-office/reviews";
import { FormError } from "../../../components/ui/form-error";
import { Stars } from "../../../components/ui/stars";
import { useReviewChanges } from "../api/reviews-admin-api";
import { errorText, formatMoment, orderNumber } from "./admin-format";
import { HideReviewDialog, ReplyDialog } from "./review-dialogs";

const t = reviewsAdminCopy;

/**
 * One review in the back-office: the customer's words as written, whether it is shown (and if not, why, by whom, when),
 * the shop's reply; the owner's buttons to hide it or show it again and to reply.
 */
export function ReviewCard({ review, owner, onDone }: { review: AdminReview; owner: boolean; onDone: (said: string) => void }) {
  const changes = useReviewChanges(review.id);
  const [dialog, setDialog] = useState<"hide" | "reply" | null>(null);
  const openChange = (which: "hide" | "reply") => (open: boolean) => setDialog(open ? which : null);
  const headingId = `avaliacao-${review.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold [overflow-wrap:anywhere]">
          <Link to={`${ADMIN_PATH}/catalogo/${review.product.id}`} className="underline">
            {review.product.name}
          </Link>{" "}
          <span className="font-mono text-xs font-normal text-stone-600">{review.product.sku}</span>
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${review.hidden ? "bg-amber-100 text-amber-900" : "bg-emerald-100 text-emerald-900"}`}>
          {review.hidden ? t.hidden : t.visible}
        </span>
      </div>
      <Stars rating={review.rating} label={t.rating(review.rating)} />
      <div className="space-y-1 [overflow-wrap:anywhere]">
        {review.title && <p className="font-semibold text-stone-900">{review.title}</p>}
        {review.body ? (
          <p className="whitespace-pre-line text-sm text-stone-800">{review.body}</p>
        ) : (
          !review.title && <p className="text-sm text-stone-600">{t.noText}</p>
        )}
      </div>
      <p className="text-sm text-stone-600">
        {t.reviewer(review.reviewer, formatMoment(review.createdAt))}
        {review.orderId && (
          <>
            {" · "}
            <Link to={`${ADMIN_PATH}/encomendas/${review.orderId}`} className="underline">
              {t.order(orderNumber(review.orderId))}
            </Link>
          </>
        )}
      </p>
      {review.hidden && (
        <div className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 [overflow-wrap:anywhere]">
          <p>{t.hiddenLine(t.reasons[review.hidden.reason], review.hidden.by, formatMoment(review.hidden.at))}</p>
          {review.hidden.note && <p className="mt-1 whitespace-pre-line">{review.hidden.note}</p>}
        </div>
      )}
      {review.reply && (
        <div className="rounded-xl border-l-4 border-brand-200 bg-brand-50 px-3 py-2 text-sm [overflow-wrap:anywhere]">
          <p className="font-semibold text-stone-900">{t.replyFrom(formatMoment(review.reply.at), review.reply.by)}</p>
          <p className="mt-1 whitespace-pre-line text-stone-800">{review.reply.text}</p>
        </div>
      )}
      {owner && (
        <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          {review.hidden ? (
            <button
              type="button"
              className="btn-outline"
              disabled={changes.unhide.isPending}
              onClick={() => changes.unhide.mutate(undefined, { onSuccess: () => onDone(t.said.unhidden) })}
            >
              {t.unhide}
            </button>
          ) : (
            <button type="button" className="btn-outline border-rose-300 text-rose-800" onClick={() => setDialog("hide")}>
              {t.hide}
            </button>
          )}
          <button type="button" className="btn-outline" onClick={() => setDialog("reply")}>
            {review.reply ? t.editReply : t.reply}
          </button>
          <HideReviewDialog review={review} changes={changes} open={dialog === "hide"} onOpenChange={openChange("hide")} onDone={onDone} />
          <ReplyDialog review={review} changes={changes} open={dialog === "reply"} onOpenChange={openChange("reply")} onDone={onDone} />
        </div>
      )}
      {changes.unhide.error && <FormError>{errorText(changes.unhide.error)}</FormError>}
    </li>
  );
}
