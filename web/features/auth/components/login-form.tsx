import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { type LoginWithCodeFormValues, loginFormSchema, loginWithCodeFormSchema } from "../../../../shared/account-forms";
import { CredentialFields } from "../../../components/account/credential-fields";
import { SignInCodeField } from "../../../components/account/sign-in-code-field";
import { FormError } from "../../../components/ui/form-error";
import { signInProblem, signInWithPassword } from "../../../lib/auth-client";
import { formResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";

/**
 * 'Entrar': e-mail and password; and, when the account guard asks for it (decisions/0032: after repeated failed
 * sign-ins on the account), the 6-digit code it e-mailed to the address. Changing the e-mail leaves the code step.
 */
export function LoginForm({ onForgot, onSignedIn }: { onForgot: (email: string) => void; onSignedIn: () => void }) {
  // Set when the server answered `signin_code_required`; the code is then validated and sent too.
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginWithCodeFormValues>({
    // The schema follows the step, as the forgot-password dialog's does.
    resolver: (values, context, options) => formResolver(codeStep ? loginWithCodeFormSchema : loginFormSchema)(values, context, options as never) as never,
    defaultValues: { email: "", password: "", code: "" },
  });
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (codeStep) form.setFocus("code");
  }, [codeStep, form]);

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const result = await signInWithPassword(v.email, v.password, codeStep ? v.code : undefined);
    if (result.outcome === "ok") return onSignedIn();
    if (result.outcome === "code_required") return setCodeStep(true);
    if (result.outcome === "code_invalid") form.setValue("code", "");
    setError(signInProblem(result));
  });

  /** A new code: the password alone again, which the guard answers by e-mailing one when it is right. */
  const resend = async () => {
    setError(null);
    setResending(true);
    const { email, password } = form.getValues();
    const result = await signInWithPassword(email, password).finally(() => setResending(false));
    if (result.outcome === "ok") return onSignedIn();
    if (result.outcome === "code_required") return void toast.success(accountCopy.signInCode.resent);
    setError(signInProblem(result));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={accountCopy.auth.tabLogin}>
      <CredentialFields
        email={form.register("email", { onChange: () => setCodeStep(false) })}
        password={form.register("password")}
        errors={{ email: errors.email?.message, password: errors.password?.message }}
      />
      {codeStep && <SignInCodeField code={form.register("code")} error={errors.code?.message} onResend={() => void resend()} resending={resending} />}
      <FormError>{error}</FormError>
      <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
        {accountCopy.auth.login}
      </button>
      <button type="button" className="w-full text-sm font-semibold text-brand-700 hover:underline" onClick={() => onForgot(form.getValues("email"))}>
        {accountCopy.auth.forgot}
      </button>
    </form>
  );
}
