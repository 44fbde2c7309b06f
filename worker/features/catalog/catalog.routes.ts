import { Hono } from "hono";
import { categorySizesQuerySchema, categorySizesSchema, listingQuerySchema, productIdSchema, searchQuerySchema } from "../../../shared/catalog-schemas";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { PUBLIC_CATALOG_CACHE } from "../../lib/cache-control";
import { requestLanguage } from "../../lib/request-language";
import { validate } from "../../lib/validate";
import { catalogCache } from "./catalog-cache";

const service = (c: Parameters<typeof deps>[0]) => deps(c).catalog;

// catalogCache comes after a route's validators: its edge-cache key is what they read (catalog-cache.ts), so a route
// that reads its query reads it only through validate("query", …).

export const categoryRoutes = new Hono<AppEnv>()
  .get("/", catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json({ categories: await service(c).categories(requestLanguage(c)) });
  })
  .get("/totals", catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json({ categories: await service(c).categoryTotals(requestLanguage(c)) });
  })
  .get("/:slug/sizes", validate("param", categorySizesSchema), validate("query", categorySizesQuerySchema), catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json({ sizes: await service(c).sizes(c.req.valid("param").slug, c.req.valid("query").subcategory) });
  });

export const productRoutes = new Hono<AppEnv>()
  .get("/", validate("query", listingQuerySchema), catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json(await service(c).list(c.req.valid("query"), requestLanguage(c)));
  })
  .get("/featured", catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json({ items: await service(c).featured(requestLanguage(c)) });
  })
  .get("/search", validate("query", searchQuerySchema), catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json(await service(c).search(c.req.valid("query"), requestLanguage(c)));
  })
  .get("/:id", validate("param", productIdSchema), catalogCache, async (c) => {
    c.header("Cache-Control", PUBLIC_CATALOG_CACHE);
    return c.json({ product: await service(c).product(Number(c.req.valid("param").id), requestLanguage(c)) });
  });
