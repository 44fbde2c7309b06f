import type { Lang } from "../../../shared/languages";
import { pathsFor } from "../../../shared/page-tables";

/**
 * Where the payment page sends the customer back: built from the configured origin, never from the request, to the
 * pages in the order's language. A guest's order (issue 44) carries its key, so the guest comes back to it without an account.
 */
export const returnUrls = (origin: string, orderId: string, lang: Lang, guestKey?: string) => {
  const paths = pathsFor(lang);
  return {
    // Stripe replaces {CHECKOUT_SESSION_ID}; withQuery would encode the braces, so it is appended as is.
    successUrl: `${origin}${paths.orderSuccess({ pedido: orderId, chave: guestKey })}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}${paths.checkoutPayment({ canceled: true, pedido: orderId, chave: guestKey })}`,
  };
};
