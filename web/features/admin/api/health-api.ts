import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client, unwrap } from "../../../lib/api-client";

/** The shop's health (issue 46): /api/admin/health, owners and staff. */
const key = ["admin", "health"] as const;

export const useShopHealth = () => useQuery({ queryKey: key, queryFn: () => unwrap(client.api.admin.health.$get()) });
export type ShopHealth = NonNullable<ReturnType<typeof useShopHealth>["data"]>;

/** A failed e-mail tried again; the page reads again after it, whether it worked or someone else had. */
export function useRetryEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(client.api.admin.health.emails[":id"].retry.$post({ param: { id } })),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
