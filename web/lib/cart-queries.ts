import { queryOptions, useMutation } from "@tanstack/react-query";
import type { CartLineRef, ShippingQuoteRequest } from "../../shared/shipping-schemas";
import { client, unwrap } from "./api-client";

export const cartKeys = {
  refresh: (lines: CartLineRef[]) => ["cart", "refresh", lines] as const,
};

/** The current price, stock and state of each cart line's variant; always asked afresh (staleTime 0, not kept). */
export const cartRefreshQuery = (lines: CartLineRef[]) =>
  queryOptions({
    queryKey: cartKeys.refresh(lines),
    queryFn: () => unwrap(client.api.cart.refresh.$post({ json: { lines } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Shipping options and prices for the cart to a country and postal code. */
export const useShippingQuote = () => useMutation({ mutationFn: (req: ShippingQuoteRequest) => unwrap(client.api.shipping.quotes.$post({ json: req })) });
