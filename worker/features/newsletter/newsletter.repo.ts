import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";

export function newsletterRepo(db: Db) {
  return {
    /** Stores the subscription once; a repeated e-mail keeps its first consent time. */
    async subscribe(email: string) {
      await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
    },
    /** Ends the subscription (the e-mail's one-click link); nothing when there was none. */
    async unsubscribe(email: string) {
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    },
  };
}
export type NewsletterRepo = ReturnType<typeof newsletterRepo>;
