import { useForm } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { ProfileFields } from "../../../components/account/profile-fields";
import { type ProfileValues, profileInitialValues, profileResolver, toProfile } from "../../../components/account/profile-values";
import { FormError } from "../../../components/ui/form-error";
import type { SessionData } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useSaveMyData } from "../api/account-api";

/** 'Meus dados' (SPEC §5 my-data rules: NIF optional), saved in place. */
export function MyDataForm({ session, onSaved }: { session: SessionData; onSaved: () => void }) {
  const form = useForm<ProfileValues>({ resolver: profileResolver("my-data"), defaultValues: profileInitialValues(session) });
  const saveMyData = useSaveMyData();
  const { errors, isSubmitting } = form.formState;
  const formError = (errors as { form?: { message?: string } }).form?.message;

  const submit = form.handleSubmit(async (v) => {
    try {
      await saveMyData.mutateAsync(toProfile(v));
      void toast.success(accountCopy.account.myDataSaved);
      onSaved();
    } catch {
      void toast.error(accountCopy.account.myDataError);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={accountCopy.profile.title}>
      <ProfileFields form={form} nifLabel={accountCopy.account.nifOptional} />
      <FormError>{formError}</FormError>
      <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
        {accountCopy.account.myDataSave}
      </button>
    </form>
  );
}
