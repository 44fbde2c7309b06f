import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { footerCopy } from "#copy/footer";
import { shopCopy } from "#copy/shop";
import { stockAlertFormSchema } from "../../../shared/stock-alerts";
import { Field, TextInput } from "../../components/ui/field";
import { FormError } from "../../components/ui/form-error";
import { PrivacyNotice } from "../../components/ui/privacy-notice";
import { ApiError } from "../../lib/api-client";
import { formResolver } from "../../lib/form-resolver";
import { useSession } from "../../lib/session";
import { useStockAlert } from "../../lib/stock-alerts";

const t = shopCopy.product;
type Values = { email: string; consent: boolean };

/**
 * 'Avise-me quando voltar' for a sold-out size or colour (issue 34), opened by the button that takes the add button's
 * place (issue 44): the shopper's e-mail (their account's when signed in), an unticked consent box and the privacy
 * notice; the shop e-mails them once when the variant is back. Opened by a click, it takes the focus (the button is gone).
 */
export function StockAlertForm({ variantId }: { variantId: number }) {
  const session = useSession();
  const alert = useStockAlert();
  const consentId = useId();
  const form = useForm<Values>({
    resolver: formResolver(stockAlertFormSchema),
    values: { email: session.data?.user.email ?? "", consent: false },
    resetOptions: { keepDirtyValues: true },
  });
  const { setFocus } = form;
  useEffect(() => setFocus("email"), [setFocus]);
  if (alert.isSuccess)
    return (
      <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {t.notifyDone(form.getValues("email"))}
      </p>
    );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t.notifyTitle}
      className="space-y-3 rounded-xl border border-stone-200 p-4"
      onSubmit={form.handleSubmit((v) => alert.mutate({ variantId, email: v.email.trim(), consent: true }))}
    >
      <h2 className="font-semibold">{t.notifyTitle}</h2>
      <Field label={t.notifyEmail} error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("email")} />
        )}
      </Field>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={consentId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0"
          aria-invalid={errors.consent ? true : undefined}
          {...form.register("consent")}
        />
        <label htmlFor={consentId}>{t.notifyConsent}</label>
      </div>
      {errors.consent?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.consent.message}
        </p>
      )}
      <PrivacyNotice text={footerCopy.privacyNotice.stockAlert} />
      <FormError>{alert.error ? (alert.error instanceof ApiError ? alert.error.message : t.notifyError) : null}</FormError>
      <button type="submit" className="btn-primary h-11" disabled={alert.isPending}>
        {t.notifySubmit}
      </button>
    </form>
  );
}
