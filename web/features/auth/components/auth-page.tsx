import * as Tabs from "@radix-ui/react-tabs";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { accountCopy } from "#copy/account";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { googleConfigured, signInWithGoogle } from "../../../lib/auth-client";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CompleteProfileForm } from "./complete-profile-form";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

/** /auth: tabs Entrar and Cadastrar; signed in with a complete profile goes home; incomplete shows the profile form. */
export function AuthPage() {
  useDocumentTitle(accountCopy.auth.title);
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<"login" | "signup">("login");
  const [forgot, setForgot] = useState<{ open: boolean; email: string }>({ open: false, email: "" });
  const returnTo = params.get("voltar");
  // After the e-mail check (issue 43): the sessions ended, and a new password for an account someone else created.
  const verifiedNow = params.get("verificado") === "1";
  const resetToken = params.get("redefinir");
  const safeReturn = returnTo?.startsWith("/") && !returnTo.startsWith("//") ? returnTo : paths.home;

  useEffect(() => {
    if (session.data?.profileComplete) navigate(safeReturn, { replace: true });
  }, [session.data, navigate, safeReturn]);

  useEffect(() => {
    const verified = params.get("verificado");
    if (verified === "0") void toast.error(accountCopy.auth.verifyFailed);
    const error = params.get("error");
    if (error && error !== "CredentialsSignin") void toast.error(accountCopy.auth.googleError(error === "AccessDenied" ? "acesso recusado" : error));
  }, [params]);

  const google = async () => {
    if (!(await googleConfigured())) return void toast.message(accountCopy.auth.googleNotConfigured);
    await signInWithGoogle();
  };

  let body: ReactNode;
  if (session.isPending) body = <Spinner />;
  else if (session.data && !session.data.profileComplete)
    body = (
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold">{session.data.user.hasPassword ? accountCopy.profile.title : accountCopy.profile.googleTitle}</h1>
        <p className="text-sm text-stone-600">{accountCopy.profile.text}</p>
        <CompleteProfileForm session={session.data} google={!session.data.user.hasPassword} />
      </div>
    );
  else
    body = (
      <>
        <h1 className="sr-only">{accountCopy.auth.title}</h1>
        {verifiedNow && (
          <div role="status" className="mb-5 space-y-1 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            <p>{accountCopy.auth.verifiedNotice}</p>
            {resetToken && (
              <p>
                {accountCopy.auth.notMe}{" "}
                <Link to={paths.resetPasswordLink(resetToken)} className="font-semibold underline">
                  {accountCopy.auth.notMeLink}
                </Link>
                .
              </p>
            )}
          </div>
        )}
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as "login" | "signup")}>
          <Tabs.List aria-label={accountCopy.auth.title} className="grid grid-cols-2 rounded-full bg-stone-100 p-1">
            {(["login", "signup"] as const).map((v) => (
              <Tabs.Trigger
                key={v}
                value={v}
                className="rounded-full py-2 text-sm font-semibold text-stone-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow"
              >
                {v === "login" ? accountCopy.auth.tabLogin : accountCopy.auth.tabSignup}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="login" className="pt-6">
            <LoginForm onForgot={(email) => setForgot({ open: true, email })} onSignedIn={() => undefined} />
          </Tabs.Content>
          <Tabs.Content value="signup" className="pt-6">
            <SignupForm onGoToLogin={() => setTab("login")} onForgot={(email) => setForgot({ open: true, email })} />
          </Tabs.Content>
        </Tabs.Root>
        <div className="my-6 flex items-center gap-3 text-xs text-stone-500">
          <span className="h-px flex-1 bg-stone-200" />
          ou
          <span className="h-px flex-1 bg-stone-200" />
        </div>
        <button type="button" className="btn-outline w-full py-3" onClick={() => void google()}>
          <span aria-hidden className="font-bold text-[#4285F4]">
            G
          </span>
          {accountCopy.auth.google}
        </button>
        <ForgotPasswordDialog open={forgot.open} initialEmail={forgot.email} onOpenChange={(open) => setForgot((f) => ({ ...f, open }))} />
      </>
    );

  return (
    <div className="container-page max-w-md py-10">
      <Link to={paths.home} className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {accountCopy.auth.back}
      </Link>
      <div className="card p-6 shadow-sm">{body}</div>
    </div>
  );
}
