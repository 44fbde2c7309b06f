import type { UseFormRegisterReturn } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { Field } from "../ui/field";
import { PasswordInput } from "../ui/password-input";

/** New password (with the rule as a hint) and its confirmation, registered in the caller's form. */
export function NewPasswordFields({
  password,
  confirm,
  errors = {},
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors?: { password?: string; confirm?: string };
}) {
  return (
    <>
      <Field label={accountCopy.forgot.newPassword} error={errors.password} hint={<span className="text-stone-600">{accountCopy.auth.passwordHint}</span>}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput id={id} autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...password} />
        )}
      </Field>
      <Field label={accountCopy.auth.confirmPassword} error={errors.confirm}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput id={id} autoComplete="new-password" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...confirm} />
        )}
      </Field>
    </>
  );
}
