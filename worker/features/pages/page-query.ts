import { type Lang, langOfPath } from "../../../shared/languages";
import { listingUrlParams, SEARCH_URL_PARAMS } from "../../../shared/listing-url";
import type { RouteKey } from "../../../shared/routes";
import { variantParamsIn } from "../../../shared/variants";
import { matchRoute } from "./route-match";

/**
 * The query parameters a page reads, in the worker (pages.service.ts) and in the app that draws its first screen:
 * a listing its filters and sort, the results page its term and sort, a product page the variant chosen; the home and
 * every other page none.
 */
const PARAMS_READ: Partial<Record<RouteKey, (lang: Lang) => readonly string[]>> = {
  search: () => SEARCH_URL_PARAMS,
  // Named in the page's language (issue 44).
  listing: listingUrlParams,
  product: (lang) => Object.values(variantParamsIn(lang)),
};

export function paramsReadAt(pathname: string): readonly string[] {
  const match = matchRoute(pathname);
  return (match && PARAMS_READ[match.key]?.(langOfPath(pathname))) ?? [];
}

/**
 * The URL a page is read, drawn and cached by (decisions/0022): its path with only the parameters the page reads, each
 * with its first value (what URLSearchParams.get, hence every reader of the page, takes), sorted by name. The page is
 * then a function of this URL alone, and its edge-cache key is built from it, so two URLs share an entry only when they
 * draw the same page:
 * - a repeated parameter is its first value: `?q=a&q=b` is the page of 'a' (as the browser shows it), `?q=b&q=a` that
 *   of 'b', two entries;
 * - parameters the page does not read (`utm_source`, `fbclid`) are left out: they neither split the cache nor reach the
 *   drawing, so an entry never holds one visitor's tracking parameters for the next;
 * - the order of the parameters changes nothing.
 * The browser hydrates the same reading from its own URL. A parameter the app starts reading without naming it in
 * shared/listing-url.ts (or shared/variants.ts) is only missing from the first screen until the app takes over; it can
 * never make the cache serve one reading for another.
 */
export function pageUrl(url: URL): URL {
  const read = new URL(url);
  read.search = "";
  read.hash = "";
  for (const name of [...paramsReadAt(url.pathname)].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null) read.searchParams.set(name, value);
  }
  return read;
}
