import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";

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
