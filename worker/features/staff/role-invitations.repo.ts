import type { Mail } from "../../integrations/mailer";
import type { OutboxRepo } from "../outbox/outbox.repo";

/** A link's row: the keyed hash of its token, its address, until when. */
export interface InvitationLink {
  tokenHash: string;
  email: string;
  expiresAt: string;
}

/**
 * The links that offer a back-office role and their acceptance (issue 43, decisions/0048). The link is the only way a
 * role reaches an account: its acceptance sets the account's password (creating the account when there is none), ends
 * every session the account had, and records which account accepted, all in one batch that runs only while the link is
 * valid, so two parallel acceptances of one link accept once.
 */
export function roleInvitationsRepo(d1: D1Database, outbox: OutboxRepo) {
  return {
    /**
     * The statements that give the address a new link (any older link of the address is void) and its e-mail: for the
     * caller's own batch (the invitation's, with its audit row), or sent alone.
     */
    linkStatements(link: InvitationLink, mail: { id: string; mail: Mail }) {
      return [
        d1.prepare("DELETE FROM back_office_invitations WHERE email = ?1").bind(link.email),
        d1.prepare("INSERT INTO back_office_invitations (token_hash, email, expires_at) VALUES (?1, ?2, ?3)").bind(link.tokenHash, link.email, link.expiresAt),
        outbox.insert(mail.id, mail.mail, null),
      ];
    },

    async sendLink(link: InvitationLink, mail: { id: string; mail: Mail }) {
      await d1.batch(this.linkStatements(link, mail));
    },

    /** The address a link is for while it is valid, or null. */
    linkFor: async (tokenHash: string, nowIso: string) =>
      (
        await d1
          .prepare("SELECT email FROM back_office_invitations WHERE token_hash = ?1 AND expires_at > ?2")
          .bind(tokenHash, nowIso)
          .first<{ email: string }>()
      )?.email ?? null,

    /** Whether the address is still offered a role as staff (an owner's offer is the configuration's). */
    isMember: async (email: string) => !!(await d1.prepare("SELECT 1 FROM staff_members WHERE email = ?1").bind(email).first()),

    /**
     * Accepts the link: the account of the address gets `passwordHash`, its e-mail verified and a new session version
     * (every session it had ends: whoever signed up with the address before its holder is out), or is created with
     * them; the acceptance names that account; the audit row; the address's links are spent. One batch, each statement
     * under the same condition (the link valid, the role still offered). false when the link was not valid.
     */
    async accept(p: { tokenHash: string; email: string; passwordHash: string; newUserId: string; owner: boolean; nowIso: string }) {
      const valid = `EXISTS (SELECT 1 FROM back_office_invitations WHERE token_hash = ?1 AND email = ?2 AND expires_at > ?3)
        AND (?4 = 1 OR EXISTS (SELECT 1 FROM staff_members WHERE email = ?2))`;
      const bind = (sql: string, ...more: unknown[]) => d1.prepare(sql).bind(p.tokenHash, p.email, p.nowIso, p.owner ? 1 : 0, ...more);
      const results = await d1.batch([
        bind(
          `INSERT INTO users (id, email, password_hash, email_verified_at) SELECT ?5, ?2, ?6, ?3
           WHERE ${valid} AND NOT EXISTS (SELECT 1 FROM users WHERE email = ?2)`,
          p.newUserId,
          p.passwordHash,
        ),
        bind(
          `INSERT INTO customers (user_id, email) SELECT ?5, ?2
           WHERE ${valid} AND EXISTS (SELECT 1 FROM users WHERE id = ?5) AND NOT EXISTS (SELECT 1 FROM customers WHERE user_id = ?5)`,
          p.newUserId,
        ),
        bind(
          `UPDATE users SET password_hash = ?6, session_version = session_version + 1, email_verified_at = coalesce(email_verified_at, ?3)
           WHERE email = ?2 AND id <> ?5 AND ${valid}`,
          p.newUserId,
          p.passwordHash,
        ),
        bind(
          `INSERT INTO back_office_acceptances (email, user_id, accepted_at) SELECT ?2, id, ?3 FROM users WHERE email = ?2 AND ${valid}
           ON CONFLICT (email) DO UPDATE SET user_id = excluded.user_id, accepted_at = excluded.accepted_at`,
        ),
        bind(`INSERT INTO audit_log (actor, action, after) SELECT ?2, 'staff.accepted', ?2 WHERE ${valid}`),
        bind(`DELETE FROM back_office_invitations WHERE email = ?2 AND ${valid}`),
      ]);
      return (results[3]?.meta.changes ?? 0) > 0;
    },
  };
}
export type RoleInvitationsRepo = ReturnType<typeof roleInvitationsRepo>;
