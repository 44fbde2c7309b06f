import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "./api-client";
import { queryClient } from "./query-client";
import { addressesKeys, birthListsKeys, favoritesKeys, ordersKeys, sessionKeys } from "./query-keys";

/**
 * The signed-in customer (null when signed out), from the typed API. App-wide state every feature may read
 * (the header, account pages, favourites), so it lives in lib/, not in the auth feature.
 */
export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all(),
    queryFn: async () => (await unwrap(client.api.account.session.$get())).session,
    staleTime: 5 * 60_000,
    retry: 1,
  });

export type SessionData = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof sessionQuery>["queryFn"]>>>>;

export const useSession = () => useQuery(sessionQuery());

/** Whether the customer ended the session themselves (sign-out, account deletion) rather than it lapsing. */
let endedOnPurpose = false;
export const sessionEndedOnPurpose = () => endedOnPurpose;
/** A new sign-in: a later lapse is not on purpose any more. */
export function markSessionStarted() {
  endedOnPurpose = false;
}

/** Forgets the session on the client after the server ended it on purpose. */
export function endSessionLocally() {
  endedOnPurpose = true;
  queryClient.setQueryData(sessionKeys.all(), null);
  queryClient.removeQueries({ queryKey: favoritesKeys.all() });
  queryClient.removeQueries({ queryKey: addressesKeys.all() });
  queryClient.removeQueries({ queryKey: ordersKeys.all() });
  queryClient.removeQueries({ queryKey: birthListsKeys.all() });
}
export const refreshSession = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() });
