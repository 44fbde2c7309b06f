import type { Profile } from "@auth/core/types";
import type { Lang } from "../../../shared/languages";
import { googleSignIn } from "./google-sign-in";
import type { HashParams } from "./password-hash";
import type { SessionStore } from "./session-store";
import type { UsersRepo } from "./users.repo";

/**
 * What Auth.js's callbacks ask of the shop (auth.config.ts): the user behind an e-mail, Google's sign-up or link, and
 * the revocable session a JWT carries (session-store.ts): opened at sign-in, checked on every request, closed at
 * sign-out. The one door from Auth.js to the users and sessions stores.
 */
export function authSessionsService(users: UsersRepo, sessions: SessionStore, hashParams: HashParams) {
  return {
    /** The password hashing cost (the dummy hash an unknown e-mail is checked against has the same). */
    hashParams,
    userByEmail: (email: string) => users.byEmail(email),
    googleSignIn: (googleId: string, profile: Profile | undefined, language?: Lang) => googleSignIn(users, googleId, profile, language),

    /** The token's claims for a user who just signed in (by password: its id; by Google: its Google id), or null. */
    async open(by: { userId: string } | { googleId: string }) {
      const userId = "userId" in by ? by.userId : (await users.accountFor("google", by.googleId))?.userId;
      const row = userId ? await users.byId(userId) : undefined;
      if (!row) return null;
      return { sub: row.id, email: row.email, sid: await sessions.open(row.id, row.sessionVersion) };
    },

    /** Whether a token's session is still open for its user (sign-out, a password reset and erasure close it). */
    async isOpen(userId: string, sid: string) {
      const row = await users.byId(userId);
      return !!row && (await sessions.isValid(sid, row.id, row.sessionVersion));
    },

    close: (sid: string) => sessions.close(sid),
  };
}
export type AuthSessionsService = ReturnType<typeof authSessionsService>;
