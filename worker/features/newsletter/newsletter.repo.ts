import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

export function newsletterRepo(db: Db) {
  return {
    /** Stores the subscription once; a repeated e-mail keeps its first consent time. */
    async subscribe(email: string) {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
  };
}
export type NewsletterRepo = ReturnType<typeof newsletterRepo>;
