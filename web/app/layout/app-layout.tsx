import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { commonCopy } from "#copy/common";
import { type ProductActions, ProductActionsProvider } from "../../components/product/product-actions";
import { LazyToaster } from "../../components/ui/lazy-toaster";
import { Spinner } from "../../components/ui/spinner";
import { CartDrawerProvider } from "../../features/cart/state/cart-drawer-context";
import { addToCart } from "../../features/cart/state/use-add-to-cart";
import { FavoritesProvider } from "../../features/favorites/api/favorites-context";
import { FavoriteButton } from "../../features/favorites/components/favorite-button";
import { SearchPaletteProvider } from "../../features/search/search-palette-provider";
import { BirthListButton } from "./birth-list-button";
import { CartKeeperSlot } from "./cart-keeper-slot";
import { Footer } from "./footer";
import { Header } from "./header";
import { RouteErrorBoundary } from "./route-error";
import { ScrollToTop } from "./scroll-to-top";
import { TakenOver } from "./taken-over";

/** The applied code's line in the cart drawer (issue 47): the checkout feature's, loaded with the drawer's first opening. */
const AppliedDiscountLine = lazy(() => import("../../features/checkout/components/applied-discount-line"));

/** The cart, favourites and birth-list features, handed to the shared product card, grid and detail page. */
const productActions: ProductActions = { addToCart, FavoriteButton, BirthListButton };

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <SearchPaletteProvider>
      <CartDrawerProvider DiscountLine={AppliedDiscountLine}>
        <FavoritesProvider>
          <ProductActionsProvider actions={productActions}>
            <a
              href="#conteudo"
              className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
            >
              {commonCopy.common.skipToContent}
            </a>
            <div className="flex min-h-dvh flex-col">
              <Header />
              <main id="conteudo" className="flex-1" tabIndex={-1}>
                <RouteErrorBoundary key={pathname}>
                  <Suspense fallback={<Spinner page />}>
                    <Outlet />
                    <TakenOver />
                  </Suspense>
                </RouteErrorBoundary>
              </main>
              <Footer />
            </div>
            <LazyToaster />
            <ScrollToTop />
            <CartKeeperSlot />
          </ProductActionsProvider>
        </FavoritesProvider>
      </CartDrawerProvider>
    </SearchPaletteProvider>
  );
}
