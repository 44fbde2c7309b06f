import type { UseFormRegisterReturn } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { Field, TextInput } from "../ui/field";

const t = accountCopy.signInCode;

/**
 * The account guard's step of a sign-in (decisions/0032): why a code is asked for, and the field for the 6-digit code
 * e-mailed to the address, registered in the caller's form. `resend` asks for a new code (the password again, alone).
 */
export function SignInCodeField({
  code,
  error,
  onResend,
  resending,
}: {
  code: UseFormRegisterReturn;
  error?: string;
  onResend: () => void;
  resending: boolean;
}) {
  return (
    <div className="space-y-3">
      <div role="status" className="space-y-1 rounded-xl bg-brand-50 p-3 text-sm text-stone-800">
        <p>{t.required}</p>
        <p className="text-stone-600">{t.notReceived}</p>
      </div>
      <Field label={t.label} error={error}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="text-center text-2xl tracking-[0.5em]"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...code}
            onChange={(e) => {
              // Digits only, as pasted from the e-mail or typed.
              e.target.value = e.target.value.replace(/\D/g, "").slice(0, 6);
              void code.onChange(e);
            }}
          />
        )}
      </Field>
      <button type="button" className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60" onClick={onResend} disabled={resending}>
        {t.resend}
      </button>
    </div>
  );
}
