import { createMiddleware } from "hono/factory";
import type { Lang } from "../../../shared/languages";
import { LANGUAGE_HEADER } from "../../../shared/languages";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { PRIVATE_CATALOG_CACHE, PUBLIC_CATALOG_CACHE } from "../../lib/cache-control";
import { requestLanguage } from "../../lib/request-language";

/** Says how a catalogue answer was served: "hit" (edge cache), "miss" (computed and stored), "bypass" (signed-in, never shared). */
export const CATALOG_CACHE_HEADER = "x-catalog-cache";

/** Auth.js's session cookie (plain, __Secure- or __Host- prefixed, possibly chunked as .0, .1…). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?authjs\.session-token(?:\.\d+)?=/;

/** A request that carries a customer's identity: its answer is theirs, not the shared one. */
export function isPersonalRequest(headers: Headers): boolean {
  return headers.has("Authorization") || SESSION_COOKIE.test(headers.get("Cookie") ?? "");
}

/** What a handler reads from the query: each parameter's one value, as its validation gave it (absent: undefined). */
export type QueryRead = Readonly<Record<string, unknown>>;

/**
 * The edge-cache key of a catalogue answer: the shop's origin, the version token, the answer's language (its names and
 * descriptions are the request's language, decisions/0041), the path, and what the handler read
 * of the query, by name. Built from what is read, not from the URL's text, so two URLs share an entry only when their
 * handler reads the same thing: `q=a&q=b` and `q=b&q=a` are two readings (the API refuses both with a 400; a page reads
 * the first value, shared/listing-url.ts), the order of different names and parameters nobody reads (`utm_source`)
 * change nothing, and text the URL and the router decode differently (`%FF`) is keyed as the router decoded it.
 * Nothing of the request's headers (cookies, bookmark) is part of it.
 */
export function catalogCacheKey(origin: string, path: string, read: QueryRead, token: string, lang: Lang): string {
  const params = Object.entries(read)
    .filter(([, v]) => v !== undefined)
    .map(([name, v]): [string, string] => [name, typeof v === "string" ? v : JSON.stringify(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${origin}/__catalog-cache/${encodeURIComponent(token)}/${lang}${path}${query ? `?${query}` : ""}`;
}

/** The data centre's shared cache (the test types also see the DOM's CacheStorage, which has no `default`). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/**
 * Catalogue answers that are the same for every anonymous shopper come from the Workers Cache API (caches.default,
 * the data centre's cache) for as long as their s-maxage, under a key that carries the catalogue's version token
 * (docs/decisions/0020). Any change to the catalogue (an order reserving stock, a cancellation or expiry giving it
 * back, a price or product edit) draws a new token in the same D1 statement, so later requests look under a new key
 * and the old entries simply expire. Signed-in requests are never stored nor served from the shared cache.
 * Only 200 answers marked PUBLIC_CATALOG_CACHE by their route are stored. A cache failure never fails the answer.
 * It comes after the route's validators: a refused query is answered before any cache, and the key is what they read.
 */
export const catalogCache = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== "GET") return next();
  // The answer's words follow the request's language header: a browser's own cache must keep one per language too.
  c.header("Vary", LANGUAGE_HEADER, { append: true });
  if (isPersonalRequest(c.req.raw.headers)) {
    await next();
    if (c.res.headers.get("Cache-Control") === PUBLIC_CATALOG_CACHE) c.res.headers.set("Cache-Control", PRIVATE_CATALOG_CACHE);
    c.res.headers.set(CATALOG_CACHE_HEADER, "bypass");
    return;
  }
  const token = await deps(c).catalog.versionToken();
  if (!token) return next();
  // The route validated its query before this middleware (catalog.routes.ts): the key holds that reading, and a route
  // without a query validator reads no query, so its key holds none (`?utm_source=…` is the same entry).
  const read = (c.req as unknown as { valid(target: "query"): QueryRead | undefined }).valid("query") ?? {};
  const key = catalogCacheKey(c.var.config.publicOrigin, new URL(c.req.url).pathname, read, token, requestLanguage(c));
  const hit = await fromEdgeCache(key);
  if (hit) return hit;
  await next();
  await keepInEdgeCache(key, c.res, PUBLIC_CATALOG_CACHE);
});

/** The stored answer under `key`, marked as a hit; none when there is none (or the cache fails). */
export async function fromEdgeCache(key: string): Promise<Response | undefined> {
  const hit = await edgeCache()
    .match(key)
    .catch(() => undefined);
  if (!hit) return undefined;
  const res = new Response(hit.body, hit);
  res.headers.set(CATALOG_CACHE_HEADER, "hit");
  return res;
}

/**
 * Stores `res` under `key` when it is a 200 its route marked `storable` (a shared Cache-Control) and sets no cookie,
 * then marks it as a miss. Stored before the answer goes out, so the next identical request finds it.
 */
export async function keepInEdgeCache(key: string, res: Response, storable: string): Promise<void> {
  if (res.status !== 200 || res.headers.get("Cache-Control") !== storable || res.headers.has("Set-Cookie")) return;
  await edgeCache()
    .put(key, res.clone())
    .catch(() => undefined);
  res.headers.set(CATALOG_CACHE_HEADER, "miss");
}
