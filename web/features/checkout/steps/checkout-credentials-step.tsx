import { useForm } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import type { z } from "zod";
import { accountCopy } from "#copy/account";
import { checkoutCopy } from "#copy/checkout";
import { paths } from "../../../../shared/paths";
import { preRegistrationCredentialsSchema } from "../../../../shared/pre-registration";
import { NewPasswordFields } from "../../../components/account/new-password-fields";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { signInWithPassword } from "../../../lib/auth-client";
import { formResolver } from "../../../lib/form-resolver";
import { usePreRegistration } from "../../../lib/pre-registration-query";
import { useSession } from "../../../lib/session";
import { useCompleteGuest } from "../api/pre-registration-api";
import { guestCheckout } from "../state/guest-checkout";

const t = checkoutCopy.checkout;
type Values = z.input<typeof preRegistrationCredentialsSchema>;

/**
 * SPEC §4 credentials step (guests only): the account is created from the pre-registration, the guest is signed in and
 * goes on to payment (DESIGN §6.7). The account is an offer, not a wall (issue 44, decisions/0058): 'Continuar sem
 * criar conta' goes on to payment as a guest, with the e-mail and the data already given. A signed-in customer goes
 * straight to payment; no pre-registration, to the profile.
 */
export function CheckoutCredentialsStep() {
  const session = useSession();
  const pre = usePreRegistration(!session.isPending && !session.data);
  const navigate = useNavigate();
  const complete = useCompleteGuest();
  const form = useForm<Values>({ resolver: formResolver(preRegistrationCredentialsSchema), defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;

  if (session.isPending) return <Spinner />;
  if (session.data) return <Navigate to={paths.checkoutPayment()} replace />;
  if (pre.isPending) return <Spinner />;
  if (pre.isError || !pre.data.profile || !pre.data.address) return <Navigate to={paths.checkoutProfile} replace />;
  const email = pre.data.email;

  const submit = form.handleSubmit(async (v) => {
    try {
      await complete.mutateAsync(v);
    } catch (err) {
      if (err instanceof ApiError && err.field && (err.field === "password" || err.field === "confirm"))
        return form.setError(err.field, { message: err.message });
      return form.setError("root", { message: err instanceof ApiError ? err.message : accountCopy.auth.unexpected });
    }
    const signedIn = await signInWithPassword(email, v.password);
    if (signedIn.outcome !== "ok") return form.setError("root", { message: accountCopy.auth.continueError });
    guestCheckout.set(false);
    navigate(paths.checkoutPayment(), { replace: true });
  });
  const asGuest = () => {
    guestCheckout.set(true);
    navigate(paths.checkoutPayment());
  };

  return (
    <section aria-labelledby="passo-conta" className="card space-y-4 p-5">
      <div>
        <h2 id="passo-conta" className="text-lg font-bold">
          {t.credentialsTitle}
        </h2>
        <p className="text-sm text-stone-600">{t.credentialsText(email)}</p>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="passo-conta">
        <NewPasswordFields
          password={form.register("password")}
          confirm={form.register("confirm")}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        />
        <FormError>{errors.root?.message}</FormError>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => navigate(paths.checkoutShipping)}>
            {t.back}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={isSubmitting}>
            {t.createAndPay}
          </button>
        </div>
      </form>
      <div className="space-y-2 border-t border-stone-200 pt-4">
        <h3 id="sem-conta" className="font-semibold">
          {t.guestTitle}
        </h3>
        <p className="text-sm text-stone-600">{t.guestText(email)}</p>
        <button type="button" className="btn-outline w-full sm:w-auto" onClick={asGuest} disabled={isSubmitting}>
          {t.continueAsGuest}
        </button>
      </div>
    </section>
  );
}
