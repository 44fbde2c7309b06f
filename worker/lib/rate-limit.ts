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

/** The client as Cloudflare reports it: an IPv4 address or an IPv6 /64 (client-address.ts); local development has none. */
export const clientKey = (headers: { get(name: string): string | null | undefined }) => clientAddressKey(headers.get("CF-Connecting-IP"));

/** Counts this request against `bucket` for its client address; over `limit` per window, 429 with Retry-After. */
export const limitClient = (c: Context<AppEnv>, bucket: string, limit: number, windowSeconds: number) =>
  rateLimit(c.env.DB, bucket, clientKey(c.req.raw.headers), limit, windowSeconds);

/**
 * Counts this request against `bucket` for `key` whichever client sends it (e.g. reset codes per e-mail, so
 * rotating clients does not multiply the e-mails one inbox gets); over `limit` per window, 429 with Retry-After.
 */
export const limitKey = (c: Context<AppEnv>, bucket: string, key: string, limit: number, windowSeconds: number) =>
  rateLimit(c.env.DB, bucket, key, limit, windowSeconds);

/** Middleware: at most `limit` requests per window from one client address. */
export const limitPerClient = (bucket: string, limit: number | ((c: Context<AppEnv>) => number), windowSeconds: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await limitClient(c, bucket, typeof limit === "function" ? limit(c) : limit, windowSeconds);
    await next();
  });
