import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { shippingQuoteSchema } from "../../../shared/shipping";
import { kvQuoteCache } from "../../integrations/kv-quote-cache";
import { chooseQuoteProvider } from "../../integrations/shipping/choose-provider";
import { clientKey, rateLimit } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { catalogRepo } from "../catalog/catalog.repo";
import { shippingService } from "./shipping.service";

const DEFAULT_QUOTES_PER_MINUTE = 20;

export const shippingRoutes = new Hono<AppEnv>().post(
  "/quotes",
  async (c, next) => {
    const perMinute = Number(c.env.SHIPPING_QUOTES_PER_MINUTE) > 0 ? Number(c.env.SHIPPING_QUOTES_PER_MINUTE) : DEFAULT_QUOTES_PER_MINUTE;
    await rateLimit(c.env.KV, "shipping", clientKey(c.req.raw.headers), perMinute, 60);
    await next();
  },
  validate("json", shippingQuoteSchema),
  async (c) => {
    const service = shippingService({ products: catalogRepo(c.var.db), provider: chooseQuoteProvider(c.env), cache: kvQuoteCache(c.env.KV) });
    return c.json(await service.quote(c.req.valid("json")));
  },
);
