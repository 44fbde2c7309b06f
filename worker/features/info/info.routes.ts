import { Hono } from "hono";
import { contactMessageSchema } from "../../../shared/contact";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { PUBLIC_CATALOG_CACHE } from "../../lib/cache-control";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { catalogCache } from "../catalog/catalog-cache";

/** GET /api/shop-info: the seller, the complaints and ADR entities, the return address and the rate table, for the footer and the information pages. */
// Through the catalogue's edge cache (keyed by the version token a settings save changes, issue 46), one entry per language.
export const shopInfoRoutes = new Hono<AppEnv>().get("/", catalogCache, async (c) => {
  c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
  return c.json(await deps(c).info.shopInfo(requestLanguage(c)));
});

/** POST /api/contact: the contact form; each message e-mails the shop, so a client may send a few per hour. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  limitPerClient("contact", (c) => c.var.config.contactMessagesPerHour, 3600),
  validate("json", contactMessageSchema),
  async (c) => c.json(await deps(c).info.sendContactMessage(c.req.valid("json")), 201),
);
