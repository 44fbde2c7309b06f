/**
 * Atomic fixed-window counters in D1 (table `counters`, decisions/0005). One statement increments and
 * returns the count, so N parallel requests see N distinct counts and exactly `limit` of them pass —
 * unlike a KV read-then-write, which lets a burst through and allows one write per second per key.
 * Used by the rate-limit middleware (lib/rate-limit.ts), the sign-in limits and the one-time codes.
 * A hit can be given back (`refundHit`) when what it counted turned out not to count (a right password).
 */
const HIT_SQL = `INSERT INTO counters (key, n, window_ends_at) VALUES (?1, 1, ?2)
ON CONFLICT(key) DO UPDATE SET
  n = CASE WHEN counters.window_ends_at <= ?3 THEN 1 ELSE counters.n + 1 END,
  window_ends_at = CASE WHEN counters.window_ends_at <= ?3 THEN ?2 ELSE counters.window_ends_at END
RETURNING n, window_ends_at`;

export interface Hit {
  /** This request's place in the window (1 for the first). */
  n: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/** Counts one event for `bucket:key` in a window of `windowSeconds` starting at the first event. */
export async function countHit(d1: D1Database, bucket: string, key: string, windowSeconds: number): Promise<Hit> {
  const now = Math.floor(Date.now() / 1000);
  const row = await d1
    .prepare(HIT_SQL)
    .bind(`${bucket}:${key}`, now + windowSeconds, now)
    .first<{ n: number; window_ends_at: number }>();
  // Now and then, drop windows that ended long ago so the table stays small.
  if (Math.random() < 0.01)
    await d1
      .prepare("DELETE FROM counters WHERE window_ends_at < ?")
      .bind(now - 86_400)
      .run();
  return { n: row!.n, retryAfter: Math.max(1, row!.window_ends_at - now) };
}

/**
 * Takes back one event counted by `countHit` in the current window (never below zero), in one statement, so a
 * counter can hold "attempts in flight + failures": count before acting, refund when it was not a failure.
 */
export async function refundHit(d1: D1Database, bucket: string, key: string): Promise<void> {
  await d1
    .prepare("UPDATE counters SET n = n - 1 WHERE key = ?1 AND n > 0 AND window_ends_at > ?2")
    .bind(`${bucket}:${key}`, Math.floor(Date.now() / 1000))
    .run();
}
