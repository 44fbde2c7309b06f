import { catalogueCopy } from "#copy/catalogue";
import { routePaths } from "#copy/routes";
import { cataloguePathIn } from "./categories";
import type { PageTables, RouteKey } from "./routes";

/**
 * The addresses of the pages of the route table (shared/routes.ts), with their parameters and queries: the web's links,
 * navigations and redirects use these, and so do the worker's e-mails and redirects. Category pages are in
 * shared/categories.ts (categoryPathIn, subcategoryPath) and, by language, shared/page-tables.ts.
 */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const qs = Object.entries(query)
    .filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
  return qs ? `${path}?${qs}` : path;
};

/** The pages' addresses in one language's tables (shared/page-tables.ts `pathsFor` names the language). */
export function pathsFrom(tables: PageTables) {
  /** A route's path (routes with a single path). */
  const pt = <K extends Exclude<RouteKey, "listing">>(key: K) => tables.routes[key];
  return {
    home: pt("home"),
    catalogue: cataloguePathIn(tables.catalogue),
    product: (id: number | string) => pt("product").replace(":id", String(id)),
    /** The search results page; without a term, its search field. */
    search: (q?: string) => withQuery(pt("search"), { q }),
    /**
     * Sign-in / sign-up; `voltar` is where to go back after signing in, `verificado` the e-mail check's result, and
     * `redefinir` a reset link's token offered after it (issue 43: for an account someone else created with the address).
     */
    auth: (o: { voltar?: string; verificado?: boolean; redefinir?: string } = {}) =>
      withQuery(pt("auth"), {
        voltar: o.voltar,
        verificado: o.verificado === undefined ? undefined : o.verificado ? "1" : "0",
        redefinir: o.redefinir,
      }),
    resetPassword: pt("resetPassword"),
    /** The reset e-mail's link (SPEC §5: the recovery link's query shape). */
    resetPasswordLink: (token: string) => withQuery(pt("resetPassword"), { access_token: token, token_type: "bearer", type: "recovery" }),
    checkout: pt("checkout"),
    checkoutEmail: pt("checkoutEmail"),
    checkoutProfile: pt("checkoutProfile"),
    checkoutShipping: pt("checkoutShipping"),
    checkoutCredentials: pt("checkoutCredentials"),
    /**
     * The payment step; `canceled` after the customer left the payment page, `pedido` the order it was for, `pendente`
     * an existing pending order to pay (the pending-order dialog's 'Finalizar Pagamento', SPEC §4): no cart needed then;
     * `chave` a guest order's key (issue 44), which lets a guest cancel it without an account.
     */
    checkoutPayment: (o: { canceled?: boolean; pedido?: string; pendente?: string; chave?: string } = {}) =>
      withQuery(pt("checkoutPayment"), { canceled: o.canceled ? "true" : undefined, pedido: o.pedido, pendente: o.pendente, chave: o.chave }),
    /**
     * Where the payment page returns on success (Stripe fills in its session id); with `chave`, a guest order's key
     * (issue 44): the link of the guest's order page, in its e-mails too, that shows it without an account.
     */
    orderSuccess: (o: { pedido?: string; session?: string; chave?: string } = {}) =>
      withQuery(pt("orderSuccess"), { pedido: o.pedido, chave: o.chave, session_id: o.session }),
    account: pt("account"),
    myData: pt("myData"),
    favorites: pt("favorites"),
    orders: pt("orders"),
    addresses: pt("addresses"),
    /** The parents' birth lists; `lista` one of them, open in its editor (issue 50). */
    birthLists: (o: { lista?: string } = {}) => withQuery(pt("birthLists"), { lista: o.lista }),
    /** A birth list as visitors see it, by its address (issue 50). */
    birthList: (slug: string) => pt("birthList").replace(":slug", slug),
    findBirthList: pt("findBirthList"),
    /** A cart reminder's links (issue 50): its cart put back, or (`parar`) the reminders stopped. */
    savedCart: (o: { c: string; parar?: boolean }) => withQuery(pt("savedCart"), { c: o.c, parar: o.parar ? "1" : undefined }),
    /** The right of withdrawal without signing in: order number and e-mail (decisions/0014). */
    withdrawal: pt("withdrawal"),
    categoryIds: pt("categoryIds"),
    /** The information pages behind the footer (decision 0013). */
    contact: pt("contact"),
    shippingInfo: pt("shippingInfo"),
    returns: pt("returns"),
    faq: pt("faq"),
    about: pt("about"),
    terms: pt("terms"),
    privacy: pt("privacy"),
    cookies: pt("cookies"),
    accessibility: pt("accessibility"),
  } as const;
}

/**
 * The addresses in this build's language (`#copy/*`: the web is built once per language; the worker, which serves both,
 * gets Portuguese here and asks shared/page-tables.ts `pathsFor` for a language).
 */
export const paths = pathsFrom({ routes: routePaths, catalogue: catalogueCopy });

/** The header's language switch (issue 31): the worker answers with the same page in `lang` (`voltar`: the page's path). */
export const languageSwitchPath = (lang: string, voltar?: string) => withQuery(`/idioma/${lang}`, { voltar });

/** API addresses that leave the shop in e-mails. */
export const apiPaths = {
  verifyEmail: (token: string) => withQuery("/api/account/verify-email", { token }),
  /** The newsletter's one-click unsubscribe link (with `e` and `t`). */
  newsletterUnsubscribe: "/api/newsletter/unsubscribe",
} as const;
