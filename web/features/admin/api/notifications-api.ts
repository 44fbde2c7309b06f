import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnerNotifications } from "../../../../shared/owner-notifications";
import { client, unwrap } from "../../../lib/api-client";

/** The signed-in owner's e-mails about the shop's events (issue 44, decisions/0056): /api/admin/notifications. */
const key = ["admin", "notifications"] as const;

export const useOwnerNotifications = () => useQuery({ queryKey: key, queryFn: () => unwrap(client.api.admin.notifications.$get()) });

/** Saves the choice; the answer (the choice as stored) becomes what the section shows. */
export function useSaveOwnerNotifications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: OwnerNotifications) => unwrap(client.api.admin.notifications.$put({ json })),
    onSuccess: (saved) => qc.setQueryData(key, { email: saved.email, events: saved.events }),
  });
}
