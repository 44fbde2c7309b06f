import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { type LoginFormValues, loginFormSchema } from "../../../../shared/account-forms";
import { CredentialFields } from "../../../components/account/credential-fields";
import { FormError } from "../../../components/ui/form-error";
import { signInWithPassword } from "../../../lib/auth-client";

export function LoginForm({ onForgot, onSignedIn }: { onForgot: (email: string) => void; onSignedIn: () => void }) {
  const form = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: "", password: "" } });
  const [error, setError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const result = await signInWithPassword(v.email, v.password);
    if (result === "ok") return onSignedIn();
    setError(result === "wrong" ? accountCopy.auth.wrongCredentials : accountCopy.auth.unexpected);
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={accountCopy.auth.tabLogin}>
      <CredentialFields
        email={form.register("email")}
        password={form.register("password")}
        errors={{ email: errors.email?.message, password: errors.password?.message }}
      />
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
