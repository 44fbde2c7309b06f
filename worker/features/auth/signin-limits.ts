import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { countHit, refundHit } from "../../lib/counters";
import { clientKey, limitClient, rateLimitedError } from "../../lib/rate-limit";
import { hashPassword } from "./password-hash";

/**
 * Sign-in limits (decisions/0032), atomic D1 counters keyed by the lower-cased e-mail and the client (an IPv4
 * address or an IPv6 /64). Wrong passwords must not lock the customer out, so no limit refuses a client for
 * what other clients did: every attempt counts per client; failures count per account and client, and per
 * account — and that ceiling refuses only clients that have failed on the account themselves.
 */
export const SIGNIN_PER_CLIENT = { limit: 10, windowSeconds: 60 };
export const SIGNIN_FAILURES_PER_CLIENT_ON_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };
export const SIGNIN_FAILURES_PER_ACCOUNT = { limit: 100, windowSeconds: 15 * 60 };

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
});

/** A sign-in whose password is being checked; a right one gives its counts back. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
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
  return { succeeded: giveBack };
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
