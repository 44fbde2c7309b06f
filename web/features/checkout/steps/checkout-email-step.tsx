import { type ComponentType, Suspense, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { accountCopy } from "#copy/account";
import { checkoutCopy } from "#copy/checkout";
import { validationCopy } from "#copy/validation";
import { signInCodeSchema } from "../../../../shared/account-forms";
import { emailSchema } from "../../../../shared/account-rules";
import { copyText } from "../../../../shared/copy-keys";
import { paths } from "../../../../shared/paths";
import { CredentialFields } from "../../../components/account/credential-fields";
import { SignInCodeField } from "../../../components/account/sign-in-code-field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { googleConfigured, signInProblem, signInWithGoogle, signInWithPassword } from "../../../lib/auth-client";
import { formResolver } from "../../../lib/form-resolver";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { emailExists } from "../api/account-lookup";
import { startPreRegistration } from "../api/pre-registration-api";

const t = checkoutCopy.checkout;

/** The forgot-password dialog belongs to the auth feature: web/app passes it in. */
export type ForgotPasswordDialog = ComponentType<{ open: boolean; initialEmail: string; onOpenChange: (open: boolean) => void }>;
// `code`: asked for only when the account guard wants it (decisions/0032), and checked then.
const schema = z.object({ email: z.string().trim().min(1, validationCopy.validation.emailRequired).pipe(emailSchema), password: z.string(), code: z.string() });
type Values = z.input<typeof schema>;

/**
 * SPEC §4 checkout e-mail step: a signed-in customer goes on; a known e-mail shows the password field and signs in,
 * then the entry routes by profile; an unknown e-mail starts the guest's pre-registration and goes to the profile step.
 */
export function CheckoutEmailStep({ ForgotPasswordDialog }: { ForgotPasswordDialog: ForgotPasswordDialog }) {
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm<Values>({ resolver: formResolver(schema), defaultValues: { email: "", password: "", code: "" } });
  const [known, setKnown] = useState<boolean | null>(null);
  // Set when the account guard answered `signin_code_required`: the e-mailed code is asked for with the password.
  const [codeStep, setCodeStep] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [forgot, setForgot] = useState(false);
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (session.data) navigate(paths.checkout, { replace: true });
  }, [session.data, navigate]);
  // SPEC §2: the Google button is always there; without Google configured it says so, as /auth does.
  const google = async () => {
    if (!(await googleConfigured().catch(() => false))) return void toast.message(accountCopy.auth.googleNotConfigured);
    await signInWithGoogle();
  };

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      const exists = known ?? (await emailExists(v.email));
      if (!exists) {
        try {
          await startPreRegistration(v.email);
          return navigate(paths.checkoutProfile);
        } catch (err) {
          // Registered in the meantime: ask for the password instead.
          if (err instanceof ApiError && err.code === "user_already_registered") return setKnown(true);
          throw err;
        }
      }
      if (known === null) return setKnown(true);
      if (!v.password) return form.setError("password", { message: validationCopy.validation.passwordRequired });
      const code = codeStep ? signInCodeSchema.safeParse(v.code) : null;
      if (code && !code.success) return form.setError("code", { message: copyText(code.error.issues[0]?.message ?? "") });
      const result = await signInWithPassword(v.email, v.password, code?.data);
      if (result.outcome === "ok") return navigate(paths.checkout, { replace: true });
      if (result.outcome === "code_required") return setCodeStep(true);
      if (result.outcome === "code_invalid") form.setValue("code", "");
      setError(signInProblem(result));
    } catch (err) {
      setError(err instanceof ApiError && err.code === "rate_limited" ? err.message : accountCopy.auth.continueError);
    }
  });

  /** A new code: the password alone again, which the guard answers by e-mailing one when it is right. */
  const resend = async () => {
    setError(null);
    setResending(true);
    const { email, password } = form.getValues();
    const result = await signInWithPassword(email, password).finally(() => setResending(false));
    if (result.outcome === "ok") return navigate(paths.checkout, { replace: true });
    if (result.outcome === "code_required") return void toast.success(accountCopy.signInCode.resent);
    setError(signInProblem(result));
  };

  return (
    <section aria-labelledby="passo-email" className="card space-y-5 p-5">
      <h2 id="passo-email" className="text-lg font-bold">
        {t.emailTitle}
      </h2>
      <button type="button" className="btn-outline w-full py-3" onClick={() => void google()}>
        {t.google}
      </button>
      <p className="text-center text-xs uppercase text-stone-500">{t.or}</p>
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="passo-email">
        <CredentialFields
          email={form.register("email", {
            onChange: () => {
              setKnown(null);
              setCodeStep(false);
            },
          })}
          password={known === true ? form.register("password") : null}
          errors={{ email: errors.email?.message, password: errors.password?.message }}
          note={<p className="text-sm text-stone-700">{t.knownEmail}</p>}
        />
        {known === true && codeStep && (
          <SignInCodeField code={form.register("code")} error={errors.code?.message} onResend={() => void resend()} resending={resending} />
        )}
        {known === true && (
          <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => setForgot(true)}>
            {t.forgot}
          </button>
        )}
        <FormError>{error}</FormError>
        <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
          {t.continue}
        </button>
      </form>
      <div className="text-sm text-stone-700">
        <p className="font-medium">{t.reasonsTitle}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {t.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
      {/* The dialog's code (auth feature, loaded apart) does not hold the step back. */}
      <Suspense fallback={null}>
        <ForgotPasswordDialog open={forgot} initialEmail={form.getValues("email")} onOpenChange={setForgot} />
      </Suspense>
    </section>
  );
}
