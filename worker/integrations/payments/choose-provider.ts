import type { PaymentProvider } from "./payment-provider";
import { type StripeConfig, stripePaymentProvider } from "./stripe-provider";
import { testPaymentProvider } from "./test-provider";

/**
 * Stripe when its keys are configured; the test page only where development features are on; otherwise none, and the
 * shop refuses to create orders (production without Stripe keys never shows a fake payment page).
 */
export function choosePaymentProvider(config: { stripe: StripeConfig | null; devFeatures: boolean; publicOrigin: string }): PaymentProvider | null {
  if (config.stripe) return stripePaymentProvider(config.stripe);
  return config.devFeatures ? testPaymentProvider(config.publicOrigin) : null;
}
