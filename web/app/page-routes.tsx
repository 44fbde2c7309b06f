import type { ComponentType } from "react";
import { Route } from "react-router";
import { catalogueCopy } from "#copy/catalogue";
import { routePaths } from "#copy/routes";
import { patternsIn, type RouteKey } from "../../shared/routes";

/** A page of the route table (shared/routes.ts), given the pattern it was matched by (the listing pages share one component). */
export type RoutePage = ComponentType<{ pattern: string }>;

/**
 * The `<Route>`s of the table's pages that `pages` draws (one per pattern), keeping those that `only` accepts: the web's
 * routers (router.tsx, other-routes.tsx) are built from the one table, and their `Record<…, RoutePage>` makes a page
 * without a component a type error.
 */
export function pageRoutes<K extends RouteKey>(pages: Record<K, RoutePage>, only: (key: K) => boolean = () => true) {
  return (Object.keys(pages) as K[]).filter(only).flatMap((key) => {
    const Page: RoutePage = pages[key];
    return patternsIn({ routes: routePaths, catalogue: catalogueCopy }, key).map((pattern) => (
      <Route key={pattern} path={pattern} element={<Page key={pattern} pattern={pattern} />} />
    ));
  });
}
