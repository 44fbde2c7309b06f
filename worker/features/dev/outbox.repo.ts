import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";

/** The email_outbox table the outbox mailer writes (integrations/mailer.ts). */
export function outboxRepo(db: Db) {
  return {
    newest: (limit: number) => db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit),
  };
}
export type OutboxRepo = ReturnType<typeof outboxRepo>;
