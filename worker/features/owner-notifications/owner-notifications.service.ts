import type { OwnerNotificationEvent } from "../../../shared/owner-notifications";
import type { OwnerNoticesRepo } from "./owner-notices.repo";

interface Deps {
  repo: Pick<OwnerNoticesRepo, "choicesOf" | "save">;
  now?: () => Date;
}

/**
 * The owners' choice of e-mails (issue 44, decisions/0056): each owner reads and sets their own (the back-office's
 * 'Avisos por e-mail', owner only); no choice means every event. A change is audited in its own batch.
 */
export function ownerNotificationsService({ repo, now = () => new Date() }: Deps) {
  return {
    async get(email: string) {
      const address = email.toLowerCase();
      return { email: address, events: await repo.choicesOf(address) };
    },
    async save(email: string, events: readonly OwnerNotificationEvent[]) {
      const address = email.toLowerCase();
      const changed = await repo.save(address, events, now().toISOString());
      return { email: address, events: await repo.choicesOf(address), changed };
    },
  };
}
export type OwnerNotificationsService = ReturnType<typeof ownerNotificationsService>;
