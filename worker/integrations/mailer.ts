import type { AppConfig } from "../config/app-config";
import { DomainError } from "../lib/domain-error";
import { fetchJson } from "../lib/fetch-json";
import type { Fault } from "./faults/fault-plan";
import { faultyFetch } from "./faults/faulty-fetch";
import { faultySimulator } from "./faults/faulty-simulator";
import { mailHtml } from "./mail-html";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Parts of the text that are live secrets (a reset code, a sign-in link): blanked in the stored copy once delivered. */
  secrets?: string[];
}

/** What sends the shop's e-mails (features/outbox delivers through it; nothing else calls it). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * How an outbox row leaves the shop (DESIGN §4, decisions/0034).
 * - `http`: an HTTP e-mail API in the common shape (Resend's): POST {base}/emails, bearer key, JSON {from, to[],
 *   subject, text, html}, with the outbox row's id as Idempotency-Key, so a delivery retried after a lost answer is sent
 *   once. The HTML part is made from the text (mail-html.ts, issue 44): the text stays its plain alternative.
 * - `mailbox`: development and tests only: the outbox itself is the developer's mailbox (read at /api/dev/outbox), so
 *   delivering is marking the row sent and the text stays readable there.
 */
export interface MailTransport {
  kind: "http" | "mailbox";
  deliver(mail: Mail, idempotencyKey: string): Promise<void>;
}

export function httpTransport(config: { baseUrl: string; apiKey: string; from: string; timeoutMs?: number }, fetchFn?: typeof fetch): MailTransport {
  const url = new URL("/emails", config.baseUrl).href;
  return {
    kind: "http",
    async deliver(mail, idempotencyKey) {
      const unavailable = () => new DomainError("mail_unavailable", (t) => t.errors.mailUnavailable);
      // The API's answer names the e-mail it accepted; a 2xx without it (a proxy's page, a body cut off) is not a
      // delivery: the row stays waiting, and its retry carries the same Idempotency-Key (sent once if it did arrive).
      const accepted = await fetchJson<{ id?: unknown } | null>(url, {
        service: "mail API",
        bearer: config.apiKey,
        headers: { "Idempotency-Key": idempotencyKey },
        json: { from: config.from, to: [mail.to], subject: mail.subject, text: mail.text, html: mailHtml(mail) },
        timeoutMs: config.timeoutMs ?? 5000,
        fetch: fetchFn,
        fail: unavailable,
      });
      if (typeof accepted?.id !== "string") throw unavailable();
    },
  };
}

const mailbox: MailTransport = { kind: "mailbox", deliver: async () => {} };

/**
 * The configured e-mail API; the development mailbox only where development features are on (production requires the
 * API); `fault`: the fault-injection mode's for the e-mail API (development and tests only).
 */
export function chooseTransport(mail: AppConfig["mail"], devFeatures: boolean, fault?: Fault): MailTransport {
  if (mail) return httpTransport(mail, faultyFetch(fault));
  if (devFeatures) return faultySimulator(fault, mailbox, () => new DomainError("mail_unavailable", (t) => t.errors.mailUnavailable));
  throw new Error("no mail transport in production (the configuration requires MAIL_API_URL and MAIL_API_KEY)");
}
