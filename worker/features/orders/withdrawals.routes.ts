import { Hono } from "hono";
import { publicWithdrawalSchema } from "../../../shared/withdrawal";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";

/** Each try names an order number and an e-mail: 10 per client per 10 minutes, so numbers cannot be guessed in bulk. */
export const WITHDRAWALS_PER_CLIENT = { limit: 10, windowSeconds: 600 };

/** POST /api/withdrawals: the right of withdrawal without signing in (decisions/0014). */
export const withdrawalsRoutes = new Hono<AppEnv>().post(
  "/",
  limitPerClient("withdrawals", WITHDRAWALS_PER_CLIENT.limit, WITHDRAWALS_PER_CLIENT.windowSeconds),
  validate("json", publicWithdrawalSchema),
  async (c) => c.json({ withdrawal: await deps(c).withdrawals.byNumberAndEmail(c.req.valid("json")) }, 201),
);
