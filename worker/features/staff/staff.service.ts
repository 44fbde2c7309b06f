import { DomainError } from "../../lib/domain-error";
import type { RoleInvitationsService } from "./role-invitations.service";
import type { StaffRepo } from "./staff.repo";

interface Deps {
  repo: StaffRepo;
  ownerEmails: readonly string[];
  /** The invitation's link and e-mail (issue 43: the role is accepted through it). */
  invitations: Pick<RoleInvitationsService, "invitation">;
  /** When the member's session was opened (the session store): a change to the team needs a recent sign-in. */
  signedInAt: (sid: string) => Promise<number | null>;
  deliverSoon: (ids: string[]) => void;
  now?: () => Date;
}

/** A change to the team needs a sign-in of the last half hour, as a refund does (issue 43). */
export const TEAM_FRESH_SIGN_IN_MS = 30 * 60_000;

/**
 * The team (owner only, issue 32): owners from the configuration, members invited by e-mail and removed at once. An
 * invited member holds the role only once they accept it through the invitation's link (issue 43).
 */
export function staffService({ repo, ownerEmails, invitations, signedInAt, deliverSoon, now = () => new Date() }: Deps) {
  async function freshSignIn(sid: string) {
    const at = await signedInAt(sid);
    if (!at || now().getTime() - at > TEAM_FRESH_SIGN_IN_MS) throw new DomainError("reauthentication_required", (t) => t.orders.admin.freshSignInTeam);
  }
  return {
    async list() {
      const members = await repo.list();
      return {
        owners: ownerEmails.map((email) => ({ email })),
        members: members.map((m) => ({ email: m.email, invitedBy: m.invitedBy, since: m.createdAt, accepted: m.accepted === 1 })),
      };
    },

    async invite(email: string, member: { email: string; sid: string }) {
      await freshSignIn(member.sid);
      if (ownerEmails.includes(email)) throw new DomainError("staff_is_owner", (t) => t.orders.admin.staffIsOwner, "email");
      const invitation = await invitations.invitation(email, member.email);
      if (!(await repo.invite(email, member.email, invitation))) throw new DomainError("staff_already_member", (t) => t.orders.admin.staffExists, "email");
      deliverSoon([invitation.id]);
    },

    async remove(email: string, member: { email: string; sid: string }) {
      await freshSignIn(member.sid);
      if (!(await repo.remove(email, member.email))) throw new DomainError("staff_not_found", (t) => t.orders.admin.staffNotFound);
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
