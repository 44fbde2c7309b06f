import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { newsletterSchema } from "../../../shared/catalog-schemas";
import { chooseMailer } from "../../integrations/mailer";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { discountCodes } from "../discounts/discount-codes.service";
import { newsletterRepo } from "./newsletter.repo";
import { newsletterService } from "./newsletter.service";

/** Each subscription may send an e-mail to any address: 5 per client per 10 minutes. */
export const NEWSLETTER_PER_CLIENT = { limit: 5, windowSeconds: 600 };

export const newsletterRoutes = new Hono<AppEnv>().post("/", limitPerClient("newsletter", NEWSLETTER_PER_CLIENT.limit, NEWSLETTER_PER_CLIENT.windowSeconds), validate("json", newsletterSchema), async (c) => {
  const service = newsletterService({ repo: newsletterRepo(c.var.db), codes: discountCodes(c.var.db), mailer: chooseMailer(c.var.config.mail, c.var.db) });
  await service.subscribe(c.req.valid("json").email);
  return c.json({ subscribed: true as const }, 201);
});
