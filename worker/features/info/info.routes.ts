import { Hono } from "hono";
import { contactMessageSchema } from "../../../shared/contact";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { PUBLIC_CATALOG_CACHE } from "../../lib/cache-control";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";

/** GET /api/shop-info: company details, ADR entity and the shipping rate table, for the footer and the information pages. */
export const shopInfoRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
  return c.json(deps(c).info.shopInfo());
});

/** POST /api/contact: the contact form; each message e-mails the shop, so a client may send a few per hour. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  limitPerClient("contact", (c) => c.var.config.contactMessagesPerHour, 3600),
  validate("json", contactMessageSchema),
  async (c) => c.json(await deps(c).info.sendContactMessage(c.req.valid("json")), 201),
);
