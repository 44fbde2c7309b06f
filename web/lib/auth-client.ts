import { accountCopy } from "#copy/account";
import { LANG } from "#copy/language";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { paths } from "../../shared/paths";
import { ApiError, unwrap } from "./api-client";
import { endSessionLocally, markSessionStarted, refreshSession } from "./session";

/** Auth.js's client (CSRF, callbacks) loads only when someone signs in or out. */
async function authClient() {
  const mod = await import("@hono/auth-js/react");
  mod.authConfigManager.setConfig({ basePath: "/api/auth", credentials: "same-origin" });
  return mod;
}

/**
 * How a password sign-in ended. `code_required` / `code_invalid`: the account guard (decisions/0032) wants, with the
 * password, the 6-digit code it e-mailed to the address (or the code or the password was not right); `rate_limited`
 * carries the API's message, which names the wait.
 */
export type SignInResult = { outcome: "ok" | "wrong" | "code_required" | "code_invalid" | "error" } | { outcome: "rate_limited"; message: string };

/**
 * Auth.js's credentials callback, posted here rather than with its client's signIn: the shop's own refusals (a 429,
 * the account guard's code request) answer with the API's error body, which that client cannot read. `code` is sent
 * only when the customer typed one.
 */
export async function signInWithPassword(email: string, password: string, code?: string): Promise<SignInResult> {
  try {
    const { getCsrfToken } = await authClient();
    const csrfToken = await getCsrfToken();
    const res = await fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1", [LANGUAGE_HEADER]: LANG },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: window.location.href, ...(code ? { code } : {}) }),
      credentials: "same-origin",
    });
    if (!res.ok) return await refusal(res);
    // Auth.js answers with where it would redirect: its error page for a wrong password, the callback on success.
    const { url } = (await res.json()) as { url?: string };
    const error = url ? new URL(url, window.location.origin).searchParams.get("error") : "no-answer";
    if (error) return { outcome: error === "CredentialsSignin" ? "wrong" : "error" };
    markSessionStarted();
    await refreshSession();
    return { outcome: "ok" };
  } catch {
    return { outcome: "error" };
  }
}

/** What to say when a sign-in did not go through. */
export function signInProblem(result: SignInResult): string {
  if (result.outcome === "wrong") return accountCopy.auth.wrongCredentials;
  if (result.outcome === "code_invalid") return accountCopy.signInCode.invalid;
  if (result.outcome === "rate_limited") return result.message;
  return accountCopy.auth.unexpected;
}

async function refusal(res: Response): Promise<SignInResult> {
  try {
    await unwrap(Promise.resolve(res));
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.code === "signin_code_required") return { outcome: "code_required" };
      if (err.code === "signin_code_invalid") return { outcome: "code_invalid" };
      if (err.code === "rate_limited") return { outcome: "rate_limited", message: err.message };
    }
  }
  return { outcome: "error" };
}

export async function googleConfigured(): Promise<boolean> {
  const { getProviders } = await authClient();
  return !!(await getProviders())?.google;
}

export async function signInWithGoogle() {
  const { signIn } = await authClient();
  await signIn("google", { callbackUrl: paths.auth() });
}

export async function signOutNow() {
  const { signOut } = await authClient();
  await signOut({ redirect: false });
  endSessionLocally();
  await refreshSession();
}
