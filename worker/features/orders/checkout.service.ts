import { copy } from "../../../shared/copy";
import type { CreateOrderRequest } from "../../../shared/orders";
import { paths } from "../../../shared/paths";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { DomainError } from "../../lib/domain-error";
import type { PaymentsService } from "../payments/payments.service";
import type { OrderReadsRepo, OrderView } from "./order-reads.repo";
import type { OrderStatusRepo } from "./order-status.repo";
import type { OrdersService } from "./orders.service";

/** Stripe accepts a Checkout session that lives at least 30 minutes. */
const SESSION_LIFETIME_S = 31 * 60;

interface Deps {
  orders: OrdersService;
  reads: OrderReadsRepo;
  status: OrderStatusRepo;
  payments: PaymentsService;
  provider: PaymentProvider | null;
  origin: string;
  now?: () => Date;
}

/** Where the payment page sends the customer back: built from the configured origin, never from the request. */
export const returnUrls = (origin: string, orderId: string) => ({
  // Stripe replaces {CHECKOUT_SESSION_ID}; withQuery would encode the braces, so it is appended as is.
  successUrl: `${origin}${paths.orderSuccess({ pedido: orderId })}&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}${paths.checkoutPayment({ canceled: true, pedido: orderId })}`,
});

const notFound = () => new DomainError("order_not_found", copy.orders.orderNotFound);

/** Placing an order and paying it (payment needs a signed-in customer, SPEC §6), and the customer's view of orders. */
export function checkoutService({ orders, reads, status, payments, provider, origin, now = () => new Date() }: Deps) {
  /** Opens a payment session for a pending order and records it with its end (the expiry run's clock). */
  async function startPayment(provider: PaymentProvider, order: OrderView, email: string) {
    const expiresAt = Math.floor(now().getTime() / 1000) + SESSION_LIFETIME_S;
    const session = await provider.createCheckout({
      orderId: order.id,
      email,
      lines: order.items.map((i) => ({
        name: [i.productName, i.size, i.color].filter(Boolean).join(" — "),
        unitAmountCents: i.unitPriceCents,
        quantity: i.quantity,
      })),
      shipping: { name: `${order.shippingServiceName} (${order.shippingDelay})`, amountCents: order.shippingCents },
      discountCents: order.discountCents,
      ...returnUrls(origin, order.id),
      expiresAt,
    });
    await status.setPaymentSession(order.id, provider.name, session.sessionId, new Date(expiresAt * 1000).toISOString());
    return { orderId: order.id, url: session.url };
  }

  return {
    /** Creates the pending order (stock reserved) and the payment session; the customer goes to `url`. */
    async placeOrder(user: { id: string; email: string }, req: CreateOrderRequest) {
      if (!provider) throw new DomainError("payment_unavailable", copy.orders.paymentUnavailable);
      const created = await orders.create(user, req);
      const order = (await reads.byId(created.id))!;
      try {
        return await startPayment(provider, order, user.email);
      } catch (err) {
        // No payment page, no order: the stock goes back at once.
        await status.cancelPending(order.id, now().toISOString());
        throw err;
      }
    },

    /** The newest order still waiting for this customer to pay (the pending-order dialog), or null. */
    pending: (userId: string) => reads.pendingForUser(userId),

    /**
     * 'Finalizar Pagamento' on a pending order: a new payment session for the same order (its stock is still reserved),
     * the old session ended first so it cannot be paid as well. An order whose Multibanco reference or MB WAY request
     * is out waits for the bank instead (409), and an order that ended cannot be paid (409).
     */
    async payExisting(user: { id: string; email: string }, id: string) {
      if (!provider) throw new DomainError("payment_unavailable", copy.orders.paymentUnavailable);
      const order = await reads.byIdForUser(user.id, id);
      if (!order) throw notFound();
      if (order.status !== "pending") throw new DomainError("order_not_pending", copy.orders.notPending);
      if (order.paymentMethod) throw new DomainError("order_payment_in_progress", copy.orders.paymentInProgress);
      if (order.paymentSessionId && order.paymentProvider === provider.name) await provider.expire(order.paymentSessionId);
      return startPayment(provider, order, user.email);
    },

    list: (userId: string) => reads.listForUser(userId),

    /**
     * One of the customer's orders. A pending Stripe order is checked with Stripe first (the success page asks the
     * server, which asks the provider: DESIGN §5), so 'Pago' never shows before Stripe says so.
     */
    async get(userId: string, id: string) {
      const order = await reads.byIdForUser(userId, id);
      if (!order) throw notFound();
      if (order.status === "pending" && provider?.name === "stripe" && order.paymentProvider === "stripe" && order.paymentSessionId) {
        if ((await provider.sessionState(order.paymentSessionId)) === "paid") {
          await payments.fulfil(order.id, `confirm:${order.paymentSessionId}`, "checkout.session.confirmed");
          return (await reads.byIdForUser(userId, id))!;
        }
      }
      return order;
    },

    async cancel(userId: string, id: string) {
      if (await payments.cancel(id, userId)) return;
      const order = await reads.byIdForUser(userId, id);
      if (!order) throw notFound();
      throw new DomainError("order_not_pending", copy.orders.notPending);
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
