import type { QueryClient } from "@tanstack/react-query";
import { adminMeQuery, adminOrderQuery, adminOrdersQuery, documentsNotIssuedQuery, withdrawalsQuery } from "./admin-api";
import { ordersQueryOf } from "./admin-orders-url";
import { dashboardPeriodOf, dashboardQuery } from "./dashboard-api";

/**
 * A back-office page's data, asked for beside the back-office's code when a navigation heads there (web/app/route-data.ts,
 * decisions/0063): who is here (every page waits for it), and the page's list or order. `rest` is the path below /admin.
 */
export function prefetchAdminPage(queryClient: QueryClient, rest: string, search: URLSearchParams) {
  void queryClient.prefetchQuery(adminMeQuery());
  const order = /^encomendas\/([^/]+)$/.exec(rest)?.[1];
  // What fails here (a role the account lacks) the page asks for again, and shows as it does today.
  if (rest === "") void queryClient.prefetchQuery(dashboardQuery(dashboardPeriodOf(search.get("periodo"))));
  else if (rest === "encomendas") void queryClient.prefetchQuery(adminOrdersQuery(ordersQueryOf(search)));
  else if (order) void queryClient.prefetchQuery(adminOrderQuery(decodeURIComponent(order)));
  else if (rest === "desistencias") void queryClient.prefetchQuery(withdrawalsQuery());
  else if (rest === "faturacao") void queryClient.prefetchQuery(documentsNotIssuedQuery());
}
