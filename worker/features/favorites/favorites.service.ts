import type { Lang } from "../../../shared/languages";
import { DomainError } from "../../lib/domain-error";
import type { PriceHistoryRepo } from "../catalog/price-history.repo";
import { withReferencePrices } from "../catalog/reference-prices";
import type { FavoritesRepo } from "./favorites.repo";

/** A signed-in customer's favourites; the user id always comes from the session. */
export function favoritesService(repo: FavoritesRepo, history: PriceHistoryRepo) {
  return {
    list: async (userId: string, lang?: Lang) => withReferencePrices(await repo.list(userId, lang), history),

    /** Adding twice is the same as once; a withdrawn or unknown product cannot be added. */
    async add(userId: string, productId: number) {
      if (!(await repo.activeProductExists(productId))) throw new DomainError("product_not_found", (t) => t.errors.productNotFound);
      await repo.add(userId, productId);
    },

    remove: async (userId: string, productId: number) => {
      await repo.remove(userId, productId);
    },
  };
}
export type FavoritesService = ReturnType<typeof favoritesService>;
