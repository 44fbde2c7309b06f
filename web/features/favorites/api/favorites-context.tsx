import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { ProductSummary } from "../../../../shared/product-card";
import { useFavorites, useToggleFavorite } from "./favorites";

interface FavoritesContextValue {
  isFavorite: (productId: number) => boolean;
  toggle: (product: ProductSummary) => void;
}

const Ctx = createContext<FavoritesContextValue>({ isFavorite: () => false, toggle: () => {} });

/** One favourites query and one mutation for the whole page, however many hearts it shows. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { ids } = useFavorites();
  const toggle = useToggleFavorite();
  const key = [...ids].join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new Set with the same ids must not re-render every heart; `key` is its content
  const value = useMemo(() => ({ isFavorite: (id: number) => ids.has(id), toggle }), [key, toggle]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export const useFavoriteState = () => useContext(Ctx);
