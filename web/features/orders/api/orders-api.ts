import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { orderPagesCopy } from "#copy/order-pages";
import { ApiError, client, unwrap } from "../../../lib/api-client";
import { ordersQuery } from "../../../lib/order-queries";
import { ordersKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";

/** While a paid order's confirmation is awaited, the success page asks again every few seconds, a few times. */
export const PAYMENT_POLL_MS = 3_000;
export const PAYMENT_POLLS = 10;

/**
 * One of the customer's orders (GET /api/orders/:id). For a pending Stripe order the server asks Stripe first, so
 * this is the success page's check; while the order is pending it is asked again, at most PAYMENT_POLLS times.
 */
export const orderQuery = (userId: string | undefined, id: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(userId, id),
    queryFn: async () => (await unwrap(client.api.orders[":id"].$get({ param: { id } }))).order,
    enabled: !!userId && id !== "",
    // Every visit asks the server (it confirms a pending payment with the provider), never a cached answer.
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === "pending" && q.state.dataUpdateCount < PAYMENT_POLLS ? PAYMENT_POLL_MS : false),
  });

/**
 * A guest's order by its link (issue 44, decisions/0058): GET /api/guest-orders/:id?chave=<key>, no account needed;
 * asked again while pending, like the customer's.
 */
export const guestOrderQuery = (id: string, key: string) =>
  queryOptions({
    queryKey: ["guest-order", id, key] as const,
    queryFn: async () => (await unwrap(client.api["guest-orders"][":id"].$get({ param: { id }, query: { chave: key } }))).order,
    enabled: id !== "" && key !== "",
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === "pending" && q.state.dataUpdateCount < PAYMENT_POLLS ? PAYMENT_POLL_MS : false),
  });

/** One guest order by its key, and whether the page has stopped asking again on its own. */
export function useGuestOrder(id: string, key: string) {
  const qc = useQueryClient();
  const options = guestOrderQuery(id, key);
  const query = useQuery(options);
  const reads = qc.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, pollingDone: reads >= PAYMENT_POLLS };
}

/** 'Criar conta' after a guest's purchase: the account from the checkout's pre-registration (profile and address). */
export const useCreateGuestAccount = () =>
  useMutation({
    mutationFn: (json: { password: string; confirm: string }) => unwrap(client.api.checkout["pre-registration"].credentials.$post({ json })),
  });

export function useOrders() {
  const userId = useSession().data?.user.id;
  return useQuery(ordersQuery(userId));
}

/** One order, and whether the page has stopped asking again on its own (the button still asks). */
export function useOrder(id: string) {
  const qc = useQueryClient();
  const options = orderQuery(useSession().data?.user.id, id);
  const query = useQuery(options);
  const reads = qc.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  return { query, pollingDone: reads >= PAYMENT_POLLS };
}

/** POST /api/orders/:id/cancel; on success a toast and the list again, on refusal (409) the server's message. */
export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.orders[":id"].cancel.$post({ param: { id } })),
    onSuccess: () => void toast.success(orderPagesCopy.orderPages.cancelled),
    onError: (err) => void toast.error(err instanceof ApiError && err.code !== "http_error" ? err.message : orderPagesCopy.orderPages.cancelError),
    onSettled: () => qc.invalidateQueries({ queryKey: ordersKeys.all() }),
  });
}
