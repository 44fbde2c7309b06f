import { ADMIN_PATH } from "../../../shared/admin-path";
import { adminCopy } from "../../../shared/copy/back-office/admin";
import { randomToken } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";
import type { HashParams } from "../auth/password-hash";
import { hashPassword } from "../auth/password-hash";
import type { RoleInvitationsRepo } from "./role-invitations.repo";

/** An invitation from the owner lasts a week; a link the invitee asks for again at the door, a day. */
export const INVITATION_TTL_DAYS = 7;
export const ACCESS_LINK_TTL_HOURS = 24;

interface Deps {
  repo: RoleInvitationsRepo;
  ownerEmails: readonly string[];
  /** The shop's configured origin: links are built from it, never from the request. */
  origin: string;
  /** The keyed hash of a link's token (only the hash is stored). */
  hashToken: (token: string) => Promise<string>;
  hashParams: HashParams;
  deliverSoon: (ids: string[]) => void;
  now?: () => Date;
}

const invalid = () => new DomainError("invitation_invalid", (t) => t.orders.admin.invitationInvalid, "token");

/**
 * How a back-office role reaches an account (issue 43, decisions/0048): only through a link sent to the address after
 * the role was offered, accepted by setting the account's password through it. The owner's invitation sends the first
 * link (staff.service); an owner of OWNER_EMAILS, or a member whose link was lost, asks for one at the door.
 */
export function roleInvitationsService({ repo, ownerEmails, origin, hashToken, hashParams, deliverSoon, now = () => new Date() }: Deps) {
  /** A new link for the address: its row (by hash) and the token for the e-mail. */
  async function newLink(email: string, ttlMs: number) {
    const token = randomToken();
    const link = { tokenHash: await hashToken(token), email, expiresAt: new Date(now().getTime() + ttlMs).toISOString() };
    return { token, link, url: `${origin}${ADMIN_PATH}/convite?token=${encodeURIComponent(token)}` };
  }
  const isOwner = (email: string) => ownerEmails.includes(email.toLowerCase());

  return {
    /** The invitation's link and e-mail, for the invitation's own batch (staff.service). */
    async invitation(email: string, actor: string) {
      const { token, link, url } = await newLink(email, INVITATION_TTL_DAYS * 86_400_000);
      const mail = { to: email, subject: adminCopy.inviteMail.subject, text: adminCopy.inviteMail.text(url, actor, INVITATION_TTL_DAYS), secrets: [token] };
      return { id: crypto.randomUUID(), link, mail };
    },

    /**
     * A fresh link for a signed-in account whose address is offered a role it has not accepted (an owner's first
     * entry, a lost invitation). It goes to the address, never to the requester: only the address's holder can use it.
     * false (nothing sent) when the address is offered no role.
     */
    async sendAccessLink(email: string): Promise<boolean> {
      if (!isOwner(email) && !(await repo.isMember(email))) return false;
      const { token, link, url } = await newLink(email, ACCESS_LINK_TTL_HOURS * 3_600_000);
      const id = crypto.randomUUID();
      await repo.sendLink(link, {
        id,
        mail: { to: email, subject: adminCopy.accessMail.subject, text: adminCopy.accessMail.text(url, ACCESS_LINK_TTL_HOURS), secrets: [token] },
      });
      deliverSoon([id]);
      return true;
    },

    /** The address a link is for, while it is valid (the acceptance page shows it), or null. */
    async linkEmail(token: string) {
      return repo.linkFor(await hashToken(token), now().toISOString());
    },

    /** Accepts the role: the account's password is set (every other session ends), the acceptance recorded. */
    async accept(token: string, password: string) {
      const tokenHash = await hashToken(token);
      const email = await repo.linkFor(tokenHash, now().toISOString());
      if (!email) throw invalid();
      const passwordHash = await hashPassword(password, hashParams);
      const ok = await repo.accept({ tokenHash, email, passwordHash, newUserId: crypto.randomUUID(), owner: isOwner(email), nowIso: now().toISOString() });
      if (!ok) throw invalid();
      return { email };
    },
  };
}
export type RoleInvitationsService = ReturnType<typeof roleInvitationsService>;
