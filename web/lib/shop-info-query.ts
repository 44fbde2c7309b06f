import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "./api-client";

export const shopInfoKeys = { all: () => ["shop-info"] as const };

/**
 * The seller's details, the ADR entity and the shipping rate table (GET /api/shop-info). In lib/ because the footer
 * (web/app) and the information pages read it. It changes with the owner's settings (issue 46) or a deployment.
 */
export const shopInfoQuery = () =>
  queryOptions({
    queryKey: shopInfoKeys.all(),
    queryFn: () => unwrap(client.api["shop-info"].$get()),
    staleTime: 10 * 60_000,
  });

export const useShopInfo = () => useQuery(shopInfoQuery());
export type ShopInfo = NonNullable<ReturnType<typeof useShopInfo>["data"]>;
