import * as Dialog from "@radix-ui/react-dialog";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type AdminReview,
  hideReviewSchema,
  REVIEW_HIDE_REASONS,
  REVIEW_NOTE_MAX,
  REVIEW_REPLY_MAX,
  replyReviewSchema,
} from "../../../../shared/admin-reviews";
import { reviewsAdminCopy } from "../../../../shared/copy/back-office/reviews";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, inputClass } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { formResolver } from "../../../lib/form-resolver";
import type { useReviewChanges } from "../api/reviews-admin-api";
import { errorText } from "./admin-format";

const t = reviewsAdminCopy;
type Changes = ReturnType<typeof useReviewChanges>;
type HideIn = z.input<typeof hideReviewSchema>;
type HideOut = z.output<typeof hideReviewSchema>;
type ReplyIn = z.input<typeof replyReviewSchema>;
type ReplyOut = z.output<typeof replyReviewSchema>;

interface DialogProps {
  review: AdminReview;
  changes: Changes;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the server did, said on the page (the review may leave a filtered list). */
  onDone: (said: string) => void;
}

/** The owner's 'Ocultar': a reason from the review policy's list and a note (required with 'Outro motivo'). */
export function HideReviewDialog({ review, changes, open, onOpenChange, onDone }: DialogProps) {
  const form = useForm<HideIn, unknown, HideOut>({ resolver: formResolver(hideReviewSchema), defaultValues: { note: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    changes.hide.mutate(v, {
      onSuccess: () => {
        onOpenChange(false);
        form.reset();
        onDone(t.said.hidden);
      },
    }),
  );
  const reasonId = `motivo-${review.id}`;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <Dialog.Title className="text-lg font-bold">{t.hideTitle}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-700">{t.hideText}</Dialog.Description>
        <form noValidate onSubmit={submit} className="mt-4 space-y-3">
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Select
                stacked
                id={reasonId}
                label={t.reason}
                placeholder={t.reasonPlaceholder}
                value={field.value ?? ""}
                options={REVIEW_HIDE_REASONS.map((r) => ({ value: r, label: t.reasons[r] }))}
                onChange={field.onChange}
                invalid={!!errors.reason}
                describedBy={errors.reason ? `${reasonId}-erro` : undefined}
              />
            )}
          />
          {errors.reason && (
            <p id={`${reasonId}-erro`} role="alert" className="text-sm text-red-700">
              {errors.reason.message}
            </p>
          )}
          <Field label={t.note} error={errors.note?.message}>
            {(f) => (
              <textarea
                id={f.id}
                rows={3}
                maxLength={REVIEW_NOTE_MAX}
                aria-describedby={f.describedBy}
                aria-invalid={f.invalid || undefined}
                className={`${inputClass} h-auto py-2`}
                {...form.register("note")}
              />
            )}
          </Field>
          <FormError>{changes.hide.error ? errorText(changes.hide.error) : null}</FormError>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="btn-outline">
                {t.cancel}
              </button>
            </Dialog.Close>
            <button type="submit" className="btn-primary" disabled={changes.hide.isPending}>
              {t.hideConfirm}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}

/** The owner's reply as the shop: written, replaced, or deleted (the audit log keeps every text). */
export function ReplyDialog({ review, changes, open, onOpenChange, onDone }: DialogProps) {
  const form = useForm<ReplyIn, unknown, ReplyOut>({ resolver: formResolver(replyReviewSchema), values: { text: review.reply?.text ?? "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    changes.reply.mutate(v.text, {
      onSuccess: () => {
        onOpenChange(false);
        onDone(t.said.replied);
      },
    }),
  );
  const remove = () =>
    changes.deleteReply.mutate(undefined, {
      onSuccess: () => {
        onOpenChange(false);
        onDone(t.said.replyDeleted);
      },
    });
  const failed = changes.reply.error ?? changes.deleteReply.error;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <Dialog.Title className="text-lg font-bold">{t.replyTitle}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-700">{t.replyText}</Dialog.Description>
        <form noValidate onSubmit={submit} className="mt-4 space-y-3">
          <Field label={t.replyLabel} error={errors.text?.message}>
            {(f) => (
              <textarea
                id={f.id}
                rows={5}
                maxLength={REVIEW_REPLY_MAX}
                aria-describedby={f.describedBy}
                aria-invalid={f.invalid || undefined}
                className={`${inputClass} h-auto py-2`}
                {...form.register("text")}
              />
            )}
          </Field>
          <FormError>{failed ? errorText(failed) : null}</FormError>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <button type="button" className="btn-outline">
                {t.cancel}
              </button>
            </Dialog.Close>
            <button type="submit" className="btn-primary" disabled={changes.reply.isPending}>
              {t.replySave}
            </button>
          </div>
          {review.reply && (
            <div className="border-t border-stone-100 pt-3">
              <button type="button" className="btn-outline border-rose-300 text-rose-800" onClick={remove} disabled={changes.deleteReply.isPending}>
                {t.replyDelete}
              </button>
            </div>
          )}
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
