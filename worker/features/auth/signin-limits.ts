import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { deps } from "../../deps";
import { deferFrom } from "../../deps-source";
import type { AppEnv } from "../../env";
import { countHit, refundHit } from "../../lib/counters";
import { DomainError } from "../../lib/domain-error";
import { log } from "../../lib/log";
import { clientKey, limitClient, rateLimitedError } from "../../lib/rate-limit";
import { hashPassword } from "./password-hash";
import type { UserRow } from "./users.repo";

/**
 * Sign-in limits (decisions/0032), atomic D1 counters keyed by the lower-cased e-mail and the client (an IPv4
 * address or an IPv6 /64). Wrong passwords must not lock the customer out, so no limit refuses a client for
 * what other clients did: every attempt counts per client; failures count per account and client, and per
 * account — and that ceiling refuses only clients that have failed on the account themselves.
 *
 * The account guard (issue 43): past SIGNIN_CODE_AFTER_FAILURES on one account, from whatever clients, the password
 * alone no longer signs in from any client. The right password earns a code e-mailed to the account's address, and the
 * password plus that code signs in, so the holder is never locked out; the holder is alerted once per episode.
 */
export const SIGNIN_PER_CLIENT = { limit: 10, windowSeconds: 60 };
export const SIGNIN_FAILURES_PER_CLIENT_ON_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };
export const SIGNIN_FAILURES_PER_ACCOUNT = { limit: 100, windowSeconds: 15 * 60 };
/** 100 failures, as NIST SP 800-63B §5.2.2 allows at most, in a day: then the account is guarded for the rest of it. */
export const SIGNIN_CODE_AFTER_FAILURES = { limit: 100, windowSeconds: 24 * 60 * 60 };
/** Codes e-mailed per account, whoever gives the right password (someone who knows it must not flood the inbox). */
export const SIGNIN_CODES_SENT_PER_ACCOUNT = { limit: 5, windowSeconds: 60 * 60 };

/**
 * True for every request Auth.js treats as a credentials sign-in. Auth.js drops empty path segments
 * (`/callback/credentials/`, `//callback/credentials` are the same action), so this matches the same way.
 */
export function isCredentialsSignIn(req: Request): boolean {
  if (req.method !== "POST") return false;
  const path = new URL(req.url).pathname;
  const m = /^\/api\/auth(\/.*)$/.exec(path);
  if (!m) return false;
  const segments = m[1]!.split("/").filter(Boolean);
  return segments.length === 2 && segments[0] === "callback" && segments[1] === "credentials";
}

/**
 * Around Auth.js: the per-client limit before it runs; the per-account limits are counted inside `authorize`
 * (the only place that sees the e-mail exactly as Auth.js parsed it) and turned into a 429 here.
 */
export const signInLimits = createMiddleware<AppEnv>(async (c, next) => {
  if (!isCredentialsSignIn(c.req.raw)) return next();
  await limitClient(c, "signin", SIGNIN_PER_CLIENT.limit, SIGNIN_PER_CLIENT.windowSeconds);
  await next();
  const retryAfter = c.get("signinRetryAfter");
  if (retryAfter) throw rateLimitedError(retryAfter);
  // The guard's answers: the same for a right and a wrong password, so neither is a way to test one.
  const refusal = c.get("signinRefusal");
  if (refusal === "code_required") throw new DomainError("signin_code_required", (t) => t.errors.signinCodeRequired, "code");
  if (refusal === "code_invalid") throw new DomainError("signin_code_invalid", (t) => t.errors.signinCodeInvalid, "code");
});

/** A sign-in whose password is being checked; a right one gives its counts back. */
export interface SignInAttempt {
  /** The account is guarded: the password alone does not sign in (finishGuardedSignIn decides). */
  guarded: boolean;
  succeeded(): Promise<void>;
  /**
   * The guard answered instead of the password (the same answer, right password or wrong): to the client this was no
   * guess, so its per-client and per-account failures are given back (the holder asking for a code, or mistyping it,
   * is never refused for it); the guard's count is kept.
   */
  answeredByGuard(): Promise<void>;
}

/**
 * Counts one attempt on this account before its password is checked, so parallel guesses are counted exactly;
 * the counters hold failures plus attempts in flight, and whatever does not end as a failure is given back
 * (a right password, a refusal). Null when refused: a 429 after Auth.js answers.
 */
export async function beginAccountSignIn(c: Context<AppEnv>, email: string): Promise<SignInAttempt | null> {
  const d1 = c.env.DB;
  const account = email.toLowerCase();
  const pairKey = `${account}|${clientKey(c.req.raw.headers)}`;
  const pair = await countHit(d1, "signin-fail-pair", pairKey, SIGNIN_FAILURES_PER_CLIENT_ON_ACCOUNT.windowSeconds);
  const givePairBack = () => refundHit(d1, "signin-fail-pair", pairKey);
  if (pair.n > SIGNIN_FAILURES_PER_CLIENT_ON_ACCOUNT.limit) {
    await givePairBack();
    c.set("signinRetryAfter", pair.retryAfter);
    return null;
  }
  const all = await countHit(d1, "signin-fail-account", account, SIGNIN_FAILURES_PER_ACCOUNT.windowSeconds);
  const giveBack = async () => {
    await Promise.all([givePairBack(), refundHit(d1, "signin-fail-account", account)]);
  };
  // pair.n > 1: this client has failed on this account (or is trying it in parallel). One that has not is never refused here.
  if (pair.n > 1 && all.n > SIGNIN_FAILURES_PER_ACCOUNT.limit) {
    await giveBack();
    c.set("signinRetryAfter", all.retryAfter);
    return null;
  }
  // Counted like the others (failures plus attempts in flight), so N parallel guesses see N counts: exactly the limit are checked alone.
  const guard = await countHit(d1, "signin-guard", account, SIGNIN_CODE_AFTER_FAILURES.windowSeconds);
  return {
    guarded: guard.n > SIGNIN_CODE_AFTER_FAILURES.limit,
    succeeded: async () => {
      await Promise.all([giveBack(), refundHit(d1, "signin-guard", account)]);
    },
    answeredByGuard: giveBack,
  };
}

/**
 * A sign-in on a guarded account, once its password has been checked (`passwordRight`); true when it signs in. No
 * answer here depends on the password alone, so the guard is no way to test one:
 * - Without a code: `signin_code_required`, right password or wrong. A right one has a code e-mailed without the answer
 *   waiting for it (waitUntil; at most SIGNIN_CODES_SENT_PER_ACCOUNT an hour), so neither the answer nor its timing
 *   says which it was; and the code e-mail tells the holder that someone has their password, if it was not them.
 * - With a code: signed in when both are right, else `signin_code_invalid`. Only a right password checks the code, so
 *   nobody without it can guess codes or use up the holder's (one-time-codes.ts).
 * The holder is alerted once per episode (an atomic count: parallel attempts send one e-mail).
 */
export async function finishGuardedSignIn(
  c: Context<AppEnv>,
  attempt: SignInAttempt,
  o: { account: string; user: UserRow | undefined; passwordRight: boolean; code: string },
): Promise<boolean> {
  const d1 = c.env.DB;
  const guard = deps(c).signInGuard;
  const later = (what: string, work: () => Promise<unknown>) => deferFrom(c)(work().catch((err) => log("error", `signin guard: ${what}`, { error: err })));
  const holder = o.user?.passwordHash ? o.user : undefined;
  if ((await countHit(d1, "signin-alert", o.account, SIGNIN_CODE_AFTER_FAILURES.windowSeconds)).n === 1 && holder) later("alert", () => guard.alert(holder));

  const refuse = async (refusal: "code_required" | "code_invalid") => {
    await attempt.answeredByGuard();
    c.set("signinRefusal", refusal);
    return false;
  };
  if (!o.code) {
    if (o.passwordRight && holder)
      later("code", async () => {
        const sent = await countHit(d1, "signin-code-send", o.account, SIGNIN_CODES_SENT_PER_ACCOUNT.windowSeconds);
        if (sent.n <= SIGNIN_CODES_SENT_PER_ACCOUNT.limit) await guard.sendCode(holder);
      });
    return refuse("code_required");
  }
  const issued = /^\d{6}$/.test(o.code) ? await guard.checkCode(o.account, o.code, o.passwordRight && !!holder) : null;
  // The code of an account erased and registered again with the address is not this account's; a code is used once.
  if (!issued || issued.userId !== holder?.id || !(await issued.use())) return refuse("code_invalid");
  await attempt.succeeded();
  return true;
}

/** One entry per hash configuration (one in practice); bounded all the same, as every module-level map is. */
const dummies = new Map<string, Promise<string>>();
const MAX_DUMMIES = 4;

/** A hash with the configured parameters, made once per isolate, to verify against when there is no user. */
export function dummyPasswordHash(c: Context<AppEnv>): Promise<string> {
  const params = deps(c).authSessions.hashParams;
  const key = `${params.iterations}/${params.chunk}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword("not-a-real-password", params);
    if (dummies.size >= MAX_DUMMIES) dummies.clear();
    dummies.set(key, hash);
  }
  return hash;
}
