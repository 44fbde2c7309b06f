import type { Lang } from "../../../shared/languages";
import type { AsyncPaymentMethod, PaymentReference } from "../../../shared/order-payment";

/** What the payment page needs to charge an order; every amount comes from the order in D1 (integer cents, EUR). */
export interface CheckoutInput {
  orderId: string;
  email: string;
  lines: { name: string; unitAmountCents: number; quantity: number }[];
  shipping: { name: string; amountCents: number };
  discountCents: number;
  /** Where the provider sends the customer back; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds; the session (and the stock it holds) ends then. */
  expiresAt: number;
  /** The order's language: the payment page's. */
  language: Lang;
  /**
   * The payments that complete later the page may offer besides card: Multibanco and MB WAY only for a delivery in
   * Portugal (issue 44), Multibanco only to a verified e-mail (decisions/0050). shared/order-payment.ts asyncPaymentMethodsFor.
   */
  asyncMethods: AsyncPaymentMethod[];
}

/** A payment the customer chose that completes later: how, with what reference, and until when. */
export interface AwaitedPayment {
  method: AsyncPaymentMethod;
  reference: PaymentReference | null;
  deadline: Date;
}

/** What the provider says of a session. */
export type SessionState = "paid" | "open" | "processing" | "expired";

/**
 * A provider's word about one payment session, in the shop's terms (each adapter translates its own events):
 * - paid: the session's money arrived (`amountCents` when the provider says how much);
 * - completed-unpaid: the customer finished the page with a payment that completes later (Multibanco, MB WAY);
 * - failed / expired: that session can no longer be paid;
 * - other: nothing the shop acts on.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  kind: "paid" | "completed-unpaid" | "failed" | "expired" | "other";
  sessionId: string | null;
  amountCents: number | null;
}

/** One interface, two adapters (DESIGN §4): Stripe Checkout, or the shop's own test page in development and tests. */
export interface PaymentProvider {
  name: "stripe" | "test";
  /** The shortest session the provider accepts, in seconds (Stripe: 30 minutes); a later session is never shorter. */
  minSessionSeconds: number;
  createCheckout(input: CheckoutInput): Promise<{ sessionId: string; url: string }>;
  sessionState(sessionId: string): Promise<SessionState>;
  /** For a completed session not paid yet: the Multibanco reference or MB WAY request being awaited, if any. */
  awaitedPayment(sessionId: string): Promise<AwaitedPayment | null>;
  /** Ends an open session, so it can no longer be paid (cancel). */
  expire(sessionId: string): Promise<void>;
  /** Gives a session's payment back in full (or `amountCents` of it); the same key never refunds twice. */
  refund(input: { sessionId: string; amountCents: number; idempotencyKey: string }): Promise<{ refundId: string }>;
}
