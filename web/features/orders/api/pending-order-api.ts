import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "../../../lib/api-client";
import { ordersKeys } from "../../../lib/query-keys";

/**
 * The signed-in customer's newest order still waiting for payment, or null (GET /api/orders/pending): orders with a
 * Multibanco or MB WAY payment under way are not in it. Asked only when `due` (the dialog waits 2 s, SPEC §4), once.
 */
export const pendingOrderQuery = (userId: string | undefined, due: boolean) =>
  queryOptions({
    queryKey: ordersKeys.pending(userId),
    queryFn: async () => (await unwrap(client.api.orders.pending.$get())).order,
    enabled: !!userId && due,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const usePendingOrder = (userId: string | undefined, due: boolean) => useQuery(pendingOrderQuery(userId, due));
