import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { accountCopy } from "#copy/account";
import { paths } from "../../../../shared/paths";
import { ProfileFields } from "../../../components/account/profile-fields";
import { type ProfileValues, profileInitialValues, profileResolver, toProfile } from "../../../components/account/profile-values";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { signOutNow } from "../../../lib/auth-client";
import { queryClient } from "../../../lib/query-client";
import type { SessionData } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useSaveCustomer } from "../api/account-api";

const t = accountCopy.profile;

/**
 * SPEC §5: the blocking complete-profile form after sign-up, and the Google data form after the first Google
 * sign-in (`google`: the e-mail shown read-only and every field required). Saving goes home.
 */
export function CompleteProfileForm({ session, google }: { session: SessionData; google: boolean }) {
  const form = useForm<ProfileValues>({ resolver: profileResolver(google ? "google" : "profile"), defaultValues: profileInitialValues(session) });
  const navigate = useNavigate();
  const saveCustomer = useSaveCustomer();
  const { errors, isSubmitting } = form.formState;
  const formError = (errors as { form?: { message?: string } }).form?.message;

  const submit = form.handleSubmit(async (v) => {
    try {
      await saveCustomer.mutateAsync(toProfile(v));
    } catch (err) {
      void toast.error(t.saveError(err instanceof ApiError ? err.message : accountCopy.auth.unexpected));
      return;
    }
    void toast.success(t.saved);
    // SPEC §4 "reload to /" without a page reload (which dropped the message): fresh session and data, then home.
    await queryClient.invalidateQueries();
    navigate(paths.home);
  });
  const signOut = async () => {
    try {
      await signOutNow();
    } catch {
      void toast.error(accountCopy.auth.unexpected);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={google ? t.googleTitle : t.title}>
      {google && (
        <Field label={accountCopy.auth.email}>
          {({ id }) => <TextInput id={id} value={session.user.email} readOnly aria-readonly="true" className="bg-stone-100" />}
        </Field>
      )}
      <ProfileFields form={form} nifLabel={t.nif} />
      <FormError>{formError}</FormError>
      <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
        {t.save}
      </button>
      <p className="text-center text-sm text-stone-600">
        {t.signOutText}{" "}
        <button type="button" className="font-semibold text-brand-700 underline-offset-2 hover:underline" onClick={() => void signOut()}>
          {accountCopy.auth.signOut}
        </button>
      </p>
    </form>
  );
}
