import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { ApiError, client, unwrap } from "../../../lib/api-client";
import { ordersKeys } from "../../../lib/query-keys";

/**
 * Paying an order placed earlier (/checkout/payment?pendente=<id>, SPEC §4 'Finalizar Pagamento'): the order as the
 * server has it (GET /api/orders/:id; another customer's id or a wrong one is a 404 with the server's message).
 */
export const pendingPaymentOrderQuery = (userId: string | undefined, id: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(userId, id),
    queryFn: async () => (await unwrap(client.api.orders[":id"].$get({ param: { id } }))).order,
    enabled: !!userId && id !== "",
    staleTime: 0,
    // A refusal (404: not this customer's order) does not change by asking again.
    retry: (n, err) => n < 2 && !(err instanceof ApiError && err.status < 500),
  });

export const usePendingPaymentOrder = (userId: string | undefined, id: string) => useQuery(pendingPaymentOrderQuery(userId, id));

/** A new payment session for that order (POST /api/orders/:id/pay); the customer goes to `url`. 409 when it cannot be paid. */
export const usePayPendingOrder = () => useMutation({ mutationFn: (id: string) => unwrap(client.api.orders[":id"].pay.$post({ param: { id } })) });
