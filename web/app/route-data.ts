import { matchPath } from "react-router";
import { routePaths } from "#copy/routes";
import { ADMIN_PATH } from "../../shared/admin-path";
import { prefetchAdminPage } from "../features/admin/api/admin-route-data";
import { catalogQueries } from "../lib/catalog-queries";
import { ordersQuery } from "../lib/order-queries";
import { queryClient } from "../lib/query-client";
import { sessionQuery } from "../lib/session";

/**
 * What a page needs before it shows, asked for side by side when a navigation heads there (issue 44, decisions/0063):
 * its code (the same modules the router's lazy pages load, there one after another: the other pages' table, the
 * account's frame, the page) and its data (the same query options the page reads, so the page finds them in the cache).
 * Its own chunk, loaded at the first navigation or the first hint of one (prefetch-route.ts), never with the first
 * screen. One entry per page that waits for data of its own; any other page loads as it did.
 */
interface RouteData {
  pattern: string;
  code: () => Promise<unknown>[];
  data: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
}

/** The signed-in customer's own data, once the session (asked for when the app starts) names them; nothing when signed out. */
const ofCustomer = (load: (userId: string) => void) => () =>
  void queryClient.ensureQueryData(sessionQuery()).then(
    (session) => session && load(session.user.id),
    () => {},
  );

const customerOrders = ofCustomer((userId) => void queryClient.prefetchQuery(ordersQuery(userId)));
const accountFrame = () => [import("./other-routes"), import("../features/account/components/account-layout")];

const ROUTE_DATA: RouteData[] = [
  {
    pattern: routePaths.product,
    code: () => [import("../features/product/product-page")],
    // The page asks for nothing with an id that cannot be one (product-page.tsx), nor does this.
    data: ({ id = "" }) => /^[1-9][0-9]{0,9}$/.test(id) && void queryClient.prefetchQuery(catalogQueries.product(id)),
  },
  { pattern: routePaths.orders, code: () => [...accountFrame(), import("../features/orders/components/orders-page")], data: customerOrders },
  // The account's overview lists the latest orders.
  { pattern: routePaths.account, code: () => [...accountFrame(), import("../features/account/components/account-overview-page")], data: customerOrders },
  {
    pattern: `${ADMIN_PATH}/*`,
    code: () => [import("../features/admin/admin-app")],
    data: (params, search) => prefetchAdminPage(queryClient, params["*"] ?? "", search),
  },
];

/** Starts the code and the data of the page at `href` (a path with its query); nothing for a page not in the table. */
export function prefetchRoute(href: string) {
  const url = new URL(href, location.origin);
  for (const route of ROUTE_DATA) {
    const match = matchPath(route.pattern, url.pathname);
    if (!match) continue;
    // A chunk that fails to load here fails again in the router, which shows it.
    for (const chunk of route.code()) chunk.catch(() => {});
    route.data(match.params, url.searchParams);
    return;
  }
}

/** How long the pointer rests on a link before its page is asked for (a pointer crossing a grid asks for nothing). */
const HOVER_MS = 80;
let hovered: ReturnType<typeof setTimeout> | undefined;
let hinted = "";

/**
 * A hint of a navigation (the pointer resting on a link or pressed on it, a finger touching it, the keyboard's focus on it): the link's
 * page is asked for before the tap, once per link in a row. Links to other sites, to a new tab or to a download are not.
 */
export function onHint(event: Event) {
  clearTimeout(hovered);
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
  const href = link.pathname + link.search;
  if (href === hinted || href === location.pathname + location.search) return;
  const start = () => {
    hinted = href;
    prefetchRoute(href);
  };
  if (event.type === "mouseover") hovered = setTimeout(start, HOVER_MS);
  else start();
}
