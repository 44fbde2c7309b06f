/**
 * D1 read replication through the Sessions API (docs/decisions/0021). Every API request runs its queries in one D1
 * session. The session starts from the bookmark the client sent back (so a customer reads at least their own last
 * write, wherever the read is served), else from a constraint: public catalogue reads may start on any nearby
 * replica, everything else starts on the primary.
 */

/**
 * GET and HEAD of the public catalogue (categories, listings, search, product detail, a product's reviews); not
 * whether the signed-in customer may review a product (their own orders decide it).
 */
export function isPublicCatalogRead(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  // The pages the worker writes (features/pages) read only the catalogue, whoever asks; the sitemap too.
  if (!path.startsWith("/api/")) return true;
  return /^\/api\/(categories|products|reviews\/latest)(\/|$)/.test(path) && !path.endsWith("/eligibility");
}

/** The session a request's queries run in: from its bookmark, else unconstrained for catalogue reads, else primary-first. */
export function startSession(db: D1Database, bookmark: string | null, publicRead: boolean): D1DatabaseSession {
  return db.withSession(bookmark ?? (publicRead ? "first-unconstrained" : "first-primary"));
}
