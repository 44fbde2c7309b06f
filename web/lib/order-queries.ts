import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "./api-client";
import { ordersKeys } from "./query-keys";

/**
 * The signed-in customer's orders, newest first (GET /api/orders). In lib/ because two features read them: the orders
 * page and the account overview's latest orders.
 */
export const ordersQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ordersKeys.ofUser(userId),
    queryFn: async () => (await unwrap(client.api.orders.$get())).items,
    enabled: !!userId,
    staleTime: 30_000,
  });

export type OrderView = Awaited<ReturnType<NonNullable<ReturnType<typeof ordersQuery>["queryFn"]>>>[number];
export type OrderLine = OrderView["items"][number];
