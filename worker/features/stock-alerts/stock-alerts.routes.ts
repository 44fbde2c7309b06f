import { Hono } from "hono";
import { z } from "zod";
import { LANGUAGES } from "../../../shared/languages";
import { stockAlertSchema } from "../../../shared/stock-alerts";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { unsubscribedPage } from "../../lib/unsubscribed-page";
import { validate } from "../../lib/validate";

const unsubscribeQuery = z.object({ t: z.string().max(128).default(""), l: z.enum(LANGUAGES).catch("pt") });

/**
 * /api/stock-alerts (issue 34): 'Avise-me quando voltar' — 10 per client per hour, 20 waiting per e-mail — and the
 * one-click link of the e-mails written before decisions/0053 (sent or not, it erases the request), which opens a
 * small page saying it is done.
 */
export const stockAlertsRoutes = new Hono<AppEnv>()
  .post("/", limitPerClient("stock-alerts", 10, 3600), validate("json", stockAlertSchema), async (c) => {
    const outcome = await deps(c).stockAlerts.request(c.req.valid("json"), requestLanguage(c));
    return c.json({ alert: outcome }, outcome === "created" ? 201 : 200);
  })
  .get("/unsubscribe", limitPerClient("stock-alerts-unsubscribe", 30, 600), validate("query", unsubscribeQuery), async (c) => {
    const { t, l } = c.req.valid("query");
    const done = t.length > 0 && (await deps(c).stockAlerts.unsubscribe(t));
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.html(unsubscribedPage(done, l, "stockAlert"), done ? 200 : 400);
  });
