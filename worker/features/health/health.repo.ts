import type { Mail } from "../../integrations/mailer";
import { when } from "../../lib/sql-condition";
import type { OutboxRepo } from "../outbox/outbox.repo";

/** A job's run as the health page shows it. */
export interface JobRunRow {
  name: string;
  startedAt: string;
  finishedAt: string;
  ok: number;
  detail: string | null;
  failingSince: string | null;
}

export interface FailedEmailRow {
  id: string;
  to: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface DocumentRow {
  id: string;
  orderId: string;
  kind: "invoice_receipt" | "credit_note";
  status: "pending" | "failed";
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface UnmatchedEventRow {
  eventId: string;
  provider: string;
  eventType: string;
  sessionId: string;
  receivedAt: string;
}

export interface AutoRefundRow {
  id: string;
  orderId: string;
  amountCents: number;
  reason: "order_not_pending" | "paid_twice";
  status: "pending" | "succeeded";
  createdAt: string;
}

export interface WebhookRow {
  provider: string;
  receivedAt: string;
  eventType: string | null;
  outcome: "handled" | "refused";
}

const LIST = 50;

/**
 * The health page's reads and the records it is made of (issue 46): jobs' runs, the providers' last webhooks, payment
 * events that matched no order; the retry of a failed e-mail (audited in its batch); the notices to the owners.
 */
export function healthRepo(d1: D1Database, outboxRows: OutboxRepo) {
  const rows = <T>(r: D1Result | undefined) => (r?.results ?? []) as T[];
  return {
    async report() {
      const [failed, waiting, counts, documents, unmatched, refunds, jobs, webhooks] = await d1.batch([
        d1.prepare(
          `SELECT id, "to", subject, status, attempts, last_error AS lastError, created_at AS createdAt FROM email_outbox
           WHERE status = 'failed' ORDER BY created_at DESC LIMIT ${LIST}`,
        ),
        d1.prepare(
          `SELECT id, "to", subject, status, attempts, last_error AS lastError, created_at AS createdAt FROM email_outbox
           WHERE status = 'pending' AND attempts > 0 ORDER BY created_at LIMIT ${LIST}`,
        ),
        d1.prepare(
          `SELECT (SELECT count(*) FROM email_outbox WHERE status = 'failed') AS failed,
                  (SELECT count(*) FROM email_outbox WHERE status = 'pending' AND attempts > 0) AS waiting,
                  (SELECT count(*) FROM invoice_documents WHERE status = 'failed' OR (status = 'pending' AND attempts > 0)) AS documents`,
        ),
        d1.prepare(
          `SELECT id, order_id AS orderId, kind, status, attempts, last_error AS lastError, created_at AS createdAt FROM invoice_documents
           WHERE status = 'failed' OR (status = 'pending' AND attempts > 0) ORDER BY created_at LIMIT ${LIST}`,
        ),
        d1.prepare(
          `SELECT event_id AS eventId, provider, event_type AS eventType, session_id AS sessionId, received_at AS receivedAt
           FROM unmatched_payment_events ORDER BY received_at DESC LIMIT ${LIST}`,
        ),
        d1.prepare(
          `SELECT id, order_id AS orderId, amount_cents AS amountCents, reason, status, created_at AS createdAt FROM order_refunds
           WHERE reason IN ('order_not_pending', 'paid_twice') ORDER BY created_at DESC LIMIT ${LIST}`,
        ),
        d1.prepare("SELECT name, started_at AS startedAt, finished_at AS finishedAt, ok, detail, failing_since AS failingSince FROM job_runs ORDER BY name"),
        d1.prepare("SELECT provider, received_at AS receivedAt, event_type AS eventType, outcome FROM webhook_receipts ORDER BY provider"),
      ]);
      const n = rows<{ failed: number; waiting: number; documents: number }>(counts)[0]!;
      return {
        emails: { failed: rows<FailedEmailRow>(failed), waiting: rows<FailedEmailRow>(waiting), failedCount: n.failed, waitingCount: n.waiting },
        documents: { items: rows<DocumentRow>(documents), count: n.documents },
        payments: { unmatched: rows<UnmatchedEventRow>(unmatched), refunds: rows<AutoRefundRow>(refunds) },
        jobs: rows<JobRunRow>(jobs),
        webhooks: rows<WebhookRow>(webhooks),
      };
    },

    /** A job's run: its result, and since when it has been failing (kept across failures, cleared by a success). */
    async recordJob(name: string, startedAt: string, finishedAt: string, ok: boolean, detail: string | null) {
      await d1
        .prepare(
          `INSERT INTO job_runs (name, started_at, finished_at, ok, detail, failing_since) VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN ?4 = 1 THEN NULL ELSE ?2 END)
           ON CONFLICT (name) DO UPDATE SET started_at = excluded.started_at, finished_at = excluded.finished_at, ok = excluded.ok,
             detail = excluded.detail, failing_since = CASE WHEN excluded.ok = 1 THEN NULL ELSE coalesce(job_runs.failing_since, excluded.started_at) END`,
        )
        .bind(name, startedAt, finishedAt, ok ? 1 : 0, detail)
        .run();
    },

    async recordWebhook(provider: string, receivedAt: string, eventType: string | null, outcome: WebhookRow["outcome"]) {
      await d1
        .prepare(
          `INSERT INTO webhook_receipts (provider, received_at, event_type, outcome) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (provider) DO UPDATE SET received_at = excluded.received_at, event_type = excluded.event_type, outcome = excluded.outcome`,
        )
        .bind(provider, receivedAt, eventType, outcome)
        .run();
    },

    async recordUnmatched(e: Omit<UnmatchedEventRow, "receivedAt">) {
      await d1
        .prepare("INSERT INTO unmatched_payment_events (event_id, provider, event_type, session_id) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
        .bind(e.eventId, e.provider, e.eventType, e.sessionId)
        .run();
    },

    /** A failed e-mail put back in the outbox for one more round of attempts, with its audit row; false when it is not failed. */
    async retryEmail(id: string, actor: string, nowIso: string) {
      const [audit] = await d1.batch([
        d1
          .prepare(
            `INSERT INTO audit_log (actor, action, before, after, detail)
             SELECT ?2, 'email.retried', 'failed', 'pending', json_object('emailId', id, 'to', "to", 'subject', subject) FROM email_outbox WHERE id = ?1 AND status = 'failed'`,
          )
          .bind(id, actor),
        d1
          .prepare("UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?2, last_error = NULL WHERE id = ?1 AND status = 'failed'")
          .bind(id, nowIso),
      ]);
      return (audit?.meta.changes ?? 0) > 0;
    },

    /** The problems that have stayed since before `cutoff`, each with a key of its own (the owners are told once per key). */
    async lasting(cutoffIso: string) {
      const [emails, documents, jobs, unmatched, refunds] = await d1.batch([
        d1.prepare(`SELECT id, "to", subject FROM email_outbox WHERE status = 'failed' AND created_at <= ?1 ORDER BY created_at LIMIT ${LIST}`).bind(cutoffIso),
        d1
          .prepare(`SELECT id, order_id AS orderId, kind FROM invoice_documents WHERE status = 'failed' AND created_at <= ?1 ORDER BY created_at LIMIT ${LIST}`)
          .bind(cutoffIso),
        d1.prepare("SELECT name, detail, failing_since AS failingSince FROM job_runs WHERE ok = 0 AND failing_since <= ?1").bind(cutoffIso),
        d1
          .prepare(
            `SELECT event_id AS eventId, event_type AS eventType, session_id AS sessionId FROM unmatched_payment_events WHERE received_at <= ?1 ORDER BY received_at LIMIT ${LIST}`,
          )
          .bind(cutoffIso),
        d1
          .prepare(
            `SELECT id, order_id AS orderId, amount_cents AS amountCents FROM order_refunds
             WHERE status = 'pending' AND reason IN ('order_not_pending', 'paid_twice') AND created_at <= ?1 ORDER BY created_at LIMIT ${LIST}`,
          )
          .bind(cutoffIso),
      ]);
      return {
        emails: rows<{ id: string; to: string; subject: string }>(emails),
        documents: rows<{ id: string; orderId: string; kind: DocumentRow["kind"] }>(documents),
        jobs: rows<{ name: string; detail: string | null; failingSince: string }>(jobs),
        unmatched: rows<{ eventId: string; eventType: string; sessionId: string }>(unmatched),
        refunds: rows<{ id: string; orderId: string; amountCents: number }>(refunds),
      };
    },

    /** Which of these keys the owners were already told of. */
    async noticed(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const { results } = await d1
        .prepare("SELECT key FROM health_notices WHERE key IN (SELECT value FROM json_each(?1))")
        .bind(JSON.stringify(keys))
        .all<{ key: string }>();
      return new Set(results.map((r) => r.key));
    },

    /**
     * The owners' e-mail about `keys`, in one batch: the keys are marked noticed by this run, and each owner's e-mail is
     * written only if this run marked at least one (two runs racing: the second finds them marked and writes nothing).
     */
    async notify(keys: string[], runId: string, mails: { id: string; mail: Mail }[]) {
      const condition = when("EXISTS (SELECT 1 FROM health_notices WHERE run_id = :run)", { run: runId });
      await d1.batch([
        d1
          .prepare("INSERT INTO health_notices (key, run_id) SELECT value, ?2 FROM json_each(?1) WHERE true ON CONFLICT (key) DO NOTHING")
          .bind(JSON.stringify(keys), runId),
        ...mails.map((m) => outboxRows.insertWhen(m.id, m.mail, `health:${runId}:${m.mail.to}`, condition)),
      ]);
    },
  };
}
export type HealthRepo = ReturnType<typeof healthRepo>;
