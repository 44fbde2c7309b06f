import { queryOptions, useMutation } from "@tanstack/react-query";
import type { ShippingQuoteRequest } from "../../../../shared/shipping";
import { client, unwrap } from "../../../lib/api-client";

export const cartKeys = {
  refresh: (ids: number[]) => ["cart", "refresh", ids] as const,
};

/** The current price, stock and state of the cart's products; always asked afresh (staleTime 0, not kept). */
export const cartRefreshQuery = (ids: number[]) =>
  queryOptions({
    queryKey: cartKeys.refresh(ids),
    queryFn: () => unwrap(client.api.cart.refresh.$post({ json: { ids } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Shipping options and prices for the cart to a country and postal code. */
export const useShippingQuote = () => useMutation({ mutationFn: (req: ShippingQuoteRequest) => unwrap(client.api.shipping.quotes.$post({ json: req })) });
