import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { ProductSummary } from "../../../shared/product-card";

/**
 * What a shopper can do with a product wherever it is shown: add it to the cart and mark it a favourite.
 * The shared product components receive these from the app (web/app/layout), so they depend on no feature.
 */
export interface ProductActions {
  addToCart: (product: ProductSummary, quantity?: number) => void;
  FavoriteButton: ComponentType<{ product: ProductSummary; className?: string }>;
}

const Ctx = createContext<ProductActions | null>(null);

export function ProductActionsProvider({ actions, children }: { actions: ProductActions; children: ReactNode }) {
  return <Ctx.Provider value={actions}>{children}</Ctx.Provider>;
}

export function useProductActions(): ProductActions {
  const actions = useContext(Ctx);
  if (!actions) throw new Error("useProductActions needs a ProductActionsProvider (web/app/layout/app-layout.tsx)");
  return actions;
}
