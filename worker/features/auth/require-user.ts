import { getAuthUser } from "@hono/auth-js";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv, SessionUser } from "../../env";
import { ApiError } from "../../lib/errors";

/** The user of a valid, still-open session, or null. */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const auth = await getAuthUser(c);
  const id = auth?.token?.sub;
  const email = auth?.token?.email;
  const sid = auth?.token?.sid;
  return id && email && typeof sid === "string" ? { id, email, sid } : null;
}

/** 401 unless a valid, still-open session is presented; puts the user on the context. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (!user) throw new ApiError(401, "unauthenticated", "Inicie sessão para continuar.");
  c.set("user", user);
  await next();
});
