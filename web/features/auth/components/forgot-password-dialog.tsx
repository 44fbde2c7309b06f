import * as Dialog from "@radix-ui/react-dialog";
import { ArrowLeft, X } from "lucide-react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { msg, passwordSchema } from "../../../../shared/account-rules";
import { copy } from "../../../../shared/copy";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { toast } from "../../../lib/toast";
import { useResetWithCode, useSendResetCode } from "../api/account-api";
import { NewPasswordFields } from "./new-password-fields";

type Step = "email" | "code" | "password";
const t = copy.forgot;

/** SPEC §4 forgot-password dialog: e-mail → code → password → success; a failed reset goes back to the code. */
export function ForgotPasswordDialog({ open, initialEmail, onOpenChange }: { open: boolean; initialEmail: string; onOpenChange: (o: boolean) => void }) {
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setStep("email");
      setEmail(initialEmail);
      setCode("");
      setPassword("");
      setConfirm("");
    }
  }, [open, initialEmail]);

  const sendResetCode = useSendResetCode();
  const resetWithCode = useResetWithCode();
  const sendCode = async () => {
    const e = email.trim().toLowerCase();
    if (!e) return void toast.error(t.emailRequired);
    if (!z.email().safeParse(e).success) return void toast.error(t.emailInvalid);
    setBusy(true);
    try {
      await sendResetCode.mutateAsync(e);
      void toast.success(t.sent, t.sentText);
      setStep("code");
    } catch {
      void toast.error(t.sendError);
    } finally {
      setBusy(false);
    }
  };

  const checkCode = () => {
    if (!/^\d{6}$/.test(code)) return void toast.error(t.codeIncomplete);
    setStep("password");
  };

  const reset = async () => {
    if (!password || !confirm) return void toast.error(t.passwordsRequired);
    if (!passwordSchema.safeParse(password).success) return void toast.error(t.passwordInvalid, msg.passwordRule);
    if (password !== confirm) return void toast.error(t.passwordsMismatch);
    setBusy(true);
    try {
      await resetWithCode.mutateAsync({ email: email.trim().toLowerCase(), code, newPassword: password });
      void toast.success(t.done, t.doneText);
      onOpenChange(false);
    } catch {
      void toast.error(t.resetError, t.resetErrorDetail);
      setCode("");
      setStep("code");
    } finally {
      setBusy(false);
    }
  };

  const back = () => setStep(step === "password" ? "code" : "email");
  const submit = step === "email" ? sendCode : step === "code" ? checkCode : reset;

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
          <Dialog.Close aria-label={copy.common.close} className="grid size-9 place-items-center rounded-full hover:bg-stone-100">
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mb-4 text-sm text-stone-700">
          {step === "email" ? t.emailText : step === "code" ? t.codeText(email.trim()) : t.passwordText}
        </Dialog.Description>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {step === "email" && (
            <Field label={copy.auth.email}>
              {({ id }) => <TextInput id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
            </Field>
          )}
          {step === "code" && (
            <Field label={t.code}>
              {({ id }) => (
                <TextInput
                  id={id}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                  className="text-center text-2xl tracking-[0.5em]"
                />
              )}
            </Field>
          )}
          {step === "password" && <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />}
          <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
            {step === "email" ? t.send : step === "code" ? t.next : t.save}
          </button>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
