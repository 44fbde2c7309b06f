import type { OwnerNotificationEvent } from "../../../shared/owner-notifications";

/**
 * An e-mail to the owners about one event (issue 44, decisions/0056): one outbox row per owner, each with its own id
 * (for delivery after the batch) and the event's key with the owner's address (`<key>:<address>`, unique in the
 * outbox), so the event mails each owner once however often it is replayed. Which owners get it is decided in the
 * batch itself, by their choices (owner_notification_choices; no row = every event).
 */
export interface OwnerNotice {
  event: OwnerNotificationEvent;
  key: string;
  subject: string;
  text: string;
  recipients: { id: string; to: string }[];
}

/**
 * Makes the owners' notices for the services that cause them, and delivers those the batch wrote (a row the batch did
 * not write, for an owner who turned the event off or a replay, is skipped by the outbox's claim).
 */
export function ownerNotices(ownerEmails: readonly string[], deliverSoon: (ids: string[]) => void) {
  return {
    /** None when the shop has no owners (only a misconfigured development setup). */
    make(event: OwnerNotificationEvent, key: string, mail: { subject: string; text: string }): OwnerNotice | null {
      if (ownerEmails.length === 0) return null;
      return { event, key: `owner:${event}:${key}`, ...mail, recipients: ownerEmails.map((to) => ({ id: crypto.randomUUID(), to })) };
    },
    deliver(notice: OwnerNotice | null) {
      if (notice) deliverSoon(notice.recipients.map((r) => r.id));
    },
  };
}
export type OwnerNotices = ReturnType<typeof ownerNotices>;
