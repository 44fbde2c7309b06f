import Stripe from "stripe";
import { copies } from "../../../shared/copy";
import { ASYNC_PAYMENT_METHODS, TEST_MB_WAY_MINUTES } from "../../../shared/order-payment";
import { DomainError } from "../../lib/domain-error";
import { log } from "../../lib/log";
import type { PaymentEvent, PaymentProvider, SessionState } from "./payment-provider";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Milliseconds before a call is abandoned (default 10,000). */
  timeoutMs?: number;
}

/** Stripe's client over `fetchFn` (the fault-injection mode's, in development and tests; the runtime's otherwise). */
export const stripeClient = (config: StripeConfig, fetchFn?: typeof fetch) =>
  new Stripe(config.secretKey, { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 1, timeout: config.timeoutMs ?? 10_000 });

const unavailable = (err: unknown) => {
  log("warn", "stripe", { error: err });
  return new DomainError("payment_unavailable", (t) => t.orders.paymentUnavailable);
};

/**
 * Stripe Checkout (hosted page). Line items carry the server's prices in EUR; the delivery is a fixed shipping rate; a
 * discount is a one-off coupon of its exact amount. The order id travels as client_reference_id and metadata, the
 * return URLs come from the configured public origin, and the session expires (which releases the stock). Payment
 * methods are the account's own (dynamic payment methods: card, MB WAY and Multibanco where enabled), MB WAY and
 * Multibanco left out for a delivery outside Portugal (issue 44), Multibanco for a customer whose e-mail is not verified
 * (decisions/0050).
 */
export function stripePaymentProvider(config: StripeConfig, fetchFn?: typeof fetch): PaymentProvider {
  const stripe = stripeClient(config, fetchFn);
  return {
    name: "stripe",
    // Stripe refuses a Checkout session that ends sooner than 30 minutes after it is made.
    minSessionSeconds: 31 * 60,
    async createCheckout(input) {
      try {
        const coupon =
          input.discountCents > 0
            ? await stripe.coupons.create({
                amount_off: input.discountCents,
                currency: "eur",
                duration: "once",
                // Stripe's page shows the coupon's name beside the discount: in the order's language, as the page is.
                name: copies[input.language].orders.discountLabel,
              })
            : null;
        const excluded = ASYNC_PAYMENT_METHODS.filter((m) => !input.asyncMethods.includes(m));
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          locale: input.language,
          customer_email: input.email,
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId },
          payment_intent_data: { metadata: { orderId: input.orderId } },
          line_items: input.lines.map((l) => ({
            quantity: l.quantity,
            price_data: { currency: "eur", unit_amount: l.unitAmountCents, product_data: { name: l.name } },
          })),
          shipping_options: [
            {
              shipping_rate_data: {
                type: "fixed_amount",
                display_name: input.shipping.name,
                fixed_amount: { amount: input.shipping.amountCents, currency: "eur" },
              },
            },
          ],
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          // The account's methods, less what the order may not use: Multibanco and MB WAY outside Portugal (issue 44),
          // Multibanco for a customer whose e-mail is not verified (decisions/0050).
          ...(excluded.length > 0 ? { excluded_payment_method_types: excluded } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: input.expiresAt,
        });
        if (!session.url) throw new Error("session without url");
        return { sessionId: session.id, url: session.url };
      } catch (err) {
        throw unavailable(err);
      }
    },

    async sessionState(sessionId): Promise<SessionState> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] });
      } catch (err) {
        throw unavailable(err);
      }
      if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
      if (session.status === "expired") return "expired";
      // Complete but unpaid: still processing (a Multibanco voucher, an MB WAY request) unless its payment was cancelled.
      const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
      if (session.status === "complete") return intent?.status === "canceled" ? "expired" : "processing";
      return "open";
    },

    async awaitedPayment(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] });
      } catch (err) {
        throw unavailable(err);
      }
      const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
      const voucher = intent?.next_action?.multibanco_display_details;
      if (voucher?.entity && voucher.reference && voucher.expires_at) {
        return { method: "multibanco", reference: { entity: voucher.entity, reference: voucher.reference }, deadline: new Date(voucher.expires_at * 1000) };
      }
      // An MB WAY request waits for the customer's approval in the app; Stripe gives no deadline of its own, so the
      // shop records the app's (the same minutes as the test page), counted from when the payment was made.
      const mbWay = intent?.payment_method_types?.includes("mb_way") && (intent.status === "requires_action" || intent.status === "processing");
      if (intent && mbWay) return { method: "mb_way", reference: null, deadline: new Date(intent.created * 1000 + TEST_MB_WAY_MINUTES * 60_000) };
      return null;
    },

    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return;
      } catch (err) {
        // Only an open session can be expired.
        log("warn", "stripe expire", { error: err });
      }
      // A completed session whose Multibanco voucher is still unpaid could still be paid: its payment intent is cancelled.
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
        if (session.status === "complete" && session.payment_status === "unpaid" && intent) await stripe.paymentIntents.cancel(intent);
      } catch (err) {
        log("warn", "stripe cancel payment intent", { error: err });
      }
    },

    async refund({ sessionId, amountCents, idempotencyKey }) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new Error(`session ${sessionId} has no payment to refund`);
        const refund = await stripe.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey });
        return { refundId: refund.id };
      } catch (err) {
        throw unavailable(err);
      }
    },
  };
}

/**
 * What a webhook call is: a provider's event; a body whose signature is not the provider's; or a body that is signed
 * but not an event the shop can read (`null`, `[]`, an event without its data: issue 43), acted on never.
 */
export type WebhookCheck = { event: PaymentEvent } | { refused: "signature" | "not-an-event" };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Whether a signed body is a Stripe event as the shop reads it: an object with a string id and type, and for a Checkout
 * session's event, the session (an object with a string id) as its data.
 */
function isReadableEvent(event: unknown): event is Stripe.Event {
  if (!isObject(event) || typeof event.id !== "string" || !event.id || typeof event.type !== "string") return false;
  if (!event.type.startsWith("checkout.session.")) return true;
  const data = event.data;
  return isObject(data) && isObject(data.object) && typeof data.object.id === "string" && data.object.id !== "";
}

/** Stripe's webhook check (signature over the raw body, SubtleCrypto in workerd): the event, or why it is refused. */
export function stripeWebhookVerifier(config: StripeConfig) {
  const stripe = stripeClient(config);
  return {
    async verify(raw: string, signature: string): Promise<WebhookCheck> {
      let event: unknown;
      try {
        event = await stripe.webhooks.constructEventAsync(raw, signature, config.webhookSecret, undefined, Stripe.createSubtleCryptoProvider());
      } catch {
        return { refused: "signature" };
      }
      if (!isReadableEvent(event)) {
        log("warn", "stripe webhook: a signed body that is not an event");
        return { refused: "not-an-event" };
      }
      return { event: toPaymentEvent(event) };
    },
  };
}

/**
 * Stripe's Checkout events in the shop's terms: completed and paid, or an asynchronous payment that succeeded, is
 * "paid"; completed but unpaid waits for Multibanco/MB WAY; an expired session or a failed asynchronous payment ends
 * that session. The session is named by its id only: the shop finds the order from its own record of the session,
 * never from the event's client_reference_id.
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const session = event.type.startsWith("checkout.session.") ? (event.data.object as Stripe.Checkout.Session) : null;
  const base = {
    id: event.id,
    type: event.type,
    sessionId: session?.id ?? null,
    amountCents: typeof session?.amount_total === "number" ? session.amount_total : null,
  };
  const completed = event.type === "checkout.session.completed";
  if ((completed && session?.payment_status === "paid") || event.type === "checkout.session.async_payment_succeeded") return { ...base, kind: "paid" };
  if (completed && session?.payment_status === "unpaid") return { ...base, kind: "completed-unpaid" };
  if (event.type === "checkout.session.expired") return { ...base, kind: "expired" };
  if (event.type === "checkout.session.async_payment_failed") return { ...base, kind: "failed" };
  return { ...base, kind: "other" };
}
