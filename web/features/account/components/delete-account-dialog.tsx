import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { accountCopy } from "#copy/account";
import { paths } from "../../../../shared/paths";
import { DialogContent } from "../../../components/ui/dialog";
import { Field } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { PasswordInput } from "../../../components/ui/password-input";
import { ApiError } from "../../../lib/api-client";
import { endSessionLocally } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/account-mutations";

const t = accountCopy.account;

/**
 * DESIGN §6.2: EXCLUIR MINHA CONTA — a confirmation naming the consequences, then who is there (issue 30): the password,
 * or, for an account without one, a Google sign-in of the last minutes (the server says when to sign in again).
 * Real deletion, then signed out.
 */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword }: { open: boolean; onOpenChange: (o: boolean) => void; hasPassword: boolean }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const change = (o: boolean) => {
    if (!o) {
      setPassword("");
      setFieldError(null);
      setSignInAgain(null);
    }
    onOpenChange(o);
  };
  const confirm = async () => {
    setFieldError(null);
    setSignInAgain(null);
    try {
      await deleteAccount.mutateAsync(hasPassword ? { password } : {});
      change(false);
      endSessionLocally();
      navigate(paths.home, { replace: true });
      void toast.success(t.deleted);
    } catch (err) {
      if (err instanceof ApiError && err.code === "wrong_password") return setFieldError(err.message);
      if (err instanceof ApiError && err.code === "reauthentication_required") return setSignInAgain(err.message);
      void toast.error(t.deleteError);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <DialogContent role="alertdialog" className="space-y-4">
        <Dialog.Title className="text-lg font-bold">{t.deleteTitle}</Dialog.Title>
        <Dialog.Description className="text-sm text-stone-700">{t.deleteText}</Dialog.Description>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          {hasPassword ? (
            <Field label={t.deletePassword} error={fieldError ?? undefined}>
              {({ id, describedBy, invalid }) => (
                <PasswordInput
                  id={id}
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
          ) : (
            <p className="text-sm text-stone-700">{t.deleteGoogle}</p>
          )}
          <FormError>{signInAgain}</FormError>
          {signInAgain && (
            <Link to={paths.auth({ voltar: paths.account })} className="btn-outline inline-flex">
              {t.deleteSignInAgain}
            </Link>
          )}
          <div className="flex gap-2">
            <Dialog.Close type="button" className="btn-outline flex-1">
              {t.cancel}
            </Dialog.Close>
            <button type="submit" className="btn flex-1 bg-red-700 text-white hover:bg-red-800" disabled={deleteAccount.isPending}>
              {t.deleteConfirm}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
