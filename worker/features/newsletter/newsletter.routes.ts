import { Hono } from "hono";
import { newsletterSchema } from "../../../shared/catalog-schemas";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";

/** Each subscription may send an e-mail to any address: 5 per client per 10 minutes. */
export const NEWSLETTER_PER_CLIENT = { limit: 5, windowSeconds: 600 };

export const newsletterRoutes = new Hono<AppEnv>().post(
  "/",
  limitPerClient("newsletter", NEWSLETTER_PER_CLIENT.limit, NEWSLETTER_PER_CLIENT.windowSeconds),
  validate("json", newsletterSchema),
  async (c) => {
    await deps(c).newsletter.subscribe(c.req.valid("json").email);
    return c.json({ subscribed: true as const }, 201);
  },
);
