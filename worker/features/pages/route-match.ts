import { LANGUAGES, type Lang } from "../../../shared/languages";
import { routePatterns } from "../../../shared/page-tables";
import { ROUTE_KEYS, ROUTES, type RouteKey } from "../../../shared/routes";

/** The page of the route table (shared/routes.ts) that a path is: its key, the pattern it matched and its parameters. */
export interface RouteMatch {
  key: RouteKey;
  /** The language of the pattern matched (issue 31: the Spanish pages are under /es/). */
  lang: Lang;
  pattern: string;
  params: Record<string, string>;
}

/** A pattern as a regular expression: `:name` is one segment (as react-router reads it), the rest matched as written. */
function compile(pattern: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(segment.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { re: new RegExp(`^${source}$`), names };
}

/** The path without its trailing slashes ("/" stays "/"). */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

const TABLE = LANGUAGES.flatMap((lang) =>
  ROUTE_KEYS.flatMap((key) => routePatterns(key, lang).map((pattern) => ({ key, lang, pattern: pagePath(pattern), ...compile(pagePath(pattern)) }))),
);

/**
 * The route a request's path is, or null (a 404 page). Matched as written, case included; a path without parameters is
 * preferred to a pattern with one.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pagePath(pathname);
  const exact = TABLE.find((r) => r.names.length === 0 && r.pattern === path);
  if (exact) return { key: exact.key, lang: exact.lang, pattern: exact.pattern, params: {} };
  for (const r of TABLE) {
    const m = r.names.length > 0 ? r.re.exec(path) : null;
    if (m) return { key: r.key, lang: r.lang, pattern: r.pattern, params: Object.fromEntries(r.names.map((n, i) => [n, m[i + 1] ?? ""])) };
  }
  return null;
}

/** The private pages' paths (`noindex, nofollow`, never cached), closed in robots.txt. */
export const PRIVATE_PAGES: readonly string[] = LANGUAGES.flatMap((lang) =>
  ROUTE_KEYS.filter((k) => ROUTES[k].audience === "private").flatMap((k) => routePatterns(k, lang)),
);
