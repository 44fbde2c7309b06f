import { getAuthUser } from "@hono/auth-js";
import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, ProtectedEnv, SessionUser } from "../../env";
import { ApiError } from "../../lib/errors";
import { authConfig } from "./auth.config";

/**
 * Auth.js's configuration on the context, built once per request and only where a session is read. Auth.js
 * builds its URLs (redirects, Google's redirect_uri, cookie security) from AUTH_URL when set, else from the
 * request's Host: it gets the configured public origin, never the Host header.
 */
export function ensureAuthConfig(c: Context<AppEnv>) {
  if (c.get("authConfig")) return;
  c.env = { ...c.env, AUTH_URL: c.var.config.publicOrigin };
  c.set("authConfig", authConfig(c));
}

/** For the Auth.js routes themselves (/api/auth/*). */
export const withAuthJs = createMiddleware<AppEnv>(async (c, next) => {
  ensureAuthConfig(c);
  await next();
});

/** The user of a valid, still-open session, or null. Works on any route: it needs no wiring elsewhere. */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  ensureAuthConfig(c);
  const auth = await getAuthUser(c);
  const id = auth?.token?.sub;
  const email = auth?.token?.email;
  const sid = auth?.token?.sid;
  return id && email && typeof sid === "string" ? { id, email, sid } : null;
}

/**
 * 401 unless a valid, still-open session is presented; puts the user on the context. `c.var.user` exists
 * only in handlers behind this middleware (ProtectedEnv), so a route that forgets it fails typecheck.
 */
export const requireUser = createMiddleware<ProtectedEnv>(async (c, next) => {
  const user = await sessionUser(c as unknown as Context<AppEnv>);
  if (!user) throw new ApiError(401, "unauthenticated", (t) => t.errors.unauthenticated);
  c.set("user", user);
  await next();
});

/** The base of every router whose routes all belong to a signed-in customer (favourites, addresses, orders). */
export const protectedRouter = () => new Hono<ProtectedEnv>().use(requireUser);
