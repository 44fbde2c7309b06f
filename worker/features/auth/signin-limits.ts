import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { countHit } from "../../lib/counters";
import { limitClient, rateLimitedError } from "../../lib/rate-limit";
import { hashPassword } from "./password-hash";

/** Sign-in attempts per client address per minute, and per account per 15 minutes (atomic D1 counters). */
export const SIGNIN_PER_CLIENT = { limit: 10, windowSeconds: 60 };
export const SIGNIN_PER_ACCOUNT = { limit: 10, windowSeconds: 15 * 60 };

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
 * Around Auth.js: the per-client limit before it runs; the per-account limit is counted inside `authorize`
 * (the only place that sees the e-mail exactly as Auth.js parsed it) and turned into a 429 here.
 */
export const signInLimits = createMiddleware<AppEnv>(async (c, next) => {
  if (!isCredentialsSignIn(c.req.raw)) return next();
  await limitClient(c, "signin", SIGNIN_PER_CLIENT.limit, SIGNIN_PER_CLIENT.windowSeconds);
  await next();
  const retryAfter = c.get("signinRetryAfter");
  if (retryAfter) throw rateLimitedError(retryAfter);
});

/** Counts one attempt on this account; false (and a 429 after Auth.js answers) over the limit. */
export async function allowAccountSignIn(c: Context<AppEnv>, email: string): Promise<boolean> {
  const hit = await countHit(c.env.DB, "signin-account", email.toLowerCase(), SIGNIN_PER_ACCOUNT.windowSeconds);
  if (hit.n <= SIGNIN_PER_ACCOUNT.limit) return true;
  c.set("signinRetryAfter", hit.retryAfter);
  return false;
}

/** One entry per hash configuration (one in practice); bounded all the same, as every module-level map is. */
const dummies = new Map<string, Promise<string>>();
const MAX_DUMMIES = 4;

/** A hash with the configured parameters, made once per isolate, to verify against when there is no user. */
export function dummyPasswordHash(c: Context<AppEnv>): Promise<string> {
  const params = deps(c).hashParams;
  const key = `${params.iterations}/${params.chunk}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword("not-a-real-password", params);
    if (dummies.size >= MAX_DUMMIES) dummies.clear();
    dummies.set(key, hash);
  }
  return hash;
}
