import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { catalogueCopy } from "#copy/catalogue";
import { ADMIN_PATH } from "../../shared/admin-path";
import type { RouteKeyOf } from "../../shared/routes";
import { SessionGate } from "../features/auth/components/session-gate";
import { useSession } from "../lib/session";
import { AppLayout } from "./layout/app-layout";
import { pageRoutes, type RoutePage } from "./page-routes";
import { usePrefetchRoutes } from "./prefetch-route";

// Every page is its own chunk (DESIGN §7: routes code-split). The catalogue's pages of the route table (shared/routes.ts)
// are drawn here; every other page in other-routes.tsx, whose code loads only when a path is none of these
// (docs/decisions/0024).
const HomePage = lazy(() => import("../features/home/home-page").then((m) => ({ default: m.HomePage })));
const ListingPage = lazy(() => import("../features/catalog/components/listing-page").then((m) => ({ default: m.ListingPage })));
const ProductPage = lazy(() => import("../features/product/product-page").then((m) => ({ default: m.ProductPage })));
const SearchPage = lazy(() => import("../features/search/search-page").then((m) => ({ default: m.SearchPage })));
const PendingOrderDialog = lazy(() => import("../features/orders/components/pending-order-dialog").then((m) => ({ default: m.PendingOrderDialog })));
const OtherRoutes = lazy(() => import("./other-routes").then((m) => ({ default: m.OtherRoutes })));
// The back-office (issue 32): its own chunk and its own frame (no shop header), loaded only at /admin.
const AdminApp = lazy(() => import("../features/admin/admin-app").then((m) => ({ default: m.AdminApp })));

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

/** A listing page: its definition from the pattern it was matched by (a new component for each, so no state carries over). */
function Listing({ pattern }: { pattern: string }) {
  const def = catalogueCopy.listingPages.find((p) => p.path === pattern);
  return def ? <ListingPage key={def.path} def={def} /> : null;
}

const CATALOGUE_PAGES: Record<RouteKeyOf<"catalogue">, RoutePage> = { home: Home, listing: Listing, product: ProductPage, search: SearchPage };

export function AppRoutes() {
  usePrefetchRoutes();
  return (
    <Routes>
      <Route
        path={`${ADMIN_PATH}/*`}
        element={
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<AppLayout />}>
        <Route element={<SessionGate showWhileLoading />}>{pageRoutes(CATALOGUE_PAGES)}</Route>
        <Route path="*" element={<OtherRoutes />} />
      </Route>
    </Routes>
  );
}
