import type { Mailer } from "../../integrations/mailer";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import type { CheckoutEvent } from "../../integrations/payments/stripe-provider";
import { orderConfirmationMail } from "../orders/order-mail";
import type { OrderReadsRepo } from "../orders/order-reads.repo";
import type { OrderStatusRepo } from "../orders/order-status.repo";

interface Deps {
  status: OrderStatusRepo;
  reads: OrderReadsRepo;
  mailer: Mailer;
  provider: PaymentProvider | null;
  /** The e-mail of the order's customer (orders keep the user id only). */
  emailOf: (userId: string) => Promise<string | null>;
  now?: () => Date;
}

/**
 * What follows the provider's word (DESIGN §5). One idempotent fulfilment: the event id is recorded and the order moves
 * pending → paid in one batch, and only the call that moved it sends the confirmation, so a replayed, duplicated or
 * late event changes nothing and mails nobody twice. Cancelling gives the stock back once, and ends the provider's session.
 */
export function paymentsService({ status, reads, mailer, provider, emailOf, now = () => new Date() }: Deps) {
  return {
    async fulfil(orderId: string, eventId: string, eventType: string): Promise<"paid" | "already" | "not-pending"> {
      const outcome = await status.markPaid(orderId, eventId, eventType, now().toISOString());
      if (outcome === "paid") {
        const order = await reads.byId(orderId);
        const to = order?.userId ? await emailOf(order.userId) : null;
        if (order && to) {
          try {
            await mailer.send(orderConfirmationMail(order, to));
          } catch (err) {
            console.error("order confirmation not sent", orderId, err);
          }
        }
      } else if (outcome === "not-pending") {
        console.warn("payment for an order that is not pending", orderId, eventType);
      }
      return outcome;
    },

    /**
     * Stripe's Checkout events: completed and paid, or an asynchronous payment that succeeded, pay the order; an expired
     * session or a failed asynchronous payment cancels it (stock back). A completed session still waiting for Multibanco
     * or MB WAY changes nothing yet. Other events are acknowledged and ignored.
     */
    async handleCheckoutEvent(event: CheckoutEvent) {
      if (!event.orderId) return;
      const paid = (event.type === "checkout.session.completed" && event.paymentStatus === "paid") || event.type === "checkout.session.async_payment_succeeded";
      if (paid) await this.fulfil(event.orderId, event.id, event.type);
      else if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") await this.cancel(event.orderId);
    },

    /** true when this call cancelled it; the stock goes back in the same batch. */
    async cancel(orderId: string, userId?: string): Promise<boolean> {
      const order = userId ? await reads.byIdForUser(userId, orderId) : await reads.byId(orderId);
      if (!order) return false;
      const cancelled = await status.cancelPending(orderId, now().toISOString(), userId);
      if (cancelled && order.paymentSessionId && provider && order.paymentProvider === provider.name) await provider.expire(order.paymentSessionId);
      return cancelled;
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
