import { getAuthUser } from "@hono/auth-js";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";

/** 401 unless a valid, still-open session is presented; puts the user on the context. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await getAuthUser(c);
  const id = auth?.token?.sub;
  const email = auth?.token?.email;
  const sid = auth?.token?.sid;
  if (!id || !email || typeof sid !== "string") throw new ApiError(401, "unauthenticated", "Inicie sessão para continuar.");
  c.set("user", { id, email, sid });
  await next();
});
