import { and, eq, isNull, sql } from "drizzle-orm";
import type { Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import { accounts, customers, users } from "../../db/schema";
import { orders } from "../../db/schema-orders";

export interface UserRow {
  id: string;
  email: string;
  emailVerifiedAt: string | null;
  passwordHash: string | null;
  sessionVersion: number;
  /** Their e-mails' language (issue 31). */
  language: Lang;
  /** When they agreed to a reminder of a cart left behind (issue 50), or null. */
  cartRemindersAt: string | null;
}

export function usersRepo(db: Db) {
  const byEmail = async (email: string): Promise<UserRow | undefined> => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
  return {
    byEmail,
    byId: async (id: string): Promise<UserRow | undefined> => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],
    setLanguage: async (id: string, language: Lang) => {
      await db.update(users).set({ language }).where(eq(users.id, id));
    },

    /** The user and the basic customer record in one batch: both or neither. */
    /** The user and its basic customer record in one batch; false when the e-mail was taken meanwhile (nothing written). */
    async createWithCustomer(u: {
      id: string;
      email: string;
      passwordHash: string | null;
      verified: boolean;
      firstName: string | null;
      fullName: string | null;
      /** Their e-mails' language: the shop's they signed up from (decisions/0040). */
      language?: Lang;
      /** Agreed at sign-up to a reminder of a cart left behind (issue 50; off unless ticked). */
      cartReminders?: boolean;
    }): Promise<boolean> {
      try {
        await db.batch([
          db.insert(users).values({
            id: u.id,
            email: u.email,
            passwordHash: u.passwordHash,
            emailVerifiedAt: u.verified ? new Date().toISOString() : null,
            language: u.language,
            cartRemindersAt: u.cartReminders ? new Date().toISOString() : null,
          }),
          db.insert(customers).values({ userId: u.id, email: u.email, firstName: u.firstName, fullName: u.fullName }),
          // Created with the e-mail proven (Google): its guest orders are this account's at once (issue 44).
          ...(u.verified ? [claimGuestOrders(db, u.id)] : []),
        ]);
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    /**
     * The e-mail proven, and every session opened before that ends (a new session version, issue 43): whoever signed up
     * with the address before its holder proved it is signed out.
     */
    markVerified: (id: string) =>
      db.batch([
        db
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
            sessionVersion: sql`${users.sessionVersion} + 1`,
          })
          .where(eq(users.id, id)),
        // The e-mail is proven now: its guest orders (issue 44) become this account's, in 'Meus Pedidos'.
        claimGuestOrders(db, id),
      ]),

    /** New password and a new session version (every existing session ends); returns the new version. */
    async setPassword(id: string, passwordHash: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id))
        .returning({ sv: users.sessionVersion });
      return row?.sv ?? 0;
    },

    accountFor: async (provider: string, providerAccountId: string) =>
      (
        await db
          .select()
          .from(accounts)
          .where(and(eq(accounts.provider, provider), eq(accounts.providerAccountId, providerAccountId)))
          .limit(1)
      )[0],
    linkAccount: (userId: string, provider: string, providerAccountId: string) =>
      db.insert(accounts).values({ userId, provider, providerAccountId }).onConflictDoNothing(),
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;

/**
 * A verified account takes the guest orders placed with its e-mail (issue 44, decisions/0058): orders without an account
 * whose recipient address names that e-mail as `guestEmail`. Only once the e-mail is proven, so signing up with
 * someone else's address shows none of their orders. An erased account's orders keep no address, so none match.
 */
const claimGuestOrders = (db: Db, userId: string) =>
  db
    .update(orders)
    .set({ userId })
    .where(
      and(
        isNull(orders.userId),
        sql`json_extract(${orders.recipientAddress}, '$.guestEmail') = (SELECT email FROM users WHERE id = ${userId} AND email_verified_at IS NOT NULL)`,
      ),
    );

/** D1 reports a UNIQUE constraint failure in the message (possibly wrapped by drizzle as the cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed/i.test(e.message)) return true;
  return false;
}
