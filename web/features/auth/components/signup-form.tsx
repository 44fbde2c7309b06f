import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { cartRemindersCopy } from "#copy/cart-reminders";
import { footerCopy } from "#copy/footer";
import { type SignupFormValues, signupFormSchema } from "../../../../shared/account-forms";

import { isInputError } from "../../../../shared/error-codes";
import { useNameFields } from "../../../components/account/use-name-fields";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { PasswordInput } from "../../../components/ui/password-input";
import { PrivacyNotice } from "../../../components/ui/privacy-notice";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { useCountdown } from "../../../lib/use-countdown";
import { useSignUp } from "../api/account-api";

type Values = SignupFormValues;
const empty: Values = { firstName: "", fullName: "", email: "", password: "", confirm: "", cartReminders: false };

export function SignupForm({ onGoToLogin, onForgot }: { onGoToLogin: () => void; onForgot: (email: string) => void }) {
  const form = useForm<Values>({ resolver: formResolver(signupFormSchema), defaultValues: empty });
  const names = useNameFields(form);
  const [dialog, setDialog] = useState<null | "sent" | "exists">(null);
  const [sentTo, setSentTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const countdown = useCountdown();
  const signUp = useSignUp();
  const reminderId = useId();
  const { errors, isSubmitting } = form.formState;
  const formError = (errors as { form?: { message?: string } }).form?.message;

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const email = v.email.trim().toLowerCase();
    try {
      await signUp.mutateAsync({
        email,
        password: v.password,
        firstName: v.firstName.trim(),
        fullName: v.fullName.trim(),
        ...(v.cartReminders ? { cartReminders: true } : {}),
      });
      setSentTo(email);
      form.reset(empty);
      setDialog("sent");
    } catch (err) {
      if (err instanceof ApiError && err.code === "user_already_registered") {
        setSentTo(email);
        return setDialog("exists");
      }
      if (err instanceof ApiError && err.code === "rate_limited") return countdown.start(err.retryAfter ?? 60);
      if (err instanceof ApiError && isInputError(err.code)) return setError(accountCopy.auth.signupError(err.message));
      setError(err instanceof ApiError ? accountCopy.auth.signupFailed : accountCopy.auth.unexpected);
    }
  });

  const input = (name: Exclude<keyof Values, "cartReminders">, label: string, type = "text", autoComplete?: string) => {
    // SPEC §5 name rules (space moves on, full name prefixed with the first name) for the two name fields.
    const registered = name === "firstName" ? names.firstName : name === "fullName" ? names.fullName : form.register(name);
    return (
      <Field label={label} error={errors[name]?.message}>
        {({ id, describedBy, invalid }) =>
          type === "password" ? (
            <PasswordInput id={id} autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...registered} />
          ) : (
            <TextInput id={id} type={type} autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...registered} />
          )
        }
      </Field>
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={accountCopy.auth.tabSignup}>
        {input("firstName", accountCopy.auth.firstName, "text", "given-name")}
        {input("fullName", accountCopy.auth.fullName, "text", "name")}
        {input("email", accountCopy.auth.email, "email", "email")}
        {input("password", accountCopy.auth.password, "password", "new-password")}
        <p className="-mt-2 text-xs text-stone-600">{accountCopy.auth.passwordHint}</p>
        {input("confirm", accountCopy.auth.confirmPassword, "password", "new-password")}
        {/* A reminder of a cart left behind (issue 50): a consent of its own, off unless ticked. */}
        <div className="flex items-start gap-2 text-sm">
          <input
            id={`${reminderId}-lembretes`}
            type="checkbox"
            aria-describedby={`${reminderId}-ajuda`}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            {...form.register("cartReminders")}
          />
          <div>
            <label htmlFor={`${reminderId}-lembretes`}>{cartRemindersCopy.cartReminders.consent}</label>
            <p id={`${reminderId}-ajuda`} className="text-xs text-stone-600">
              {cartRemindersCopy.cartReminders.consentHint}
            </p>
          </div>
        </div>
        <FormError>{formError ?? error}</FormError>
        {countdown.left > 0 && (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {accountCopy.auth.rateLimited(countdown.left)}
          </p>
        )}
        <PrivacyNotice text={footerCopy.privacyNotice.signup} />
        <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting || countdown.left > 0}>
          {accountCopy.auth.signup}
        </button>
      </form>

      <Dialog.Root open={dialog !== null} onOpenChange={(o) => !o && setDialog(null)}>
        <DialogContent className="space-y-4">
          {dialog === "sent" ? (
            <>
              <Dialog.Title className="text-lg font-bold">{accountCopy.auth.sentTitle}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-700">{accountCopy.auth.sentText(sentTo)}</Dialog.Description>
              <button
                type="button"
                className="btn-primary w-full"
                onClick={() => {
                  setDialog(null);
                  onGoToLogin();
                }}
              >
                {accountCopy.auth.sentConfirm}
              </button>
            </>
          ) : (
            <>
              <Dialog.Title className="text-lg font-bold">{accountCopy.auth.existsTitle}</Dialog.Title>
              <Dialog.Description className="text-sm text-stone-700">{accountCopy.auth.existsText(sentTo)}</Dialog.Description>
              <div className="grid gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => {
                    setDialog(null);
                    onGoToLogin();
                  }}
                >
                  {accountCopy.auth.existsLogin}
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => {
                    setDialog(null);
                    form.reset(empty);
                  }}
                >
                  {accountCopy.auth.existsOther}
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  onClick={() => {
                    setDialog(null);
                    onForgot(sentTo);
                  }}
                >
                  {accountCopy.auth.existsForgot}
                </button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog.Root>
    </>
  );
}
