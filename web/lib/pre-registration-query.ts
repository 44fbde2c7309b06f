import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "./api-client";

export const preRegistrationKeys = { all: () => ["pre-registration"] as const };

/**
 * The guest's checkout data kept by the server (its id is an HttpOnly cookie). In lib/ because three features read it:
 * the e-mail and profile steps (auth), the guest's address form (addresses) and the delivery step (cart).
 */
export const preRegistrationQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: preRegistrationKeys.all(),
    queryFn: async () => (await unwrap(client.api.checkout["pre-registration"].$get())).preRegistration,
    enabled,
    retry: false,
    staleTime: 30_000,
  });

export const usePreRegistration = (enabled = true) => useQuery(preRegistrationQuery(enabled));
