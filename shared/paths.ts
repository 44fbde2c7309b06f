/**
 * Every page's path, in one place: the web's links, navigations, redirects and route table use these,
 * and so can the worker's e-mails and redirects. Category pages are in shared/categories.ts
 * (LISTING_PAGES, categoryPath, subcategoryPath).
 */
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const qs = Object.entries(query)
    .filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "")
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: "/",
  catalogue: "/catalogo",
  product: (id: number | string) => `/produto/${id}`,
  /** The search results page; without a term, its search field. */
  search: (q?: string) => withQuery("/pesquisa", { q }),
  /** Sign-in / sign-up; `voltar` is where to go back after signing in, `verificado` the e-mail check's result. */
  auth: (o: { voltar?: string; verificado?: boolean } = {}) =>
    withQuery("/auth", { voltar: o.voltar, verificado: o.verificado === undefined ? undefined : o.verificado ? "1" : "0" }),
  resetPassword: "/reset-password",
  /** The reset e-mail's link (SPEC §5: the recovery link's query shape). */
  resetPasswordLink: (token: string) => withQuery("/reset-password", { access_token: token, token_type: "bearer", type: "recovery" }),
  checkout: "/checkout",
  checkoutEmail: "/checkout/email",
  checkoutProfile: "/checkout/profile",
  checkoutShipping: "/checkout/shipping",
  checkoutCredentials: "/checkout/credentials",
  /**
   * The payment step; `canceled` after the customer left the payment page, `pedido` the order it was for, `pendente`
   * an existing pending order to pay (the pending-order dialog's 'Finalizar Pagamento', SPEC §4): no cart needed then.
   */
  checkoutPayment: (o: { canceled?: boolean; pedido?: string; pendente?: string } = {}) =>
    withQuery("/checkout/payment", { canceled: o.canceled ? "true" : undefined, pedido: o.pedido, pendente: o.pendente }),
  /** Where the payment page returns on success (Stripe fills in its session id). */
  orderSuccess: (o: { pedido?: string; session?: string } = {}) => withQuery("/order-success", { pedido: o.pedido, session_id: o.session }),
  account: "/minha-conta",
  myData: "/meus-dados",
  favorites: "/favoritos",
  orders: "/meus-pedidos",
  addresses: "/enderecos",
  /** The right of withdrawal without signing in: order number and e-mail (decisions/0014). */
  withdrawal: "/livre-resolucao",
  categoryIds: "/category-ids",
  /** The information pages behind the footer (decision 0013). */
  contact: "/contacto",
  shippingInfo: "/envios-entregas",
  returns: "/trocas-devolucoes",
  faq: "/perguntas-frequentes",
  about: "/sobre-nos",
  terms: "/termos-condicoes",
  privacy: "/politica-privacidade",
  cookies: "/cookies",
  accessibility: "/acessibilidade",
} as const;

/** The public information pages (footer, legal texts, withdrawal): indexed, in the sitemap, checked by axe-core. */
export const INFO_PAGE_PATHS = [
  paths.contact,
  paths.shippingInfo,
  paths.returns,
  paths.faq,
  paths.about,
  paths.terms,
  paths.privacy,
  paths.cookies,
  paths.accessibility,
  paths.withdrawal,
] as const;

/** API addresses that leave the shop in e-mails. */
export const apiPaths = {
  verifyEmail: (token: string) => withQuery("/api/account/verify-email", { token }),
  /** The newsletter's one-click unsubscribe link (with `e` and `t`). */
  newsletterUnsubscribe: "/api/newsletter/unsubscribe",
} as const;

/** Route patterns (react-router) for the paths that take parameters. */
export const routePatterns = {
  product: "/produto/:id",
  checkoutPayment: "/checkout/payment",
} as const;
