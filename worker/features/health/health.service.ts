import { ADMIN_PATH } from "../../../shared/admin-path";
import { copies } from "../../../shared/copy";
import { healthCopy } from "../../../shared/copy/back-office/health";
import { formatCents } from "../../../shared/money";
import { DomainError } from "../../lib/domain-error";
import type { HealthRepo } from "./health.repo";

/** How long a problem stays before the owners are e-mailed about it (issue 46). */
export const LASTING_MS = 60 * 60_000;

const m = healthCopy.mail;
/** The order's number as the owners' other e-mails say it (the shop's one rule). */
const orderNumber = (id: string) => copies.pt.orders.number(id);

/**
 * The shop's health (issue 46): what failed or waits for someone, for the back-office's page; the records it is made
 * of (each scheduled job's run, the providers' last webhooks, payment events that matched no order); a failed
 * e-mail's retry; and the owners' e-mail, once per problem, when something has stayed failed for an hour.
 */
export function healthService({
  repo,
  ownerEmails,
  origin,
  deliverSoon,
  now = () => new Date(),
}: {
  repo: HealthRepo;
  ownerEmails: readonly string[];
  origin: string;
  deliverSoon: (ids: string[]) => void;
  now?: () => Date;
}) {
  return {
    report: () => repo.report(),
    recordJob: (name: string, startedAt: string, ok: boolean, detail: string | null) => repo.recordJob(name, startedAt, now().toISOString(), ok, detail),
    recordWebhook: (provider: string, eventType: string | null, outcome: "handled" | "refused") =>
      repo.recordWebhook(provider, now().toISOString(), eventType, outcome),
    recordUnmatched: repo.recordUnmatched,

    /** A failed e-mail tried again (its attempts start over); 409 when it is not failed. Audited. */
    async retryEmail(id: string, actor: string) {
      if (!(await repo.retryEmail(id, actor, now().toISOString()))) throw new DomainError("email_not_failed", (t) => t.orders.admin.emailNotFailed);
      deliverSoon([id]);
    },

    /** The Cron Trigger's check: what has stayed failed for an hour and the owners were not told of yet, in one e-mail each. */
    async alertOwners() {
      const at = now();
      const l = await repo.lasting(new Date(at.getTime() - LASTING_MS).toISOString());
      const problems = [
        ...l.emails.map((e) => ({ key: `email:${e.id}`, line: m.email(e.to, e.subject) })),
        ...l.documents.map((d) => ({ key: `document:${d.id}`, line: m.document(healthCopy.documents.kinds[d.kind], orderNumber(d.orderId)) })),
        ...l.jobs.map((j) => ({ key: `job:${j.name}:${j.failingSince}`, line: m.job(j.name, j.detail ?? "") })),
        ...l.unmatched.map((u) => ({ key: `payment-event:${u.eventId}`, line: m.unmatched(u.eventType, u.sessionId) })),
        ...l.refunds.map((r) => ({ key: `refund:${r.id}`, line: m.refund(orderNumber(r.orderId), formatCents(r.amountCents)) })),
      ];
      const told = await repo.noticed(problems.map((p) => p.key));
      const fresh = problems.filter((p) => !told.has(p.key));
      if (fresh.length === 0 || ownerEmails.length === 0) return { lasting: problems.length, told: 0 };
      const text = [m.intro, "", ...fresh.map((p) => p.line), "", m.open(`${origin}${ADMIN_PATH}/saude`), m.once, "", m.signature].join("\n");
      const mails = ownerEmails.map((to) => ({ id: crypto.randomUUID(), mail: { to, subject: m.subject(fresh.length), text } }));
      await repo.notify(
        fresh.map((p) => p.key),
        crypto.randomUUID(),
        mails,
      );
      deliverSoon(mails.map((x) => x.id));
      return { lasting: problems.length, told: fresh.length };
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;
