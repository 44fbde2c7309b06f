import { Hono } from "hono";
import { searchInsightsQuerySchema, searchOpenedSchema, searchSeenSchema, synonymIdSchema, synonymSchema } from "../../../shared/search-insights";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { limitPerClient } from "../../lib/rate-limit";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { adminRouter } from "../staff/staff-access";

/** Searches told per client and minute: a shopper's are a few; more is a script filling the owner's lists. */
const TOLD_PER_MINUTE = 30;

/**
 * /api/search (issue 48, decisions/0078): the results page tells the search it showed and how many it found, and when a
 * result was opened. Counted per day and language, nothing about who; 204, nothing to read back.
 */
export const searchInsightsRoutes = new Hono<AppEnv>()
  .post("/seen", limitPerClient("search-told", TOLD_PER_MINUTE, 60), validate("json", searchSeenSchema), async (c) => {
    const { q, total } = c.req.valid("json");
    await deps(c).searchInsights.seen(requestLanguage(c), q, total);
    return c.body(null, 204);
  })
  .post("/opened", limitPerClient("search-told", TOLD_PER_MINUTE, 60), validate("json", searchOpenedSchema), async (c) => {
    await deps(c).searchInsights.opened(requestLanguage(c), c.req.valid("json").q);
    return c.body(null, 204);
  });

/** /api/admin/search (issue 48): owners and staff read what shoppers search for and keep the synonyms; changes audited. */
export const adminSearchRoutes = adminRouter()
  .get("/", validate("query", searchInsightsQuerySchema), async (c) => c.json(await deps(c).searchInsights.report(c.req.valid("query"))))
  .get("/synonyms", validate("query", synonymSchema.pick({ language: true })), async (c) =>
    c.json({ synonyms: await deps(c).searchInsights.synonyms(c.req.valid("query").language) }),
  )
  .post("/synonyms", validate("json", synonymSchema), async (c) =>
    c.json({ synonym: await deps(c).searchInsights.addSynonym(c.req.valid("json"), c.var.user.email) }, 201),
  )
  .post("/synonyms/:id/delete", validate("param", synonymIdSchema), async (c) => {
    await deps(c).searchInsights.removeSynonym(Number(c.req.valid("param").id), c.var.user.email);
    return c.json({ deleted: true as const });
  });
