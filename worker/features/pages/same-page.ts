import { type ListingPageDef, subcategoryPath } from "../../../shared/categories";
import type { Lang } from "../../../shared/languages";
import { categoryPath, listingPages, pathsFor, routePatterns } from "../../../shared/page-tables";
import { renameParams } from "../../../shared/url-params";

import { matchRoute } from "./route-match";

/** The canonical address of a listing page: its category's own route (aliases point there), with the subcategory chosen. */
export function listingCanonical(def: ListingPageDef, subcategory: string | undefined, lang: Lang): string {
  const base = def.fixedSubcategory || def.category === null ? def.path : (categoryPath(def.category, lang) ?? def.path);
  return subcategory && !def.fixedSubcategory ? subcategoryPath(base, subcategory) : base;
}

/** The same listing page in another language: the one of the same category and fixed subcategory. */
export const listingIn = (def: ListingPageDef, lang: Lang) =>
  listingPages(lang).find((p) => p.category === def.category && p.fixedSubcategory === def.fixedSubcategory);

/**
 * The page at `url` in another language (issue 31: the header's switch), with its query, its parameters named in `to`
 * (issue 44: '?tamanho=RN' ↔ '?talla=RN'): the same product, listing, search or page; the other language's home for a
 * path that is no page.
 */
export function samePageIn(url: URL, to: Lang): string {
  const match = matchRoute(url.pathname);
  if (!match) return pathsFor(to).home;
  // A listing's filters and a product's choice are named in the page's language; any other query goes as it is.
  const renamed = renameParams(url.searchParams, match.lang, to).toString();
  const named = renamed ? `?${renamed}` : "";
  const query = url.search;
  switch (match.key) {
    case "listing": {
      const def = listingPages(match.lang).find((p) => p.path === match.pattern);
      const same = def && listingIn(def, to);
      return same ? `${same.path}${named}` : pathsFor(to).catalogue;
    }
    case "product":
      return `${pathsFor(to).product(match.params.id ?? "")}${named}`;
    default:
      return `${routePatterns(match.key, to)[0]}${query}`;
  }
}
