import { copy } from "../../../shared/copy";
import type { Mail, MailTransport } from "../../integrations/mailer";
import { log } from "../../lib/log";
import type { OutboxRepo, OutboxRow } from "./outbox.repo";

/** Attempts before a row is flagged failed for the owner; the wait before attempt n+1 is BACKOFF_MS[n-1]. */
export const OUTBOX_MAX_ATTEMPTS = 8;
const BACKOFF_MS = [1, 2, 5, 15, 30, 60, 120].map((m) => m * 60_000);
/** How long a claimed row is left to its deliverer before another may take it (an isolate that died mid-send). */
const LEASE_MS = 2 * 60_000;
const BLANKED = copy.mail.secretRemoved;

interface Deps {
  repo: OutboxRepo;
  transport: MailTransport;
  /** Runs work after the answer (waitUntil), or at once where there is no request (the cron awaits its own). */
  defer: (work: Promise<unknown>) => void;
  /**
   * The shop's signature under every e-mail (issue 46: who sends it and how to reach them), read when the e-mail leaves,
   * so the owner's latest settings sign it; the stored copy keeps the text as sent.
   */
  signature?: () => Promise<string>;
  now?: () => Date;
}

/** The text as kept after delivery through a real transport: every secret blanked. */
export const blankSecrets = (text: string, secrets: string[] | null) => (secrets ?? []).reduce((t, s) => (s ? t.replaceAll(s, BLANKED) : t), text);

/**
 * The durable outbox (decisions/0034). Order e-mails are written by the orders lifecycle in the batch of their change
 * (`repo.insert`/`insertWhen`) and handed to `deliverSoon`; the cron's `deliverDue` retries what is still pending with
 * backoff, and flags a row failed after OUTBOX_MAX_ATTEMPTS. A row is claimed before it is sent and sent with its id
 * as the idempotency key, so it leaves the shop once however many deliverers run.
 */
export function outboxService({ repo, transport, defer, signature, now = () => new Date() }: Deps) {
  const claim = (id: string) => {
    const at = now();
    return repo.claim(id, at.toISOString(), new Date(at.getTime() + LEASE_MS).toISOString());
  };

  /** One attempt; a failure is tried again after its backoff when `retry`, else (or after the last) flagged failed. */
  async function attempt(row: OutboxRow, retry: boolean): Promise<unknown> {
    const keep = (text: string) => (transport.kind === "http" ? blankSecrets(text, row.secrets) : text);
    let kept = keep(row.text);
    try {
      const text = signature ? `${row.text}\n\n${await signature()}` : row.text;
      kept = keep(text);
      await transport.deliver({ to: row.to, subject: row.subject, text }, row.id);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const wait = BACKOFF_MS[row.attempts - 1];
      const next = retry && row.attempts < OUTBOX_MAX_ATTEMPTS && wait !== undefined ? new Date(now().getTime() + wait).toISOString() : null;
      await repo.markFailedAttempt(row.id, error, next, kept);
      if (!next) log("error", "e-mail not delivered, flagged failed", { emailId: row.id, error });
      return err;
    }
    await repo.markSent(row.id, kept, now().toISOString());
    return null;
  }

  const deliver = async (id: string) => {
    const row = await claim(id);
    return row ? (await attempt(row, true)) === null : null;
  };

  return {
    /** After a batch that wrote these rows: delivered once the answer is on its way (a row not written is skipped). */
    deliverSoon(ids: string[]) {
      defer(Promise.all(ids.map((id) => deliver(id).catch((err) => log("error", "outbox delivery", { emailId: id, error: err })))));
    },

    /**
     * An e-mail the caller reports on at once (sign-up, reset code, newsletter, contact): stored, delivered now, and
     * not retried when it fails (the caller says so and the person asks again; a stale code would only confuse).
     */
    async send(mail: Mail): Promise<void> {
      const id = crypto.randomUUID();
      await repo.insert(id, mail, null).run();
      const row = await claim(id);
      const failure = row ? await attempt(row, false) : null;
      if (failure) throw failure;
    },

    /** The cron: every pending row whose time has come, one attempt each. */
    async deliverDue(limit = 50) {
      const ids = await repo.due(now().toISOString(), limit);
      let sent = 0;
      for (const id of ids) if (await deliver(id)) sent++;
      return { due: ids.length, sent };
    },

    /** Development only: what the outbox holds, newest first. */
    recent: () => repo.newest(50),
  };
}
export type OutboxService = ReturnType<typeof outboxService>;
