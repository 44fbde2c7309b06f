import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ShopSettings } from "../../../../shared/shop-settings";
import { client, unwrap } from "../../../lib/api-client";
import { shopInfoKeys } from "../../../lib/shop-info-query";

/** The shop's settings (issue 46): /api/admin/settings, owners only. */
const key = ["admin", "settings"] as const;

export const useShopSettings = () => useQuery({ queryKey: key, queryFn: () => unwrap(client.api.admin.settings.$get()) });

/** Saves every setting; the answer (the settings in force) becomes what the page shows, and the shop's own reading is refreshed. */
export function useSaveShopSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: ShopSettings) => unwrap(client.api.admin.settings.$put({ json })),
    onSuccess: (saved) => {
      qc.setQueryData(key, saved);
      void qc.invalidateQueries({ queryKey: ["admin", "me"] });
      void qc.invalidateQueries({ queryKey: shopInfoKeys.all() });
    },
  });
}
