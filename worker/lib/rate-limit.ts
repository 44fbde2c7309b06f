import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { clientAddressKey } from "./client-address";
import { countHit } from "./counters";
import { ApiError } from "./errors";

export const rateLimitedError = (retryAfter: number) =>
  new ApiError(429, "rate_limited", (t) => t.errors.rateLimitedSeconds(retryAfter), undefined, {
    "Retry-After": String(retryAfter),
  });

/** At most `limit` events per window for `bucket:key`; over it, 429 with Retry-After. */
export async function rateLimit(d1: D1Database, bucket: string, key: string, limit: number, windowSeconds: number) {
  const hit = await countHit(d1, bucket, key, windowSeconds);
  if (hit.n > limit) throw rateLimitedError(hit.retryAfter);
}

/**
 * True for the first event of each window for `bucket:key`, false for the others (a throttle that refuses nothing: the
 * caller skips the costly part, e.g. asking the payment provider about one order at most once per window).
 */
export const firstInWindow = async (d1: D1Database, bucket: string, key: string, windowSeconds: number) =>
  (await countHit(d1, bucket, key, windowSeconds)).n === 1;

/** The client as Cloudflare reports it: an IPv4 address or an IPv6 /64 (client-address.ts); local development has none. */
export const clientKey = (headers: { get(name: string): string | null | undefined }) => clientAddressKey(headers.get("CF-Connecting-IP"));

/** What a limit reads of a request: the database and the client's headers (any route's context, signed in or not). */
type LimitedRequest = { env: { DB: D1Database }; req: { raw: Request } };

/** Counts this request against `bucket` for its client address; over `limit` per window, 429 with Retry-After. */
export const limitClient = (c: LimitedRequest, bucket: string, limit: number, windowSeconds: number) =>
  rateLimit(c.env.DB, bucket, clientKey(c.req.raw.headers), limit, windowSeconds);

/**
 * Counts this request against `bucket` for `key` whichever client sends it (e.g. reset codes per e-mail, so
 * rotating clients does not multiply the e-mails one inbox gets); over `limit` per window, 429 with Retry-After.
 */
export const limitKey = (c: LimitedRequest, bucket: string, key: string, limit: number, windowSeconds: number) =>
  rateLimit(c.env.DB, bucket, key, limit, windowSeconds);

/** Middleware: at most `limit` requests per window from one client address. */
export const limitPerClient = (bucket: string, limit: number | ((c: Context<AppEnv>) => number), windowSeconds: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await limitClient(c, bucket, typeof limit === "function" ? limit(c) : limit, windowSeconds);
    await next();
  });
