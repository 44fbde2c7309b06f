import { LISTING_PAGES } from "./categories";

/**
 * Every page of the shop, named once (docs/decisions/0038-one-route-table.md). The web's router draws a `<Route>` for
 * each entry (router.tsx for the catalogue's, other-routes.tsx for the rest: decisions/0024), shared/paths.ts builds
 * its path helpers from it, and the worker's pages service answers each entry's status, robots, head and data
 * (worker/features/pages/): adding a page is an entry here, its component in the web's table and its head in the
 * worker's, each a type error while missing.
 */

/** The shop's languages. Only Portuguese today; the Spanish paths (/es/…) come as an `es` beside each `pt`. */
export type PerLanguage<T> = { readonly pt: T; readonly es?: T };

interface RouteBase {
  /** The page's react-router pattern (`:id` a parameter) in each language; the listing route has one per listing page. */
  path: PerLanguage<string | readonly string[]>;
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

const other = <P extends string>(path: P, audience: RouteDef["audience"], session: OtherPage["session"], frame?: PageFrame) =>
  ({ path: { pt: path }, group: "other", audience, session, frame }) as const;
/** An information page (footer, legal texts): public, shown at once, in the sitemap. */
const info = <P extends string>(path: P) => ({ ...other(path, "public", "none"), sitemap: true }) as const;

/** In this order in the sitemap and in robots.txt. */
export const ROUTES = {
  home: { path: { pt: "/" }, group: "catalogue", audience: "public", sitemap: true },
  listing: { path: { pt: LISTING_PAGES.map((p) => p.path) }, group: "catalogue", audience: "public", sitemap: true },
  product: { path: { pt: "/produto/:id" }, group: "catalogue", audience: "public", sitemap: true },
  search: { path: { pt: "/pesquisa" }, group: "catalogue", audience: "public" },
  auth: other("/auth", "private", "none"),
  resetPassword: other("/reset-password", "private", "none"),
  checkout: other("/checkout", "private", "waits", "checkout"),
  checkoutEmail: other("/checkout/email", "private", "waits", "checkout"),
  checkoutProfile: other("/checkout/profile", "private", "waits", "checkout"),
  checkoutShipping: other("/checkout/shipping", "private", "waits", "checkout"),
  checkoutCredentials: other("/checkout/credentials", "private", "waits", "checkout"),
  checkoutPayment: other("/checkout/payment", "private", "waits", "checkout"),
  orderSuccess: other("/order-success", "private", "waits"),
  account: other("/minha-conta", "private", "waits", "account"),
  myData: other("/meus-dados", "private", "waits", "account"),
  favorites: other("/favoritos", "private", "waits", "account"),
  orders: other("/meus-pedidos", "private", "waits", "account"),
  addresses: other("/enderecos", "private", "waits", "account"),
  categoryIds: other("/category-ids", "private", "waits"),
  contact: info("/contacto"),
  shippingInfo: info("/envios-entregas"),
  returns: info("/trocas-devolucoes"),
  faq: info("/perguntas-frequentes"),
  about: info("/sobre-nos"),
  terms: info("/termos-condicoes"),
  privacy: info("/politica-privacidade"),
  cookies: info("/cookies"),
  accessibility: info("/acessibilidade"),
  /** The right of withdrawal without signing in (decisions/0014): public and in the sitemap, behind the session's spinner. */
  withdrawal: { ...other("/livre-resolucao", "public", "waits"), sitemap: true },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof ROUTES;
/** The pages of one group: router.tsx's ("catalogue") or other-routes.tsx's ("other"). */
export type RouteKeyOf<G extends RouteDef["group"]> = { [K in RouteKey]: (typeof ROUTES)[K]["group"] extends G ? K : never }[RouteKey];

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** A route's react-router patterns in a language (one, or the listing pages'). */
export function routePatterns(key: RouteKey, lang: keyof PerLanguage<string> = "pt"): readonly string[] {
  const path = (ROUTES[key].path as PerLanguage<string | readonly string[]>)[lang];
  return path === undefined ? [] : typeof path === "string" ? [path] : path;
}
