import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { Field, TextInput } from "../ui/field";
import { PasswordInput } from "../ui/password-input";

/**
 * The e-mail and current-password block of a sign-in (the /auth page's 'Entrar' and the checkout's e-mail step),
 * registered in the caller's form. `password` null leaves the password out (the checkout asks for it only once the
 * e-mail is known); `note` is said between the two.
 */
export function CredentialFields({
  email,
  password,
  errors = {},
  note,
}: {
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn | null;
  errors?: { email?: string; password?: string };
  note?: ReactNode;
}) {
  return (
    <>
      <Field label={accountCopy.auth.email} error={errors.email}>
        {({ id, describedBy, invalid }) => (
          <TextInput id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...email} />
        )}
      </Field>
      {password && (
        <>
          {note}
          <Field label={accountCopy.auth.password} error={errors.password}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput id={id} autoComplete="current-password" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...password} />
            )}
          </Field>
        </>
      )}
    </>
  );
}
