import type { Mail } from "../../integrations/mailer";
import type { OutboxRepo } from "../outbox/outbox.repo";

const isUnique = (err: unknown) => err instanceof Error && err.message.includes("UNIQUE constraint failed: staff_members");

/**
 * The back-office's team (issue 32, decisions/0042): each change is one batch with its audit row (and the invitation's
 * e-mail), so a member is never added or removed without the log saying who did it.
 */
export function staffRepo(d1: D1Database, outbox: OutboxRepo) {
  return {
    list: async () =>
      (
        await d1
          .prepare(
            "SELECT s.email, s.invited_by AS invitedBy, s.created_at AS createdAt, u.email_verified_at IS NOT NULL AS verified FROM staff_members s LEFT JOIN users u ON u.email = s.email ORDER BY s.created_at",
          )
          .all<{ email: string; invitedBy: string; createdAt: string; verified: number }>()
      ).results,

    /** false when the e-mail is already a member. */
    async invite(email: string, actor: string, mail: { id: string; mail: Mail }) {
      try {
        await d1.batch([
          d1.prepare("INSERT INTO staff_members (email, invited_by) VALUES (?1, ?2)").bind(email, actor),
          d1.prepare("INSERT INTO audit_log (actor, action, after) VALUES (?1, 'staff.invited', ?2)").bind(actor, email),
          outbox.insert(mail.id, mail.mail, null),
        ]);
        return true;
      } catch (err) {
        if (isUnique(err)) return false;
        throw err;
      }
    },

    /**
     * Removes the member, writes who did it, and ends every session of their account (session_version), all only when
     * they were a member: one batch. false when they were not.
     */
    async remove(email: string, actor: string) {
      const member = "EXISTS (SELECT 1 FROM staff_members WHERE email = ?2)";
      const results = await d1.batch([
        d1.prepare(`INSERT INTO audit_log (actor, action, before) SELECT ?1, 'staff.removed', ?2 WHERE ${member}`).bind(actor, email),
        d1.prepare(`UPDATE users SET session_version = session_version + 1 WHERE email = ?2 AND ${member} AND ?1 IS NOT NULL`).bind(actor, email),
        d1.prepare("DELETE FROM staff_members WHERE email = ?1").bind(email),
      ]);
      return (results[2]?.meta.changes ?? 0) > 0;
    },

    /** The whole audit log, oldest first (the owner's CSV export). */
    audit: async () =>
      (
        await d1.prepare("SELECT id, at, actor, action, order_id AS orderId, before, after, detail FROM audit_log ORDER BY id").all<{
          id: number;
          at: string;
          actor: string;
          action: string;
          orderId: string | null;
          before: string | null;
          after: string | null;
          detail: string | null;
        }>()
      ).results,
  };
}
export type StaffRepo = ReturnType<typeof staffRepo>;
