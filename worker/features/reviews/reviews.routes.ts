import { Hono } from "hono";
import { productIdSchema } from "../../../shared/catalog-schemas";
import { LANGUAGE_HEADER } from "../../../shared/languages";
import { reviewInputSchema, reviewsQuerySchema } from "../../../shared/reviews";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { PUBLIC_CATALOG_CACHE } from "../../lib/cache-control";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { requireUser, sessionUser } from "../auth/require-user";

/** /api/products/:id/reviews: the list is public; writing needs a session and a purchase (decisions/0017). */
export const reviewsRoutes = new Hono<AppEnv>()
  .get("/", validate("param", productIdSchema), validate("query", reviewsQuerySchema), async (c) =>
    c.json(await deps(c).reviews.list(Number(c.req.valid("param").id), c.req.valid("query").page, requestLanguage(c))),
  )
  .get("/eligibility", validate("param", productIdSchema), async (c) => {
    const user = await sessionUser(c);
    return c.json(await deps(c).reviews.eligibility(user?.id ?? null, Number(c.req.valid("param").id)));
  })
  .post("/", requireUser, validate("param", productIdSchema), validate("json", reviewInputSchema), async (c) => {
    const { rating, title, body } = c.req.valid("json");
    const result = await deps(c).reviews.create(c.var.user.id, Number(c.req.valid("param").id), { rating, title: title ?? null, body: body ?? null });
    return c.json(result, 201);
  });

/** /api/reviews/latest: the newest reviews across the shop, for the home page. */
export const latestReviewsRoutes = new Hono<AppEnv>().get("/latest", async (c) => {
  const latest = await deps(c).reviews.latest(requestLanguage(c));
  c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
  // Product names and "anonymous" in the request's language (decisions/0041).
  c.header("Vary", LANGUAGE_HEADER);
  return c.json(latest);
});
