import { Hono } from "hono";
import { cartRefreshSchema } from "../../../shared/shipping";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { validate } from "../../lib/validate";

/**
 * POST /api/cart/refresh: current price, stock and name of the cart's products. Ids missing from the answer
 * are unknown or withdrawn. Never cached, so a changed price shows on the next load.
 */
export const cartRoutes = new Hono<AppEnv>().post("/refresh", validate("json", cartRefreshSchema), async (c) => {
  return c.json({ products: await deps(c).cart.refresh(c.req.valid("json").ids) });
});
