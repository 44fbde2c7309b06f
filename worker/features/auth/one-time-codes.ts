import { countHit } from "../../lib/counters";
import { hmacSha256Hex, randomToken } from "../../lib/crypto";

/**
 * One-time secrets (DESIGN §3, decisions/0005). Reset codes and links live in KV as keyed hashes
 * (HMAC-SHA256 with the Auth.js secret), never in clear nor as a plain hash of a 6-digit code. What must
 * hold under parallel requests is counted in D1, atomically: wrong-code attempts (the sixth is refused even
 * when right) and the single use of an issue (two parallel uses: one wins).
 *
 * "Newest wins": one issue per e-mail at a time (`reset:<email>` holds its id); issuing again replaces it,
 * using its code or its link ends the issue, and account deletion drops it, so older links and codes are void.
 * Each issue also names the user it was made for, so a link cannot reset an account registered later.
 *
 * Sign-in codes (the account guard, decisions/0032) work the same way under `signin-code:<email>`: newest wins,
 * 15 minutes, the fifth wrong code voids it, one use; but only a sign-in with the right password checks one.
 */
export const RESET_TTL_SECONDS = 15 * 60;
export const RESET_MAX_ATTEMPTS = 5;
const VERIFY_TTL_SECONDS = 24 * 60 * 60;
export const SIGNIN_CODE_TTL_SECONDS = 15 * 60;
export const SIGNIN_CODE_MAX_ATTEMPTS = 5;

interface ResetIssue {
  id: string;
  userId: string;
  codeHash: string;
  expiresAt: number;
}

export function sixDigitCode(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return String(n).padStart(6, "0");
}

export function oneTimeCodes(kv: KVNamespace, d1: D1Database, secret: string) {
  const hmac = hmacSha256Hex(`one-time-codes:${secret}`);
  const readIssue = async (email: string) => {
    const raw = await kv.get(`reset:${email}`);
    const issue = raw ? (JSON.parse(raw) as ResetIssue) : null;
    return issue && issue.expiresAt > Date.now() ? issue : null;
  };
  /** The one use of an issue, decided atomically: true for exactly one caller. */
  const claim = async (issue: ResetIssue) => (await countHit(d1, "reset-use", issue.id, RESET_TTL_SECONDS)).n === 1;
  const end = (email: string) => kv.delete(`reset:${email}`);

  return {
    async issueReset(email: string, userId: string): Promise<{ code: string; linkToken: string }> {
      const code = sixDigitCode();
      const linkToken = randomToken();
      const id = crypto.randomUUID();
      const issue: ResetIssue = { id, userId, codeHash: await hmac(`code:${id}:${email}:${code}`), expiresAt: Date.now() + RESET_TTL_SECONDS * 1000 };
      await Promise.all([
        kv.put(`reset:${email}`, JSON.stringify(issue), { expirationTtl: RESET_TTL_SECONDS }),
        kv.put(`reset-link:${await hmac(`link:${linkToken}`)}`, JSON.stringify({ email, id }), { expirationTtl: RESET_TTL_SECONDS }),
      ]);
      return { code, linkToken };
    },

    /** The user id the code was issued for, when it is right (and then used up); wrong codes count, the fifth voids it. */
    async consumeResetCode(email: string, code: string): Promise<string | null> {
      const issue = await readIssue(email);
      if (!issue) return null;
      const attempt = await countHit(d1, "reset-attempt", issue.id, RESET_TTL_SECONDS);
      if (attempt.n > RESET_MAX_ATTEMPTS) {
        await end(email);
        return null;
      }
      if (issue.codeHash !== (await hmac(`code:${issue.id}:${email}:${code}`))) {
        if (attempt.n === RESET_MAX_ATTEMPTS) await end(email);
        return null;
      }
      if (!(await claim(issue))) return null;
      await end(email);
      return issue.userId;
    },

    /** The issue a link belongs to while it is the newest and unused; `use` spends it. */
    async resetLink(token: string, use: boolean): Promise<{ email: string; userId: string } | null> {
      const raw = await kv.get(`reset-link:${await hmac(`link:${token}`)}`);
      if (!raw) return null;
      const { email, id } = JSON.parse(raw) as { email: string; id: string };
      const issue = await readIssue(email);
      if (!issue || issue.id !== id) return null;
      if (use) {
        if (!(await claim(issue))) return null;
        await end(email);
      }
      return { email, userId: issue.userId };
    },

    /** Drops any reset or sign-in code still pending for this e-mail (account deletion): its codes and links are void. */
    async forget(email: string) {
      await Promise.all([end(email), kv.delete(`signin-code:${email}`)]);
    },

    /** A sign-in code for a guarded account (signin-limits.ts); replaces any earlier one. Kept as a keyed hash only. */
    async issueSignInCode(email: string, userId: string): Promise<string> {
      const code = sixDigitCode();
      const id = crypto.randomUUID();
      const issue: ResetIssue = {
        id,
        userId,
        codeHash: await hmac(`signin:${id}:${email}:${code}`),
        expiresAt: Date.now() + SIGNIN_CODE_TTL_SECONDS * 1000,
      };
      await kv.put(`signin-code:${email}`, JSON.stringify(issue), { expirationTtl: SIGNIN_CODE_TTL_SECONDS });
      return code;
    },

    /**
     * The user a right sign-in code was issued for, and its one use (`use`: true for exactly one caller, which ends
     * it). Only a sign-in whose password was right checks the code (`passwordRight`): so whoever lacks the password can
     * neither guess a code nor use up the holder's with wrong ones. Those checks count; the fifth wrong one voids it.
     * Every path reads the code and writes one count (a decoy one without the password), so the time taken does not
     * tell a right password from a wrong one.
     */
    async checkSignInCode(email: string, code: string, passwordRight: boolean): Promise<{ userId: string; use(): Promise<boolean> } | null> {
      const key = `signin-code:${email}`;
      const raw = await kv.get(key);
      const found = raw ? (JSON.parse(raw) as ResetIssue) : null;
      const issue = found && found.expiresAt > Date.now() ? found : null;
      const matches = (await hmac(`signin:${issue?.id ?? "none"}:${email}:${code}`)) === issue?.codeHash;
      if (!issue || !passwordRight) {
        await countHit(d1, "signin-code-decoy", email, SIGNIN_CODE_TTL_SECONDS);
        return null;
      }
      const attempt = await countHit(d1, "signin-code-attempt", issue.id, SIGNIN_CODE_TTL_SECONDS);
      if (attempt.n > SIGNIN_CODE_MAX_ATTEMPTS) {
        await kv.delete(key);
        return null;
      }
      if (!matches) {
        if (attempt.n === SIGNIN_CODE_MAX_ATTEMPTS) await kv.delete(key);
        return null;
      }
      return {
        userId: issue.userId,
        async use() {
          if ((await countHit(d1, "signin-code-use", issue.id, SIGNIN_CODE_TTL_SECONDS)).n !== 1) return false;
          await kv.delete(key);
          return true;
        },
      };
    },

    async issueVerification(userId: string): Promise<string> {
      const token = randomToken();
      await kv.put(`verify:${await hmac(`verify:${token}`)}`, userId, { expirationTtl: VERIFY_TTL_SECONDS });
      return token;
    },
    async consumeVerification(token: string): Promise<string | null> {
      const key = `verify:${await hmac(`verify:${token}`)}`;
      const userId = await kv.get(key);
      if (userId) await kv.delete(key);
      return userId;
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
