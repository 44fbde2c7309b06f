import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { accountCopy } from "#copy/account";
import { orderPagesCopy } from "#copy/order-pages";
import { paths } from "../../../../shared/paths";
import { preRegistrationCredentialsSchema } from "../../../../shared/pre-registration";
import { NewPasswordFields } from "../../../components/account/new-password-fields";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { signInWithPassword } from "../../../lib/auth-client";
import { formResolver } from "../../../lib/form-resolver";
import { useCreateGuestAccount } from "../api/orders-api";

const t = orderPagesCopy.orderPages;
type Values = z.input<typeof preRegistrationCredentialsSchema>;

/**
 * 'Criar conta' after a guest's purchase (issue 44, decisions/0058): the e-mail the order was placed with, filled in
 * and fixed, and a password. The account is made from the checkout's pre-registration (profile and address, like the
 * checkout's credentials step) and signed in; the order joins 'Meus Pedidos' once the e-mail is confirmed. On another
 * device (no pre-registration there) the sign-up page does it.
 */
export function GuestAccountOffer({ email, signedIn }: { email: string; signedIn: boolean }) {
  const create = useCreateGuestAccount();
  const [created, setCreated] = useState(false);
  const form = useForm<Values>({ resolver: formResolver(preRegistrationCredentialsSchema), defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const elsewhere = create.error instanceof ApiError && create.error.code === "pre_registration_not_found";

  const submit = form.handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
    } catch (err) {
      if (err instanceof ApiError && (err.field === "password" || err.field === "confirm")) return form.setError(err.field, { message: err.message });
      return form.setError("root", { message: err instanceof ApiError ? err.message : accountCopy.auth.unexpected });
    }
    // Signed in at once, as after the checkout's own step; a failure here leaves the account made (the e-mail says so).
    await signInWithPassword(email, v.password).catch(() => null);
    setCreated(true);
  });

  // Signed in with this e-mail already (an account made elsewhere): nothing to offer; made here: it says so.
  if (signedIn && !created) return null;
  return (
    <section aria-labelledby="criar-conta" className="card space-y-4 p-5">
      <h2 id="criar-conta" className="text-lg font-bold">
        {t.guestAccountTitle}
      </h2>
      {created ? (
        <p role="status" className="flex gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t.accountCreated(email)}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t.guestAccountText(email)}</p>
          <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="criar-conta">
            <Field label={t.guestAccountEmail}>
              {({ id }) => <TextInput id={id} type="email" value={email} readOnly autoComplete="email" className="bg-stone-50" />}
            </Field>
            <NewPasswordFields
              password={form.register("password")}
              confirm={form.register("confirm")}
              errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
            />
            <FormError>{errors.root?.message}</FormError>
            {elsewhere && (
              <Link to={paths.auth()} className="btn-outline">
                {t.guestAccountElsewhere}
              </Link>
            )}
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? t.creatingAccount : t.createAccount}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
