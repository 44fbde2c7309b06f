import * as Dialog from "@radix-ui/react-dialog";
import { useForm } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { type ChangePasswordFormValues, changePasswordFormSchema } from "../../../../shared/account-forms";
import { DialogContent } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/account-mutations";

const t = accountCopy.account;
type Values = ChangePasswordFormValues;

/** DESIGN §6.2: MUDAR SENHA — current password, new one with the rule, confirmation; other sessions end. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const form = useForm<Values>({ resolver: formResolver(changePasswordFormSchema), defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const changePassword = useChangePassword();
  const submit = form.handleSubmit(async (v) => {
    try {
      await changePassword.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword });
      void toast.success(t.passwordChanged);
      form.reset();
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.field === "currentPassword") form.setError("currentPassword", { message: err.message });
      else void toast.error(err instanceof ApiError ? err.message : accountCopy.auth.unexpected);
    }
  });
  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <PasswordInput id={id} autoComplete={autoComplete} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register(name)} />
      )}
    </Field>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) form.reset();
        onOpenChange(o);
      }}
    >
      <DialogContent>
        <Dialog.Title className="text-lg font-bold">{t.passwordTitle}</Dialog.Title>
        <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{t.passwordText}</Dialog.Description>
        <form noValidate onSubmit={submit} className="space-y-4">
          {field("currentPassword", t.currentPassword, "current-password")}
          {field("newPassword", t.newPassword, "new-password")}
          {field("confirm", accountCopy.auth.confirmPassword, "new-password")}
          <div className="flex gap-2">
            <Dialog.Close className="btn-outline flex-1">{t.cancel}</Dialog.Close>
            <button type="submit" className="btn-primary flex-1" disabled={isSubmitting}>
              {t.passwordSave}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
