import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "./api-client";
import { addressesKeys } from "./query-keys";
import { useSession } from "./session";

/**
 * The signed-in customer's saved addresses, default first (SPEC §7). In lib/ because two features read them:
 * the addresses page and the cart's shipping calculator.
 */
export const addressesQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: addressesKeys.ofUser(userId),
    queryFn: async () => (await unwrap(client.api.addresses.$get())).items,
    enabled: !!userId,
    staleTime: 60_000,
  });

/** The customer's addresses (disabled for visitors). */
export function useAddresses() {
  const userId = useSession().data?.user.id;
  return { userId, query: useQuery(addressesQuery(userId)) };
}

/** The customer's default address, or null (visitor, none saved, or still loading). */
export function useDefaultAddress() {
  const { query } = useAddresses();
  return query.data?.find((a) => a.isDefault) ?? null;
}
