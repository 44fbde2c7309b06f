import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { RouteErrorBoundary } from "./route-error";
import { ScrollToTop } from "./scroll-to-top";
import { copy } from "../../../shared/copy";
import { LazyToaster } from "../../components/ui/lazy-toaster";
import { CartDrawerProvider } from "../../features/cart/state/cart-drawer-context";
import { FavoritesProvider } from "../../features/favorites/api/favorites-context";
import { SearchPaletteProvider } from "../../features/search/search-palette-provider";
import { Footer } from "./footer";
import { Header } from "./header";

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <SearchPaletteProvider>
      <CartDrawerProvider>
      <FavoritesProvider>
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {copy.common.skipToContent}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="conteudo" className="flex-1" tabIndex={-1}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<Spinner page />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
      <LazyToaster />
      <ScrollToTop />
      </FavoritesProvider>
      </CartDrawerProvider>
    </SearchPaletteProvider>
  );
}
