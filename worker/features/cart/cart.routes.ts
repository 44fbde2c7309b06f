import { Hono } from "hono";
import { cartRefreshSchema } from "../../../shared/shipping-schemas";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";

/**
 * POST /api/cart/refresh: current price, stock and name (in the request's language) of each cart line's variant. Lines missing from the
 * answer are no longer sold. Never cached, so a changed price shows on the next load.
 */
export const cartRoutes = new Hono<AppEnv>().post("/refresh", validate("json", cartRefreshSchema), async (c) => {
  return c.json({ lines: await deps(c).cart.refresh(c.req.valid("json").lines, requestLanguage(c)) });
});
