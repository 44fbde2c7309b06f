import type { PaymentProvider } from "./payment-provider";

/**
 * The embedded payment page (DESIGN §4): development and tests only. A session id names the page; what happens there
 * (Pagar, Recusar, Cancelar, Multibanco, MB WAY) is decided by the customer on that page and driven through the same fulfilment code as
 * Stripe's webhook. Its state is the order's own (the page asks the order), so sessionState only says "open".
 */
export function testPaymentProvider(origin: string): PaymentProvider {
  return {
    name: "test",
    minSessionSeconds: 0,
    async createCheckout() {
      const sessionId = `test_${crypto.randomUUID().replaceAll("-", "")}`;
      return { sessionId, url: `${origin}/api/payments/test/${sessionId}` };
    },
    sessionState: async () => "open",
    // The test page records the customer's choice itself (payments.service awaitPayment).
    awaitedPayment: async () => null,
    expire: async () => {},
    // Nothing was charged on the test page; the refund is recorded as the shop records Stripe's.
    refund: async ({ idempotencyKey }) => ({ refundId: `test_re_${idempotencyKey.replace(/\W/g, "").slice(-24)}` }),
  };
}
