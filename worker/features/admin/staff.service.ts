import { adminCopy } from "../../../shared/copy/back-office/admin";
import { csvField } from "../../../shared/csv";
import { DomainError } from "../../lib/domain-error";
import type { StaffRepo } from "./staff.repo";

interface Deps {
  repo: StaffRepo;
  ownerEmails: readonly string[];
  /** The back-office's address, for the invitation e-mail. */
  adminUrl: string;
  deliverSoon: (ids: string[]) => void;
}

/** The team (owner only, issue 32): owners from the configuration, members invited by e-mail and removed at once. */
export function staffService({ repo, ownerEmails, adminUrl, deliverSoon }: Deps) {
  return {
    async list() {
      const members = await repo.list();
      return {
        owners: ownerEmails.map((email) => ({ email })),
        members: members.map((m) => ({ email: m.email, invitedBy: m.invitedBy, since: m.createdAt, verified: m.verified === 1 })),
      };
    },

    async invite(email: string, actor: string) {
      if (ownerEmails.includes(email)) throw new DomainError("staff_is_owner", (t) => t.orders.admin.staffIsOwner, "email");
      const id = crypto.randomUUID();
      const mail = { to: email, subject: adminCopy.inviteMail.subject, text: adminCopy.inviteMail.text(adminUrl, actor) };
      if (!(await repo.invite(email, actor, { id, mail }))) throw new DomainError("staff_already_member", (t) => t.orders.admin.staffExists, "email");
      deliverSoon([id]);
    },

    async remove(email: string, actor: string) {
      if (!(await repo.remove(email, actor))) throw new DomainError("staff_not_found", (t) => t.orders.admin.staffNotFound);
    },

    /** The audit log as CSV (shared/csv.ts: RFC 4180, a cell a spreadsheet would run as a formula defused), for the owner. */
    async auditCsv() {
      const rows = await repo.audit();
      const header = ["id", "at", "actor", "action", "order_id", "before", "after", "detail"];
      return [header, ...rows.map((r) => [r.id, r.at, r.actor, r.action, r.orderId, r.before, r.after, r.detail])]
        .map((r) => r.map((v) => csvField(v, ",")).join(","))
        .join("\r\n");
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
