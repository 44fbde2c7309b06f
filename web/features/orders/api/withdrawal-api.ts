import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withdrawalCopy } from "#copy/withdrawal";
import { ApiError, client, unwrap } from "../../../lib/api-client";
import { ordersKeys } from "../../../lib/query-keys";

/** The server's message when it named the problem (409 already withdrawn, period over, 404…), else a generic one. */
export const withdrawalErrorMessage = (err: unknown) => (err instanceof ApiError && err.code !== "http_error" ? err.message : withdrawalCopy.withdrawal.error);

/** POST /api/orders/:id/withdraw: the signed-in customer withdraws from one of their orders; the orders are read again. */
export function useWithdrawOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await unwrap(client.api.orders[":id"].withdraw.$post({ param: { id } }))).withdrawal,
    onSettled: () => qc.invalidateQueries({ queryKey: ordersKeys.all() }),
  });
}

/** POST /api/withdrawals: without signing in, with the order number and the customer's e-mail. */
export function usePublicWithdrawal() {
  return useMutation({
    mutationFn: async (json: { orderNumber: string; email: string }) => (await unwrap(client.api.withdrawals.$post({ json }))).withdrawal,
  });
}
