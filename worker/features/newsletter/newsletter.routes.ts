import { Hono } from "hono";
import { z } from "zod";
import { newsletterSchema } from "../../../shared/catalog-schemas";
import { LANGUAGES } from "../../../shared/languages";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { unsubscribedPage } from "../../lib/unsubscribed-page";
import { validate } from "../../lib/validate";

/** Each subscription may send an e-mail to any address: 5 per client per 10 minutes. */
export const NEWSLETTER_PER_CLIENT = { limit: 5, windowSeconds: 600 };

/** `l`: the e-mail's language when it is not Portuguese (the page answers in it). */
const unsubscribeQuery = z.object({ e: z.string().max(320).default(""), t: z.string().max(128).default(""), l: z.enum(LANGUAGES).catch("pt") });

export const newsletterRoutes = new Hono<AppEnv>()
  .post("/", limitPerClient("newsletter", NEWSLETTER_PER_CLIENT.limit, NEWSLETTER_PER_CLIENT.windowSeconds), validate("json", newsletterSchema), async (c) => {
    await deps(c).newsletter.subscribe(c.req.valid("json").email, requestLanguage(c));
    return c.json({ subscribed: true as const }, 201);
  })
  // The e-mail's one-click link: a page saying it is done (or that the link is not the shop's), never a login.
  .get("/unsubscribe", limitPerClient("newsletter-unsubscribe", 30, 600), validate("query", unsubscribeQuery), async (c) => {
    const { e, t, l } = c.req.valid("query");
    const done = await deps(c).newsletter.unsubscribe(e.trim().toLowerCase(), t);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.html(unsubscribedPage(done, l), done ? 200 : 400);
  });
