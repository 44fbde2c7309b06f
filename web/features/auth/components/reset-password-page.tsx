import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { accountCopy } from "#copy/account";
import { isInputError } from "../../../../shared/error-codes";
import { type NewPasswordValues, newPasswordFormSchema } from "../../../../shared/password-forms";
import { paths } from "../../../../shared/paths";
import { NewPasswordFields } from "../../../components/account/new-password-fields";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { resetLinkQuery, useResetWithLink } from "../api/account-api";

const t = accountCopy.resetPage;

/**
 * /reset-password?access_token=…&token_type=bearer&type=recovery — the link in the reset e-mail. A malformed link goes
 * to /auth; a used or expired one is recognised when the page opens (without consuming it) and shows no form.
 */
export function ResetPasswordPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("access_token") ?? "";
  const valid = token.length >= 20 && params.get("type") === "recovery";
  const form = useForm<NewPasswordValues>({ resolver: formResolver(newPasswordFormSchema), defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const check = useQuery({ ...resetLinkQuery(token), enabled: valid });
  const resetWithLink = useResetWithLink();
  const linkUnusable = (check.data && !check.data.valid) || (check.error instanceof ApiError && isInputError(check.error.code));

  useEffect(() => {
    if (!valid) {
      void toast.error(t.invalid);
      navigate(paths.auth(), { replace: true });
    }
  }, [valid, navigate]);

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetWithLink.mutateAsync({ token, newPassword: password });
      void toast.success(t.success);
      navigate(paths.auth(), { replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.code === "invalid_reset_link" ? t.expired : err instanceof ApiError ? t.error : t.validateError);
    }
  });

  if (!valid) return null;
  let body: ReactNode;
  if (check.isPending) body = <Spinner label={t.checking} />;
  else if (linkUnusable)
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
        {t.invalid}
      </p>
    );
  else if (check.isError)
    body = (
      <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        {check.error instanceof ApiError && check.error.code === "rate_limited" ? check.error.message : t.validateError}
      </p>
    );
  else
    body = (
      <form noValidate className="space-y-4" onSubmit={submit}>
        <NewPasswordFields
          password={form.register("password")}
          confirm={form.register("confirm")}
          errors={{ password: errors.password?.message, confirm: errors.confirm?.message }}
        />
        <FormError>{error}</FormError>
        <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
          {t.save}
        </button>
      </form>
    );
  return (
    <div className="container-page max-w-md py-10">
      <div className="space-y-4 card p-6 shadow-sm">
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        {body}
        <Link to={paths.auth()} className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          {t.backToLogin}
        </Link>
      </div>
    </div>
  );
}
