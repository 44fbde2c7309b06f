import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { newsletterSchema } from "../../../shared/catalog-schemas";
import { validate } from "../../lib/validate";
import { newsletterRepo } from "./newsletter.repo";
import { newsletterService } from "./newsletter.service";

export const newsletterRoutes = new Hono<AppEnv>().post("/", validate("json", newsletterSchema), async (c) => {
  await newsletterService(newsletterRepo(c.var.db)).subscribe(c.req.valid("json").email);
  return c.json({ subscribed: true as const }, 201);
});
