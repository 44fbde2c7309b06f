import { Hono } from "hono";
import { shippingQuoteSchema } from "../../../shared/shipping-schemas";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";

export const shippingRoutes = new Hono<AppEnv>().post(
  "/quotes",
  limitPerClient("shipping", (c) => c.var.config.shippingQuotesPerMinute, 60),
  validate("json", shippingQuoteSchema),
  async (c) => {
    return c.json(await deps(c).shipping.quote(c.req.valid("json"), requestLanguage(c)));
  },
);
