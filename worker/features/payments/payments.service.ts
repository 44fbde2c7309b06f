import type { AsyncPaymentMethod, PaymentReference } from "../../../shared/order-payment";
import type { Mail, Mailer } from "../../integrations/mailer";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { CheckoutEvent } from "../../integrations/payments/stripe-provider";
import { orderAwaitedMail } from "../orders/order-awaited-mail";
import { orderConfirmationMail, type ShopContact } from "../orders/order-mail";
import type { OrderReadsRepo, OrderView } from "../orders/order-reads.repo";
import type { OrderStatusRepo } from "../orders/order-status.repo";

/** How long after a payment attempt's end the expiry run waits, so a provider's own late word arrives first. */
export const EXPIRY_GRACE_MS = 5 * 60_000;

interface Deps {
  status: OrderStatusRepo;
  reads: OrderReadsRepo;
  mailer: Mailer;
  provider: PaymentProvider | null;
  /** The e-mail of the order's customer (orders keep the user id only). */
  emailOf: (userId: string) => Promise<string | null>;
  /** The shop's address and sender, for the confirmation's withdrawal section. */
  shop: ShopContact;
  now?: () => Date;
}

/**
 * What follows the provider's word (DESIGN §5). One idempotent fulfilment: the event id is recorded and the order moves
 * pending → paid in one batch, and only the call that moved it sends the confirmation, so a replayed, duplicated or
 * late event changes nothing and mails nobody twice. Cancelling gives the stock back once, and ends the provider's session.
 */
export function paymentsService({ status, reads, mailer, provider, emailOf, shop, now = () => new Date() }: Deps) {
  async function mailCustomer(orderId: string, write: (order: OrderView, to: string) => Mail) {
    const order = await reads.byId(orderId);
    const to = order?.userId ? await emailOf(order.userId) : null;
    if (!order || !to) return;
    try {
      await mailer.send(write(order, to));
    } catch (err) {
      console.error("order e-mail not sent", orderId, err);
    }
  }

  return {
    async fulfil(orderId: string, eventId: string, eventType: string): Promise<"paid" | "already" | "not-pending"> {
      const outcome = await status.markPaid(orderId, eventId, eventType, now().toISOString());
      if (outcome === "paid") await mailCustomer(orderId, (order, to) => orderConfirmationMail(order, to, shop));
      else if (outcome === "not-pending") {
        console.warn("payment for an order that is not pending", orderId, eventType);
      }
      return outcome;
    },

    /**
     * The customer chose Multibanco or MB WAY: the order stays pending (stock reserved) until the deadline, and the
     * payment details are e-mailed once. false when the order is no longer pending or the choice was already recorded.
     */
    async awaitPayment(orderId: string, method: AsyncPaymentMethod, reference: PaymentReference | null, deadline: Date) {
      const recorded = await status.markAwaitingPayment(orderId, method, reference, deadline.toISOString());
      if (recorded) await mailCustomer(orderId, orderAwaitedMail);
      return recorded;
    },

    /**
     * Stripe's Checkout events: completed and paid, or an asynchronous payment that succeeded, pay the order; an expired
     * session or a failed asynchronous payment cancels it (stock back). A completed session still waiting for Multibanco
     * or MB WAY records what is awaited (reference, deadline) so the stock stays reserved until then. Other events are
     * acknowledged and ignored.
     */
    async handleCheckoutEvent(event: CheckoutEvent) {
      if (!event.orderId) return;
      const completed = event.type === "checkout.session.completed";
      const paid = (completed && event.paymentStatus === "paid") || event.type === "checkout.session.async_payment_succeeded";
      if (paid) await this.fulfil(event.orderId, event.id, event.type);
      else if (completed && event.paymentStatus === "unpaid" && event.sessionId && provider?.name === "stripe") {
        const awaited = await provider.awaitedPayment(event.sessionId);
        if (awaited) await this.awaitPayment(event.orderId, awaited.method, awaited.reference, awaited.deadline);
      } else if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") await this.cancel(event.orderId);
    },

    /** true when this call cancelled it; the stock goes back in the same batch. */
    async cancel(orderId: string, userId?: string): Promise<boolean> {
      const order = userId ? await reads.byIdForUser(userId, orderId) : await reads.byId(orderId);
      if (!order) return false;
      const cancelled = await status.cancelPending(orderId, now().toISOString(), userId);
      if (cancelled && order.paymentSessionId && provider && order.paymentProvider === provider.name) await provider.expire(order.paymentSessionId);
      return cancelled;
    },

    /**
     * The expiry run (Cron Trigger): pending orders whose payment attempt ended more than EXPIRY_GRACE_MS ago are
     * cancelled and their stock given back, each in one conditional batch, so a second run or a racing webhook
     * changes nothing twice. A Stripe session is asked first: one paid at the last moment is fulfilled, not cancelled.
     */
    async expireStale(limit = 100) {
      const stale = await status.stale(new Date(now().getTime() - EXPIRY_GRACE_MS).toISOString(), limit);
      let cancelled = 0;
      let paid = 0;
      for (const o of stale) {
        if (o.payment_provider === "stripe" && o.payment_session_id && provider?.name === "stripe") {
          const state = await provider.sessionState(o.payment_session_id).catch(() => null);
          if (state === null) continue; // Stripe unreachable: the next run tries again.
          if (state === "paid") {
            if ((await this.fulfil(o.id, `confirm:${o.payment_session_id}`, "checkout.session.confirmed")) === "paid") paid++;
            continue;
          }
        }
        if (await this.cancel(o.id)) cancelled++;
      }
      return { examined: stale.length, cancelled, paid };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
