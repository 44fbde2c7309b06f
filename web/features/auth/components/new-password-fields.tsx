import { copy } from "../../../../shared/copy";
import { Field } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";

/** New password (with the rule as a hint) and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  password: string;
  confirm: string;
  onPassword: (v: string) => void;
  onConfirm: (v: string) => void;
}) {
  return (
    <>
      <Field label={copy.forgot.newPassword} hint={<span className="text-stone-600">{copy.auth.passwordHint}</span>}>
        {({ id, describedBy }) => (
          <PasswordInput id={id} autoComplete="new-password" aria-describedby={describedBy} value={password} onChange={(e) => onPassword(e.target.value)} />
        )}
      </Field>
      <Field label={copy.auth.confirmPassword}>
        {({ id }) => <PasswordInput id={id} autoComplete="new-password" value={confirm} onChange={(e) => onConfirm(e.target.value)} />}
      </Field>
    </>
  );
}
