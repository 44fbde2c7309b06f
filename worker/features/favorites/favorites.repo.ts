import { and, desc, eq, sql } from "drizzle-orm";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import { productSummaryColumnsIn } from "../../db/product-columns";
import { favorites, products } from "../../db/schema";

export function favoritesRepo(db: Db) {
  return {
    /**
     * The user's favourites with their product, newest first; withdrawn products drop out. Favourites added
     * in the same millisecond are told apart (names in `lang`) by the row's insertion order (rowid), never by the random id.
     */
    list: (userId: string, lang: Lang = DEFAULT_LANG) =>
      db
        .select({ ...productSummaryColumnsIn(lang), favoritedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .where(and(eq(favorites.userId, userId), eq(products.active, true)))
        .orderBy(desc(favorites.createdAt), desc(sql`${favorites}.rowid`)),
    activeProductExists: async (productId: number) =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.active, true)))
          .limit(1)
      ).length > 0,
    add: (userId: string, productId: number) =>
      db
        .insert(favorites)
        .values({ id: crypto.randomUUID(), userId, productId })
        .onConflictDoNothing({ target: [favorites.userId, favorites.productId] }),
    remove: (userId: string, productId: number) => db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId))),
  };
}
export type FavoritesRepo = ReturnType<typeof favoritesRepo>;
