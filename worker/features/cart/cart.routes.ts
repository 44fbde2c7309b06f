import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { cartRefreshSchema } from "../../../shared/shipping";
import { validate } from "../../lib/validate";
import { catalogRepo } from "../catalog/catalog.repo";

/**
 * POST /api/cart/refresh: current price, stock and name of the cart's products. Ids missing from the answer
 * are unknown or withdrawn. Never cached, so a changed price shows on the next load.
 */
export const cartRoutes = new Hono<AppEnv>().post("/refresh", validate("json", cartRefreshSchema), async (c) => {
  const ids = [...new Set(c.req.valid("json").ids)];
  return c.json({ products: await catalogRepo(c.var.db).summariesByIds(ids) });
});
