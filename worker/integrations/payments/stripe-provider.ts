import Stripe from "stripe";
import { copy } from "../../../shared/copy";
import { DomainError } from "../../lib/domain-error";
import type { PaymentProvider, SessionState } from "./payment-provider";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
}

export const stripeClient = (config: StripeConfig) =>
  new Stripe(config.secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 1, timeout: 10_000 });

const unavailable = (err: unknown) => {
  console.warn("stripe:", err instanceof Error ? err.message : err);
  return new DomainError("payment_unavailable", copy.orders.paymentUnavailable);
};

/**
 * Stripe Checkout (hosted page). Line items carry the server's prices in EUR; the delivery is a fixed shipping rate; a
 * discount is a one-off coupon of its exact amount. The order id travels as client_reference_id and metadata, the
 * return URLs come from the configured public origin, and the session expires (which releases the stock). Payment
 * methods are the account's own (dynamic payment methods: card, MB WAY and Multibanco where enabled).
 */
export function stripePaymentProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: "stripe",
    async createCheckout(input) {
      try {
        const coupon =
          input.discountCents > 0
            ? await stripe.coupons.create({ amount_off: input.discountCents, currency: "eur", duration: "once", name: copy.orders.discountLabel })
            : null;
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          locale: "pt",
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
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (err) {
        throw unavailable(err);
      }
      if (session.payment_status === "paid" || session.payment_status === "no_payment_required") return "paid";
      if (session.status === "expired") return "expired";
      if (session.status === "complete") return "processing";
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
      return null;
    },

    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return;
      } catch (err) {
        // Only an open session can be expired.
        console.warn("stripe expire:", err instanceof Error ? err.message : err);
      }
      // A completed session whose Multibanco voucher is still unpaid could still be paid: its payment intent is cancelled.
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
        if (session.status === "complete" && session.payment_status === "unpaid" && intent) await stripe.paymentIntents.cancel(intent);
      } catch (err) {
        console.warn("stripe cancel payment intent:", err instanceof Error ? err.message : err);
      }
    },
  };
}

/** What the shop reads of a Checkout session event. */
export interface CheckoutEvent {
  id: string;
  /** The Checkout session the event is about. */
  sessionId: string | null;
  type: string;
  orderId: string | null;
  paymentStatus: string | null;
}

/** Stripe's webhook check (signature over the raw body, SubtleCrypto in workerd): the event, or null when it is not Stripe's. */
export function stripeWebhookVerifier(config: StripeConfig) {
  const stripe = stripeClient(config);
  return {
    async verify(raw: string, signature: string): Promise<CheckoutEvent | null> {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(raw, signature, config.webhookSecret, undefined, Stripe.createSubtleCryptoProvider());
      } catch {
        return null;
      }
      const session = event.type.startsWith("checkout.session.") ? (event.data.object as Stripe.Checkout.Session) : null;
      return {
        id: event.id,
        type: event.type,
        sessionId: session?.id ?? null,
        orderId: session?.client_reference_id ?? session?.metadata?.orderId ?? null,
        paymentStatus: session?.payment_status ?? null,
      };
    },
  };
}
