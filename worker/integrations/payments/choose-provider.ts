import { DomainError } from "../../lib/domain-error";
import type { Fault } from "../faults/fault-plan";
import { faultyFetch } from "../faults/faulty-fetch";
import { faultySimulator } from "../faults/faulty-simulator";
import type { PaymentProvider } from "./payment-provider";
import { type StripeConfig, stripePaymentProvider } from "./stripe-provider";
import { testPaymentProvider } from "./test-provider";

/**
 * Stripe when its keys are configured; the test page only where development features are on; otherwise none, and the
 * shop refuses to create orders (production without Stripe keys never shows a fake payment page). `fault`: the
 * fault-injection mode's (development and tests only).
 */
export function choosePaymentProvider(config: {
  stripe: StripeConfig | null;
  devFeatures: boolean;
  publicOrigin: string;
  fault?: Fault;
}): PaymentProvider | null {
  if (config.stripe) return stripePaymentProvider(config.stripe, faultyFetch(config.fault));
  if (!config.devFeatures) return null;
  return faultySimulator(
    config.fault,
    testPaymentProvider(config.publicOrigin),
    () => new DomainError("payment_unavailable", (t) => t.orders.paymentUnavailable),
  );
}
