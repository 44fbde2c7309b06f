import type { OutboxRepo } from "./outbox.repo";

/** Development only: what the outbox mailer kept, newest first. */
export function outboxService(repo: OutboxRepo) {
  return {
    recent: () => repo.newest(50),
  };
}
export type OutboxService = ReturnType<typeof outboxService>;
