import { copy } from "../../shared/copy";
import type { AppConfig } from "../config/app-config";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { DomainError } from "../lib/domain-error";
import { fetchJson } from "../lib/fetch-json";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** DESIGN §4: an HTTP e-mail API when configured; otherwise the email_outbox table (read at /api/dev/outbox). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(emailOutbox).values({ id: crypto.randomUUID(), to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** An HTTP e-mail API in the common shape (Resend's): POST {base}/emails, bearer key, JSON {from, to[], subject, text}. */
export function httpMailer(config: { baseUrl: string; apiKey: string; from: string }): Mailer {
  const url = new URL("/emails", config.baseUrl).href;
  return {
    async send(mail) {
      await fetchJson(url, {
        service: "mail API",
        bearer: config.apiKey,
        json: { from: config.from, to: [mail.to], subject: mail.subject, text: mail.text },
        timeoutMs: 5000,
        readBody: false,
        fail: () => new DomainError("mail_unavailable", copy.errors.mailUnavailable),
      });
    },
  };
}

export function chooseMailer(mail: AppConfig["mail"], db: Db): Mailer {
  return mail ? httpMailer(mail) : outboxMailer(db);
}
