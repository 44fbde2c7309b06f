import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { shippingQuoteSchema } from "../../../shared/shipping";
import { kvQuoteCache } from "../../integrations/kv-quote-cache";
import { chooseQuoteProvider } from "../../integrations/shipping/choose-provider";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { catalogRepo } from "../catalog/catalog.repo";
import { shippingService } from "./shipping.service";

export const shippingRoutes = new Hono<AppEnv>().post(
  "/quotes",
  limitPerClient("shipping", (c) => c.var.config.shippingQuotesPerMinute, 60),
  validate("json", shippingQuoteSchema),
  async (c) => {
    const service = shippingService({ products: catalogRepo(c.var.db), provider: chooseQuoteProvider(c.var.config.shippingSupplier), cache: kvQuoteCache(c.env.KV) });
    return c.json(await service.quote(c.req.valid("json")));
  },
);
