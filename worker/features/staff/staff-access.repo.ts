import { and, eq, exists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { backOfficeAcceptances, staffMembers } from "../../db/schema-admin";

/** What the back-office's door reads about an account on every request (staff-access.ts decides from it). */
export function staffAccessRepo(db: Db) {
  return {
    /**
     * The account's address, whether it is verified, whether this account accepted a role offered to that address, and
     * whether the address is a member's; undefined for no such account. One statement.
     */
    standing: async (userId: string) => {
      const accepted = db
        .select({ one: sql`1` })
        .from(backOfficeAcceptances)
        .where(and(eq(backOfficeAcceptances.email, users.email), eq(backOfficeAcceptances.userId, users.id)));
      const member = db.select({ one: sql`1` }).from(staffMembers).where(eq(staffMembers.email, users.email));
      const [row] = await db
        .select({
          email: users.email,
          verified: users.emailVerifiedAt,
          accepted: sql<number>`${exists(accepted)}`,
          staff: sql<number>`${exists(member)}`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
