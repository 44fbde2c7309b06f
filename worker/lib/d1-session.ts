/**
 * D1 read replication through the Sessions API (docs/decisions/0021). Every API request runs its queries in one D1
 * session. The session starts from the bookmark the client sent back (so a customer reads at least their own last
 * write, wherever the read is served), else from a constraint: public catalogue reads may start on any nearby
 * replica, everything else starts on the primary.
 */

/** Request and response header that carries the session's bookmark between the browser and the worker. */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/** D1's bookmark format: three 8-digit hex fields and a 32-digit hex one (e.g. 00000085-0000024c-00004c6d-8e61…). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The bookmark a request carries, or null when it carries none or one that is not a D1 bookmark (ignored, never an error). */
export function parseBookmark(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  const v = value.trim().toLowerCase();
  return BOOKMARK.test(v) ? v : null;
}

/** GET and HEAD of the public catalogue (categories, listings, search, product detail, a product's reviews). */
export function isPublicCatalogRead(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && /^\/api\/(categories|products)(\/|$)/.test(path);
}

/** The session a request's queries run in: from its bookmark, else unconstrained for catalogue reads, else primary-first. */
export function startSession(db: D1Database, bookmark: string | null, publicRead: boolean): D1DatabaseSession {
  return db.withSession(bookmark ?? (publicRead ? "first-unconstrained" : "first-primary"));
}
