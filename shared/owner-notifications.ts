import { z } from "zod";
import { ownerNotificationsCopy } from "./copy/back-office/owner-notifications";

/**
 * The events the owners are told of by e-mail (issue 44, decisions/0056), each through the outbox in the batch of the
 * event itself: a new paid order, a withdrawal (with its refund's deadline), an invoice the invoicing program refused
 * for good, a new review to moderate. Each owner (OWNER_EMAILS) chooses which; one without a choice gets them all.
 */
export const OWNER_NOTIFICATION_EVENTS = ["order_paid", "withdrawal", "invoice_failed", "review_pending"] as const;
export type OwnerNotificationEvent = (typeof OWNER_NOTIFICATION_EVENTS)[number];

/**
 * PUT /api/admin/notifications and its GET's answer: the events the signed-in owner wants, none to all. Kept in the
 * list's order and without repeats, so the stored JSON of one choice is always the same text.
 */
const invalid = ownerNotificationsCopy.settings.invalid;

export const ownerNotificationsSchema = z.object({
  events: z
    .array(z.enum(OWNER_NOTIFICATION_EVENTS, invalid), invalid)
    .max(OWNER_NOTIFICATION_EVENTS.length * 2, invalid)
    .transform((chosen) => OWNER_NOTIFICATION_EVENTS.filter((e) => chosen.includes(e))),
});
export type OwnerNotificationsInput = z.input<typeof ownerNotificationsSchema>;
export type OwnerNotifications = z.output<typeof ownerNotificationsSchema>;
