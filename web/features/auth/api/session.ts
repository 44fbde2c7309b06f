import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";

/** The signed-in customer (null when signed out), from the typed API. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: ["session"],
    queryFn: async () => (await unwrap(client.api.account.session.$get())).session,
    staleTime: 5 * 60_000,
    retry: 1,
  });

export type SessionData = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof sessionQuery>["queryFn"]>>>>;

export const useSession = () => useQuery(sessionQuery());

/** Whether the customer ended the session themselves (sign-out, account deletion) rather than it lapsing. */
let endedOnPurpose = false;
export const sessionEndedOnPurpose = () => endedOnPurpose;

/** Forgets the session on the client after the server ended it on purpose. */
export function endSessionLocally() {
  endedOnPurpose = true;
  queryClient.setQueryData(["session"], null);
  queryClient.removeQueries({ queryKey: ["favorites"] });
}
export const refreshSession = () => queryClient.invalidateQueries({ queryKey: ["session"] });

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
      endedOnPurpose = false;
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
  await signIn("google", { callbackUrl: "/auth" });
}

export async function signOutNow() {
  const { signOut } = await authClient();
  await signOut({ redirect: false });
  endSessionLocally();
  await refreshSession();
}
