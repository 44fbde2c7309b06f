import type { CopyOf } from "../copy-of";
import type { routePaths as pt } from "../pt/routes";

/** The pages' addresses in Spanish: under /es/, in Spanish words where the Portuguese are words (issue 31). */
export const routePaths: CopyOf<typeof pt> = {
  home: "/es/",
  product: "/es/producto/:id",
  search: "/es/buscar",
  auth: "/es/auth",
  resetPassword: "/es/reset-password",
  checkout: "/es/checkout",
  checkoutEmail: "/es/checkout/email",
  checkoutProfile: "/es/checkout/profile",
  checkoutShipping: "/es/checkout/shipping",
  checkoutCredentials: "/es/checkout/credentials",
  checkoutPayment: "/es/checkout/payment",
  orderSuccess: "/es/order-success",
  account: "/es/mi-cuenta",
  myData: "/es/mis-datos",
  favorites: "/es/favoritos",
  orders: "/es/mis-pedidos",
  addresses: "/es/direcciones",
  categoryIds: "/es/category-ids",
  contact: "/es/contacto",
  shippingInfo: "/es/envios-entregas",
  returns: "/es/cambios-devoluciones",
  faq: "/es/preguntas-frecuentes",
  about: "/es/sobre-nosotros",
  terms: "/es/terminos-condiciones",
  privacy: "/es/politica-privacidad",
  cookies: "/es/cookies",
  accessibility: "/es/accesibilidad",
  withdrawal: "/es/desistimiento",
};
