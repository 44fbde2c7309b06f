import type { Mail } from "../../integrations/mailer";
import type { InvitationLink, RoleInvitationsRepo } from "./role-invitations.repo";

const isUnique = (err: unknown) => err instanceof Error && err.message.includes("UNIQUE constraint failed: staff_members");

/**
 * The back-office's team (issue 32, decisions/0042): each change is one batch with its audit row (and the invitation's
 * e-mail), so a member is never added or removed without the log saying who did it.
 */
export function staffRepo(d1: D1Database, invitations: RoleInvitationsRepo) {
  return {
    list: async () =>
      (
        await d1
          .prepare(
            `SELECT s.email, s.invited_by AS invitedBy, s.created_at AS createdAt,
               EXISTS (SELECT 1 FROM back_office_acceptances a JOIN users u ON u.id = a.user_id AND u.email = a.email WHERE a.email = s.email) AS accepted
             FROM staff_members s ORDER BY s.created_at`,
          )
          .all<{ email: string; invitedBy: string; createdAt: string; accepted: number }>()
      ).results,

    /** The member, the audit row, the invitation's link and its e-mail (issue 43); false when already a member. */
    async invite(email: string, actor: string, invitation: { id: string; link: InvitationLink; mail: Mail }) {
      try {
        await d1.batch([
          d1.prepare("INSERT INTO staff_members (email, invited_by) VALUES (?1, ?2)").bind(email, actor),
          d1.prepare("INSERT INTO audit_log (actor, action, after) VALUES (?1, 'staff.invited', ?2)").bind(actor, email),
          ...invitations.linkStatements(invitation.link, { id: invitation.id, mail: invitation.mail }),
        ]);
        return true;
      } catch (err) {
        if (isUnique(err)) return false;
        throw err;
      }
    },

    /**
     * Removes the member, writes who did it, ends every session of their account (session_version), and drops their
     * acceptance and any link still open, all only when they were a member: one batch. false when they were not.
     */
    async remove(email: string, actor: string) {
      const member = "EXISTS (SELECT 1 FROM staff_members WHERE email = ?2)";
      const results = await d1.batch([
        d1.prepare(`INSERT INTO audit_log (actor, action, before) SELECT ?1, 'staff.removed', ?2 WHERE ${member}`).bind(actor, email),
        d1.prepare(`UPDATE users SET session_version = session_version + 1 WHERE email = ?2 AND ${member} AND ?1 IS NOT NULL`).bind(actor, email),
        d1.prepare(`DELETE FROM back_office_acceptances WHERE email = ?2 AND ${member} AND ?1 IS NOT NULL`).bind(actor, email),
        d1.prepare(`DELETE FROM back_office_invitations WHERE email = ?2 AND ${member} AND ?1 IS NOT NULL`).bind(actor, email),
        d1.prepare("DELETE FROM staff_members WHERE email = ?1").bind(email),
      ]);
      return (results[4]?.meta.changes ?? 0) > 0;
    },
  };
}
export type StaffRepo = ReturnType<typeof staffRepo>;
