import { drizzle } from "drizzle-orm/d1";

/**
 * Drizzle over D1, or over a D1 session (lib/d1-session.ts): Drizzle's D1 driver only prepares statements and runs
 * batches, which a session does the same way as the database (a session has no exec/dump, which the shop never calls).
 * `$binding` is the database binding itself, the same for every request of an isolate (a session is new each
 * request): per-isolate caches key on it.
 * No schema is given: the shop uses the query builder, not Drizzle's relational queries, and a schema would be turned
 * into relational metadata on every request (about half a millisecond of CPU under wrangler dev).
 */
export function createDb(d1: Pick<D1Database, "prepare" | "batch">, binding: object = d1) {
  return Object.assign(drizzle(d1 as D1Database), { $binding: binding });
}
export type Db = ReturnType<typeof createDb>;
