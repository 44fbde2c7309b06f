import { paths } from "../../../shared/paths";

/** Where the payment page sends the customer back: built from the configured origin, never from the request. */
export const returnUrls = (origin: string, orderId: string) => ({
  // Stripe replaces {CHECKOUT_SESSION_ID}; withQuery would encode the braces, so it is appended as is.
  successUrl: `${origin}${paths.orderSuccess({ pedido: orderId })}&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}${paths.checkoutPayment({ canceled: true, pedido: orderId })}`,
});
