import { useMutation } from "@tanstack/react-query";
import type { CreateOrderInput, DiscountCheckInput } from "../../../../shared/orders";
import { client, unwrap } from "../../../lib/api-client";

/** Creates the order (stock reserved, amounts from the server) and its payment session; the customer goes to `url`. */
export const usePlaceOrder = () => useMutation({ mutationFn: (json: CreateOrderInput) => unwrap(client.api.orders.$post({ json })) });

/** 'Aplicar': what the code takes off these lines, checked as the order will check it (or why it cannot be used). */
export const checkDiscount = (json: DiscountCheckInput) => unwrap(client.api.orders.discount.$post({ json })).then((r) => r.discount);

/** Back from the payment page without paying: that pending order is cancelled, so its stock is free again. */
export const useCancelOrder = () => useMutation({ mutationFn: (id: string) => unwrap(client.api.orders[":id"].cancel.$post({ param: { id } })) });
