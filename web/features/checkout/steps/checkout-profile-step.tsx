import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import { accountCopy } from "#copy/account";
import { checkoutCopy } from "#copy/checkout";
import { DEFAULT_PHONE_PREFIX, splitPhone } from "../../../../shared/account-rules";
import { paths } from "../../../../shared/paths";
import type { PreRegistrationView } from "../../../../shared/pre-registration";
import { ProfileFields } from "../../../components/account/profile-fields";
import { type ProfileValues, profileResolver, toProfile } from "../../../components/account/profile-values";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { usePreRegistration } from "../../../lib/pre-registration-query";
import { type SessionData, useSession } from "../../../lib/session";
import { useSaveGuestProfile } from "../api/pre-registration-api";

const t = checkoutCopy.checkout;

/** SPEC §4 profile step: a guest fills the pre-registration; a signed-in customer confirms (or edits) the customer record. */
export function CheckoutProfileStep() {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  return session.data ? <SignedInProfile data={session.data} /> : <GuestProfile />;
}

function SignedInProfile({ data }: { data: SessionData }) {
  const navigate = useNavigate();
  const c = data.customer;
  const rows: [string, string | null | undefined][] = [
    [accountCopy.account.name, c?.fullName],
    [accountCopy.account.email, data.user.email],
    [accountCopy.account.phone, c?.phone],
    [accountCopy.account.nif, c?.nif],
  ];
  return (
    <section aria-labelledby="passo-perfil" className="card space-y-4 p-5">
      <StepHeading>{t.profileText}</StepHeading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium">{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.myData} className="btn-outline">
          {t.editData}
        </Link>
        <button type="button" className="btn-primary flex-1" disabled={!data.profileComplete} onClick={() => navigate(paths.checkoutShipping)}>
          {t.continue}
        </button>
      </div>
    </section>
  );
}

const guestValues = (p: PreRegistrationView["profile"]): ProfileValues => {
  const [year = "", month = "", day = ""] = p?.birthDate.split("-") ?? [];
  const phone = p?.phone ? splitPhone(p.phone) : { prefix: DEFAULT_PHONE_PREFIX, digits: "" };
  return {
    firstName: p?.firstName ?? "",
    fullName: p?.fullName ?? "",
    year,
    month: month ? String(Number(month)) : "",
    day: day ? String(Number(day)) : "",
    prefix: phone.prefix || DEFAULT_PHONE_PREFIX,
    digits: phone.digits,
    nif: p?.nif ?? "",
  };
};

function GuestProfile() {
  const pre = usePreRegistration();
  const navigate = useNavigate();
  const missing = pre.isError;
  // SPEC §8: 'Dados de pré-cadastro não encontrados. Redirecionando...' then back to the e-mail step.
  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => navigate(paths.checkoutEmail, { replace: true }), 1500);
    return () => clearTimeout(timer);
  }, [missing, navigate]);
  if (pre.isPending) return <Spinner />;
  if (missing)
    return (
      <p role="alert" className="card p-5">
        {t.preRegistrationMissing}
      </p>
    );
  return <GuestProfileForm pre={pre.data} />;
}

function GuestProfileForm({ pre }: { pre: PreRegistrationView }) {
  const navigate = useNavigate();
  const save = useSaveGuestProfile();
  const form = useForm<ProfileValues>({ resolver: profileResolver("profile"), defaultValues: guestValues(pre.profile) });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync(toProfile(v));
      navigate(paths.checkoutShipping);
    } catch (err) {
      if (err instanceof ApiError && err.code === "pre_registration_not_found") return navigate(paths.checkoutEmail, { replace: true });
      form.setError("root", { message: err instanceof ApiError ? err.message : accountCopy.auth.unexpected });
    }
  });
  if (!pre.email) return <Navigate to={paths.checkoutEmail} replace />;
  return (
    <section aria-labelledby="passo-perfil" className="card space-y-4 p-5">
      <StepHeading>{pre.email}</StepHeading>
      <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="passo-perfil">
        <ProfileFields form={form} nifLabel={accountCopy.profile.nif} />
        <FormError>{form.formState.errors.root?.message}</FormError>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => navigate(paths.checkoutEmail)}>
            {t.back}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={isSubmitting}>
            {t.continue}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The step's title (the section's name) and a line under it. */
function StepHeading({ children }: { children: ReactNode }) {
  return (
    <div>
      <h2 id="passo-perfil" className="text-lg font-bold">
        {t.profileTitle}
      </h2>
      <p className="text-sm text-stone-600">{children}</p>
    </div>
  );
}
