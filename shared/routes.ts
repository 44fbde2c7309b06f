import type { CatalogueText } from "./categories";
import type { routePaths } from "./copy/pt/routes";

/**
 * Every page of the shop, named once (docs/decisions/0038-one-route-table.md). The web's router draws a `<Route>` for
 * each entry (router.tsx for the catalogue's, other-routes.tsx for the rest: decisions/0024), shared/paths.ts builds
 * its path helpers from it, and the worker's pages service answers each entry's status, robots, head and data
 * (worker/features/pages/): adding a page is an entry here, its address in each language (shared/copy/<lang>/routes.ts),
 * its component in the web's table and its head in the worker's, each a type error while missing.
 *
 * The addresses are per language (issue 31, docs/decisions/0039): the web is built once per language and reads only its
 * own (`#copy/routes`, `#copy/catalogue`); the worker reads both (shared/page-tables.ts).
 */

interface RouteBase {
  /** "private": the customer's own pages and the way to pay: `noindex, nofollow`, never cached, closed in robots.txt. */
  audience: "public" | "private";
  /** Listed in /sitemap.xml (a route with a parameter lists each of its pages: every active product). */
  sitemap?: true;
}

/**
 * A catalogue page: declared in web/app/router.tsx, shown while the session loads, its first screen drawn by the worker
 * (decisions/0022) when its data is there.
 */
interface CataloguePage extends RouteBase {
  group: "catalogue";
}

/** Any other page: declared in web/app/other-routes.tsx, whose code loads when a path is none of the catalogue's. */
export interface OtherPage extends RouteBase {
  group: "other";
  /** "waits": the page waits for the session behind SPEC §2's spinner (and its complete-profile form); "none": shown at once. */
  session: "waits" | "none";
  /** The frame the page is drawn in: the checkout's steps beside the order summary, or the account's menu. */
  frame?: PageFrame;
}

export type PageFrame = "checkout" | "account";
export type RouteDef = CataloguePage | OtherPage;

const other = (audience: RouteDef["audience"], session: OtherPage["session"], frame?: PageFrame) => ({ group: "other", audience, session, frame }) as const;
/** An information page (footer, legal texts): public, shown at once, in the sitemap. */
const info = () => ({ ...other("public", "none"), sitemap: true }) as const;

/** In this order in the sitemap and in robots.txt. */
export const ROUTES = {
  home: { group: "catalogue", audience: "public", sitemap: true },
  listing: { group: "catalogue", audience: "public", sitemap: true },
  product: { group: "catalogue", audience: "public", sitemap: true },
  search: { group: "catalogue", audience: "public" },
  auth: other("private", "none"),
  resetPassword: other("private", "none"),
  checkout: other("private", "waits", "checkout"),
  checkoutEmail: other("private", "waits", "checkout"),
  checkoutProfile: other("private", "waits", "checkout"),
  checkoutShipping: other("private", "waits", "checkout"),
  checkoutCredentials: other("private", "waits", "checkout"),
  checkoutPayment: other("private", "waits", "checkout"),
  orderSuccess: other("private", "waits"),
  account: other("private", "waits", "account"),
  myData: other("private", "waits", "account"),
  favorites: other("private", "waits", "account"),
  orders: other("private", "waits", "account"),
  addresses: other("private", "waits", "account"),
  /** The parents' birth lists (issue 50), one list's editor at `?lista=<id>`. */
  birthLists: other("private", "waits", "account"),
  /**
   * A birth list as family and friends see it (issue 50): no account needed, shown at once; never indexed, cached or
   * in the sitemap (a list is found only by its unguessable address, or by surname and date when the parents allow it).
   */
  birthList: other("private", "none"),
  /** Finding a birth list by the family's surname and the expected date, where the parents allowed it (issue 50). */
  findBirthList: { ...other("public", "none"), sitemap: true },
  /**
   * A cart that is not forgotten (issue 50): its reminder's links open here, `?c=<token>` puts the cart back and
   * `&parar=1` stops the reminders; no account needed, never indexed.
   */
  savedCart: other("private", "none"),
  categoryIds: other("private", "waits"),
  contact: info(),
  shippingInfo: info(),
  returns: info(),
  faq: info(),
  about: info(),
  terms: info(),
  privacy: info(),
  cookies: info(),
  accessibility: info(),
  /** The right of withdrawal without signing in (decisions/0014): public and in the sitemap, behind the session's spinner. */
  withdrawal: { ...other("public", "waits"), sitemap: true },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;
/** The pages of one group: router.tsx's ("catalogue") or other-routes.tsx's ("other"). */
export type RouteKeyOf<G extends RouteDef["group"]> = { [K in RouteKey]: (typeof ROUTES)[K]["group"] extends G ? K : never }[RouteKey];

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** A language's page addresses: each route's (shared/copy/<lang>/routes.ts) and the catalogue's listing pages. */
export interface PageTables {
  readonly routes: { readonly [K in keyof typeof routePaths]: string };
  readonly catalogue: CatalogueText;
}

/** A route's react-router patterns in a language's tables (one, or the listing pages'). */
export function patternsIn(tables: PageTables, key: RouteKey): readonly string[] {
  return key === "listing" ? tables.catalogue.listingPages.map((p) => p.path) : [tables.routes[key]];
}
