import { OWNER_NOTIFICATION_EVENTS, type OwnerNotificationEvent } from "../../../shared/owner-notifications";
import { bindCondition, type SqlCondition } from "../../lib/sql-condition";
import type { OwnerNotice } from "./owner-notices";

/** Every event, as stored: an owner without a row, or with a row that is not a list, gets them all. */
const ALL = JSON.stringify(OWNER_NOTIFICATION_EVENTS);

/**
 * The owners' notices and their choices (issue 44, decisions/0056). A notice is a statement the caller puts in the batch
 * of its event, like the customer's e-mail (outbox.repo.ts insertWhen): one outbox row per owner who wants the event,
 * written only when `condition` holds as the statement runs; the event key is unique per owner, so an event mails each
 * owner once, also when the same webhook arrives twice or two requests race.
 */
export function ownerNoticesRepo(d1: D1Database) {
  return {
    /**
     * The owners' rows of `notice`, when `condition` holds: a batch gives the customer's e-mail and the owners' the same
     * condition. The owners are bound as one JSON array and
     * read with json_each; an owner whose choices leave the event out is skipped in the same statement.
     */
    insertWhen(notice: OwnerNotice, condition: SqlCondition) {
      const c = bindCondition(condition, 7);
      return d1
        .prepare(
          `INSERT INTO email_outbox (id, "to", subject, text, event_key, secrets)
           SELECT json_extract(r.value, '$.id'), json_extract(r.value, '$.to'), ?2, ?3, ?4 || ':' || json_extract(r.value, '$.to'), ?6
           FROM json_each(?1) r
           WHERE NOT EXISTS (
               SELECT 1 FROM owner_notification_choices c
               WHERE c.email = json_extract(r.value, '$.to') AND (CASE WHEN json_valid(c.events) THEN json_type(c.events) END) = 'array'
                 AND NOT EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(c.events) THEN c.events ELSE '[]' END) e WHERE e.value = ?5))
             AND ${c.sql}
           ON CONFLICT (event_key) DO NOTHING`,
        )
        .bind(JSON.stringify(notice.recipients), notice.subject, notice.text, notice.key, notice.event, null, ...c.values);
    },

    /** The events this owner chose; every event when they never chose. */
    async choicesOf(email: string): Promise<OwnerNotificationEvent[]> {
      const row = await d1.prepare("SELECT events FROM owner_notification_choices WHERE email = ?1").bind(email).first<{ events: string }>();
      let stored: unknown = null;
      try {
        stored = row ? JSON.parse(row.events) : null;
      } catch {
        stored = null;
      }
      if (!Array.isArray(stored)) return [...OWNER_NOTIFICATION_EVENTS];
      return OWNER_NOTIFICATION_EVENTS.filter((e) => stored.includes(e));
    },

    /**
     * The owner's choice, with its audit row (before → after), in one batch, both only when it changes something: the
     * audit statement reads the choice as it was, so of two identical saves at once, one is logged. true when changed.
     */
    async save(email: string, events: readonly OwnerNotificationEvent[], atIso: string) {
      const after = JSON.stringify(events);
      const before = "coalesce((SELECT events FROM owner_notification_choices WHERE email = ?1), ?3)";
      const results = await d1.batch([
        d1
          .prepare(`INSERT INTO audit_log (actor, action, before, after) SELECT ?1, 'notifications.changed', ${before}, ?2 WHERE ${before} IS NOT ?2`)
          .bind(email, after, ALL),
        d1
          .prepare(
            `INSERT INTO owner_notification_choices (email, events, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (email) DO UPDATE SET events = excluded.events, updated_at = excluded.updated_at WHERE events IS NOT excluded.events`,
          )
          .bind(email, after, atIso),
      ]);
      return (results[0]?.meta.changes ?? 0) > 0;
    },
  };
}
export type OwnerNoticesRepo = ReturnType<typeof ownerNoticesRepo>;
