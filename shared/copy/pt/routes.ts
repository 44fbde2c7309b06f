/**
 * The address of each page of the route table (shared/routes.ts) in Portuguese, the shop's root language; the listing
 * pages are the catalogue's (catalogue.ts). The web reads its build's language's (`#copy/routes`; docs/decisions/0039).
 */
export const routePaths = {
  home: "/",
  product: "/produto/:id",
  search: "/pesquisa",
  auth: "/auth",
  resetPassword: "/reset-password",
  checkout: "/checkout",
  checkoutEmail: "/checkout/email",
  checkoutProfile: "/checkout/profile",
  checkoutShipping: "/checkout/shipping",
  checkoutCredentials: "/checkout/credentials",
  checkoutPayment: "/checkout/payment",
  orderSuccess: "/order-success",
  account: "/minha-conta",
  myData: "/meus-dados",
  favorites: "/favoritos",
  orders: "/meus-pedidos",
  addresses: "/enderecos",
  categoryIds: "/category-ids",
  contact: "/contacto",
  shippingInfo: "/envios-entregas",
  returns: "/trocas-devolucoes",
  faq: "/perguntas-frequentes",
  about: "/sobre-nos",
  terms: "/termos-condicoes",
  privacy: "/politica-privacidade",
  cookies: "/cookies",
  accessibility: "/acessibilidade",
  withdrawal: "/livre-resolucao",
} as const;
