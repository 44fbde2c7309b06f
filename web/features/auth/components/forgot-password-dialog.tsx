import * as Dialog from "@radix-ui/react-dialog";
import { ArrowLeft, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { commonCopy } from "#copy/common";
import { msg } from "../../../../shared/account-rules";
import { copyText } from "../../../../shared/copy-keys";
import { type ForgotStep, type ForgotValues, forgotStepSchemas } from "../../../../shared/password-forms";
import { NewPasswordFields } from "../../../components/account/new-password-fields";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { formResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useResetWithCode, useSendResetCode } from "../api/account-api";

const t = accountCopy.forgot;
const emptyValues = (email: string): ForgotValues => ({ email, code: "", password: "", confirm: "" });

/** SPEC §4 names each problem in a toast; a weak password also states the rule. */
function toastFirstProblem(errors: FieldErrors<ForgotValues>) {
  const message = (errors.email ?? errors.code ?? errors.password ?? errors.confirm)?.message;
  if (message) void toast.error(message, message === t.passwordInvalid ? copyText(msg.passwordRule) : undefined);
}

/** SPEC §4 forgot-password dialog: e-mail → code → password → success; a failed reset goes back to the code. */
export function ForgotPasswordDialog({ open, initialEmail, onOpenChange }: { open: boolean; initialEmail: string; onOpenChange: (o: boolean) => void }) {
  const [step, setStep] = useState<ForgotStep>("email");
  // Each step validates only its own fields; the values of the earlier steps stay in the form.
  const form = useForm<ForgotValues>({
    resolver: (values, context, options) => formResolver(forgotStepSchemas[step])(values, context, options as never) as never,
    defaultValues: emptyValues(initialEmail),
  });
  const { isSubmitting } = form.formState;
  const sendResetCode = useSendResetCode();
  const resetWithCode = useResetWithCode();

  /** Set when six digits move the dialog on by themselves: the code field is gone, so focus goes to the new password. */
  const focusPassword = useRef(false);
  useEffect(() => {
    if (step !== "password" || !focusPassword.current) return;
    focusPassword.current = false;
    form.setFocus("password");
  }, [step, form]);

  useEffect(() => {
    if (open) {
      setStep("email");
      form.reset(emptyValues(initialEmail));
    }
  }, [open, initialEmail, form]);

  const email = () => form.getValues("email").trim().toLowerCase();
  const steps: Record<ForgotStep, () => Promise<void> | void> = {
    email: async () => {
      try {
        await sendResetCode.mutateAsync(email());
        void toast.success(t.sent, t.sentText);
        setStep("code");
      } catch {
        void toast.error(t.sendError);
      }
    },
    code: () => setStep("password"),
    password: async () => {
      const { code, password } = form.getValues();
      try {
        await resetWithCode.mutateAsync({ email: email(), code, newPassword: password });
        void toast.success(t.done, t.doneText);
        onOpenChange(false);
      } catch {
        void toast.error(t.resetError, t.resetErrorDetail);
        form.setValue("code", "");
        setStep("code");
      }
    },
  };
  const submit = form.handleSubmit(() => steps[step](), toastFirstProblem);
  const back = () => setStep(step === "password" ? "code" : "email");
  const code = form.register("code");

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="mb-4 flex items-center gap-2">
          {step !== "email" && (
            <button type="button" onClick={back} aria-label={t.back} className="grid size-9 place-items-center rounded-full hover:bg-stone-100">
              <ArrowLeft aria-hidden className="size-5" />
            </button>
          )}
          <Dialog.Title className="flex-1 text-lg font-bold">{t.title}</Dialog.Title>
          <Dialog.Close aria-label={commonCopy.common.close} className="grid size-9 place-items-center rounded-full hover:bg-stone-100">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mb-4 text-sm text-stone-700">
          {step === "email" ? t.emailText : step === "code" ? t.codeText(form.getValues("email").trim()) : t.passwordText}
        </Dialog.Description>
        <form noValidate className="space-y-4" onSubmit={submit}>
          {step === "email" && (
            <Field label={accountCopy.auth.email}>{({ id }) => <TextInput id={id} type="email" autoComplete="email" {...form.register("email")} />}</Field>
          )}
          {step === "code" && (
            <Field label={t.code}>
              {({ id }) => (
                <TextInput
                  id={id}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className="text-center text-2xl tracking-[0.5em]"
                  {...code}
                  onChange={(e) => {
                    e.target.value = e.target.value.replace(/\D/g, "").slice(0, 6);
                    void code.onChange(e);
                    // SPEC §4: the password step follows once the six digits are in (typed or pasted).
                    if (e.target.value.length === 6) {
                      focusPassword.current = true;
                      setStep("password");
                    }
                  }}
                />
              )}
            </Field>
          )}
          {step === "password" && <NewPasswordFields password={form.register("password")} confirm={form.register("confirm")} />}
          <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
            {step === "email" ? t.send : step === "code" ? t.next : t.save}
          </button>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
