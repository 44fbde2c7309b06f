import { type ComponentType, createContext, type ReactNode, useContext } from "react";
import type { ProductSummary } from "../../../shared/product-card";

/**
 * The product page's 'Adicionar à lista de nascimento' (issue 50): the variant chosen (null before every option is
 * chosen: `chooseFirst` then asks for the missing one).
 */
export interface BirthListButtonProps {
  productName: string;
  variantId: number | null;
  chooseFirst: () => void;
}

/**
 * What a shopper can do with a product wherever it is shown: add it to the cart, mark it a favourite, and (on its own
 * page) put it on a birth list.
 * The shared product components receive these from the app (web/app/layout), so they depend on no feature.
 */
export interface ProductActions {
  addToCart: (product: ProductSummary, quantity?: number) => void;
  FavoriteButton: ComponentType<{ product: ProductSummary; className?: string }>;
  BirthListButton: ComponentType<BirthListButtonProps>;
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
