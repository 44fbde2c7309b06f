import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { newsletterSchema } from "../../../shared/catalog-schemas";
import { chooseMailer } from "../../integrations/mailer";
import { validate } from "../../lib/validate";
import { discountCodes } from "../discounts/discount-codes.service";
import { newsletterRepo } from "./newsletter.repo";
import { newsletterService } from "./newsletter.service";

export const newsletterRoutes = new Hono<AppEnv>().post("/", validate("json", newsletterSchema), async (c) => {
  const service = newsletterService({ repo: newsletterRepo(c.var.db), codes: discountCodes(c.var.db), mailer: chooseMailer(c.env, c.var.db) });
  await service.subscribe(c.req.valid("json").email);
  return c.json({ subscribed: true as const }, 201);
});
