import { ApiError } from "./errors";

/**
 * Fixed-window rate limit in KV (DESIGN §3 `rl:<bucket>:<key>`). Over the limit: 429 with Retry-After.
 * KV is eventually consistent across locations, which is fine for abuse protection.
 */
export async function rateLimit(kv: KVNamespace, bucket: string, key: string, limit: number, windowSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / windowSeconds);
  const kvKey = `rl:${bucket}:${key}:${window}`;
  const used = Number((await kv.get(kvKey)) ?? 0);
  if (used >= limit) {
    const retryAfter = (window + 1) * windowSeconds - now;
    throw new ApiError(429, "rate_limited", `Muitas tentativas. Aguarde ${retryAfter} segundos antes de tentar novamente.`, undefined, {
      "Retry-After": String(retryAfter),
    });
  }
  await kv.put(kvKey, String(used + 1), { expirationTtl: Math.max(60, windowSeconds * 2) });
}

/** The client's address as Cloudflare reports it; local development has none. */
export const clientKey = (headers: { get(name: string): string | null | undefined }) => headers.get("CF-Connecting-IP") ?? "local";
