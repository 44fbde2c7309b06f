import { paths } from "../../shared/paths";
import { endSessionLocally, markSessionStarted, refreshSession } from "./session";

/** Auth.js's client (CSRF, callbacks) loads only when someone signs in or out. */
async function authClient() {
  const mod = await import("@hono/auth-js/react");
  mod.authConfigManager.setConfig({ basePath: "/api/auth", credentials: "same-origin" });
  return mod;
}

export type SignInResult = "ok" | "wrong" | "error";

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  try {
    const { signIn } = await authClient();
    const res = await signIn("credentials", { email, password, redirect: false });
    if (res?.ok && !res.error) {
      markSessionStarted();
      await refreshSession();
      return "ok";
    }
    return res?.error === "CredentialsSignin" ? "wrong" : "error";
  } catch {
    return "error";
  }
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
