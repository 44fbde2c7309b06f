import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";

/** The active products' ids, for the sitemap. */
export function sitemapRepo(db: Db) {
  return {
    async activeProductIds(): Promise<number[]> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.id));
      return rows.map((r) => r.id);
    },
  };
}
export type SitemapRepo = ReturnType<typeof sitemapRepo>;
