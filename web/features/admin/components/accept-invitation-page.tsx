import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { passwordSchema } from "../../../../shared/account-rules";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { paths } from "../../../../shared/paths";
import { Field } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { PasswordInput } from "../../../components/ui/password-input";
import { Spinner } from "../../../components/ui/spinner";
import { formResolver } from "../../../lib/form-resolver";
import { useAcceptInvitation, useInvitation } from "../api/admin-api";
import { errorText } from "./admin-format";

const t = adminCopy.acceptance;
const schema = z.object({ password: passwordSchema, confirm: z.string() }).refine((v) => v.password === v.confirm, { message: t.mismatch, path: ["confirm"] });
type Values = z.infer<typeof schema>;

/**
 * /admin/convite?token=… (issue 43, decisions/0048): the link an invitation or an access request sent to the address.
 * Its holder sets the account's password here (creating the account when there is none); every other session of the
 * account ends, and only then does the account hold the role. Open without a session: the invitee may have no account.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useInvitation(token);
  const accept = useAcceptInvitation();
  const form = useForm<Values>({ resolver: formResolver(schema), defaultValues: { password: "", confirm: "" } });
  const submit = form.handleSubmit((v) => accept.mutate({ token, password: v.password }));

  let body: React.ReactNode;
  if (token.length < 20) body = <p role="alert">{t.invalid}</p>;
  else if (link.isPending) body = <Spinner label={t.checking} />;
  else if (link.error) body = <FormError>{errorText(link.error)}</FormError>;
  else if (accept.isSuccess)
    body = (
      <>
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t.accepted}
        </p>
        <a className="btn-primary mt-5 inline-flex" href={paths.auth({ voltar: ADMIN_PATH })}>
          {t.signIn}
        </a>
      </>
    );
  else if (!link.data.email) body = <p role="alert">{t.invalid}</p>;
  else
    body = (
      <form noValidate onSubmit={submit} aria-label={t.title} className="space-y-4">
        <p className="text-stone-700 [overflow-wrap:anywhere]">{t.intro(link.data.email)}</p>
        {/* The address, for the browser's password manager to save the new password under. */}
        <input type="email" name="username" autoComplete="username" value={link.data.email} readOnly hidden />
        {(["password", "confirm"] as const).map((name) => (
          <Field key={name} label={t[name]} error={form.formState.errors[name]?.message}>
            {(ids) => (
              <PasswordInput id={ids.id} autoComplete="new-password" aria-describedby={ids.describedBy} aria-invalid={ids.invalid} {...form.register(name)} />
            )}
          </Field>
        ))}
        <FormError>{accept.error ? errorText(accept.error) : null}</FormError>
        <button type="submit" className="btn-primary w-full" disabled={accept.isPending}>
          {t.submit}
        </button>
      </form>
    );

  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-4 text-2xl font-bold">{t.title}</h1>
      {body}
    </main>
  );
}
