import type { Mail } from "../../integrations/mailer";
import { bindCondition, type SqlCondition } from "../../lib/sql-condition";

/** A row claimed for delivery. */
export interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  secrets: string[] | null;
}

type RawRow = Omit<OutboxRow, "secrets"> & { secrets: string | null };

const INSERT = `INSERT INTO email_outbox (id, "to", subject, text, event_key, secrets)`;

/**
 * The email_outbox table (decisions/0034). Writing a row is a statement the caller puts in its own batch, so the
 * e-mail exists exactly when the change that causes it does; `event_key` is unique, so an event mails once.
 */
export function outboxRepo(d1: D1Database) {
  /**
   * The row only when `condition` (SQL over the batch's own writes, with named parameters) holds when the statement
   * runs: e.g. "the order is now cancelled at this very time", so only the batch that made the change mails.
   */
  function insertWhen(id: string, mail: Mail, eventKey: string, condition: SqlCondition) {
    const c = bindCondition(condition, 7);
    return d1
      .prepare(`${INSERT} SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${c.sql} ON CONFLICT (event_key) DO NOTHING`)
      .bind(id, mail.to, mail.subject, mail.text, eventKey, mail.secrets?.length ? JSON.stringify(mail.secrets) : null, ...c.values);
  }

  return {
    /** The row, always (an e-mail not tied to an event, or the first for its key). */
    insert(id: string, mail: Mail, eventKey: string | null) {
      return d1
        .prepare(`${INSERT} VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (event_key) DO NOTHING`)
        .bind(id, mail.to, mail.subject, mail.text, eventKey, mail.secrets?.length ? JSON.stringify(mail.secrets) : null);
    },

    insertWhen,

    /** A batch's e-mail, if it has one, as `insertWhen` writes it: the statements to spread into the batch. */
    mailWhen(mail: { id: string; mail: Mail; key: string } | null, condition: SqlCondition): D1PreparedStatement[] {
      return mail ? [insertWhen(mail.id, mail.mail, mail.key, condition)] : [];
    },

    /**
     * Takes a due row for one delivery attempt: counts the attempt and moves its next time to `leaseIso`, in one
     * statement, so a second deliverer (the cron beside waitUntil) finds nothing to take while this one is sending.
     */
    async claim(id: string, nowIso: string, leaseIso: string): Promise<OutboxRow | null> {
      const row = await d1
        .prepare(
          `UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ?3
           WHERE id = ?1 AND status = 'pending' AND next_attempt_at <= ?2
           RETURNING id, "to", subject, text, attempts, secrets`,
        )
        .bind(id, nowIso, leaseIso)
        .first<RawRow>();
      return row ? { ...row, secrets: row.secrets ? (JSON.parse(row.secrets) as string[]) : null } : null;
    },

    /** Delivered: the stored text is replaced (its secrets blanked when the transport sent it away). */
    async markSent(id: string, text: string, nowIso: string) {
      await d1
        .prepare("UPDATE email_outbox SET status = 'sent', sent_at = ?2, text = ?3, secrets = NULL, last_error = NULL WHERE id = ?1")
        .bind(id, nowIso, text)
        .run();
    },

    /** Not delivered: tried again at `nextIso`, or failed for good (flagged for the owner) when `nextIso` is null. */
    async markFailedAttempt(id: string, error: string, nextIso: string | null, text: string) {
      const statement = nextIso
        ? d1
            .prepare("UPDATE email_outbox SET last_error = ?2, next_attempt_at = ?3 WHERE id = ?1 AND status = 'pending'")
            .bind(id, error.slice(0, 500), nextIso)
        : d1
            .prepare("UPDATE email_outbox SET last_error = ?2, status = 'failed', text = ?3, secrets = NULL WHERE id = ?1 AND status = 'pending'")
            .bind(id, error.slice(0, 500), text);
      await statement.run();
    },

    /** Ids of rows due for delivery, oldest first (the cron's work list). */
    async due(nowIso: string, limit: number): Promise<string[]> {
      const { results } = await d1
        .prepare("SELECT id FROM email_outbox WHERE status = 'pending' AND next_attempt_at <= ?1 ORDER BY next_attempt_at LIMIT ?2")
        .bind(nowIso, limit)
        .all<{ id: string }>();
      return results.map((r) => r.id);
    },

    /** Development only (the outbox viewer): the newest rows. */
    async newest(limit: number) {
      const { results } = await d1
        .prepare(
          `SELECT id, "to", subject, text, status, attempts, created_at AS createdAt, sent_at AS sentAt FROM email_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?1`,
        )
        .bind(limit)
        .all();
      return results;
    },
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
