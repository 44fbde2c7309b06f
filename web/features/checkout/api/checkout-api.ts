import { useMutation } from "@tanstack/react-query";
import type { CreateOrderInput } from "../../../../shared/orders";
import { client, unwrap } from "../../../lib/api-client";

/** Creates the order (stock reserved, amounts from the server) and its payment session; the customer goes to `url`. */
export const usePlaceOrder = () => useMutation({ mutationFn: (json: CreateOrderInput) => unwrap(client.api.orders.$post({ json })) });

/** 'Aplicar': the discount code checked as the order will check it (its percentage, or why it cannot be used). */
export const useCheckDiscount = () =>
  useMutation({ mutationFn: (code: string) => unwrap(client.api.orders.discount.$post({ json: { code } })).then((r) => r.discount) });

/** Back from the payment page without paying: that pending order is cancelled, so its stock is free again. */
export const useCancelOrder = () => useMutation({ mutationFn: (id: string) => unwrap(client.api.orders[":id"].cancel.$post({ param: { id } })) });
