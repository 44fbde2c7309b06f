import { Hono } from "hono";
import { contactMessageSchema } from "../../../shared/contact";
import { LANGUAGE_HEADER } from "../../../shared/languages";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { PUBLIC_CATALOG_CACHE } from "../../lib/cache-control";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";

/** GET /api/shop-info: company details, ADR entity and the shipping rate table, for the footer and the information pages. */
export const shopInfoRoutes = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
  // The rate table's option names and delays are in the request's language: a shared cache keeps one per language.
  c.header("Vary", LANGUAGE_HEADER, { append: true });
  return c.json(deps(c).info.shopInfo(requestLanguage(c)));
});

/** POST /api/contact: the contact form; each message e-mails the shop, so a client may send a few per hour. */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  limitPerClient("contact", (c) => c.var.config.contactMessagesPerHour, 3600),
  validate("json", contactMessageSchema),
  async (c) => c.json(await deps(c).info.sendContactMessage(c.req.valid("json")), 201),
);
