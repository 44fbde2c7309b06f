import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { LISTING_PAGES } from "../../shared/categories";
import { paths, routePatterns } from "../../shared/paths";
import { SessionGate } from "../features/auth/components/session-gate";
import { useSession } from "../lib/session";
import { AppLayout } from "./layout/app-layout";

// Every page is its own chunk (DESIGN §7: routes code-split). The catalogue's pages are declared here; every other
// page is declared in other-routes.tsx, whose table loads only when a path is none of these (docs/decisions/0024).
const HomePage = lazy(() => import("../features/home/home-page").then((m) => ({ default: m.HomePage })));
const ListingPage = lazy(() => import("../features/catalog/components/listing-page").then((m) => ({ default: m.ListingPage })));
const ProductPage = lazy(() => import("../features/product/product-page").then((m) => ({ default: m.ProductPage })));
const SearchPage = lazy(() => import("../features/search/search-page").then((m) => ({ default: m.SearchPage })));
const PendingOrderDialog = lazy(() => import("../features/orders/components/pending-order-dialog").then((m) => ({ default: m.PendingOrderDialog })));
const OtherRoutes = lazy(() => import("./other-routes").then((m) => ({ default: m.OtherRoutes })));

/** SPEC §4: the home page, and for a signed-in customer the pending-order dialog over it (its code loads only then). */
function Home() {
  const signedIn = !!useSession().data;
  return (
    <>
      <HomePage />
      {signedIn && (
        <Suspense fallback={null}>
          <PendingOrderDialog />
        </Suspense>
      )}
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<SessionGate showWhileLoading />}>
          <Route index element={<Home />} />
          {LISTING_PAGES.map((def) => (
            <Route key={def.path} path={def.path} element={<ListingPage key={def.path} def={def} />} />
          ))}
          <Route path={routePatterns.product} element={<ProductPage />} />
          <Route path={paths.search()} element={<SearchPage />} />
        </Route>
        <Route path="*" element={<OtherRoutes />} />
      </Route>
    </Routes>
  );
}
