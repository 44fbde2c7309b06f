import { guestEmailOf } from "../../../shared/guest-orders";
import type { Lang } from "../../../shared/languages";
import type { CreateOrderRequest } from "../../../shared/orders";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { DomainError } from "../../lib/domain-error";
import { returnUrls } from "../payments/return-urls";
import { buyerView } from "./buyer-view";
import type { GuestOrderKeys } from "./guest-order-key";
import type { OrderLifecycle } from "./order-lifecycle";
import type { PaymentsService } from "./order-payments.service";
import { canTransition, customerActions } from "./order-process";
import type { OrderReadsRepo, OrderView } from "./order-reads.repo";
import type { Buyer, GuestOrderRequest, OrdersService } from "./orders.service";

/** How long an order's stock is held for a card payment, from its first payment page (decisions/0033). */
export const STOCK_HOLD_S = 31 * 60;
/** Less than this left of the hold: no new payment page (it would end before the customer could pay). */
const MIN_LEFT_S = 60;
/**
 * A pending order's payment session is asked of the provider at most once in this many seconds, whoever asks and however
 * many at once (issue 43); in between, the order is answered from the database (the webhook still settles it at once).
 * The success page polls every 3 s, so it still sees 'Pago' within seconds when the webhook is late.
 */
export const ORDER_STATUS_CHECK_SECONDS = 5;

interface Deps {
  orders: OrdersService;
  reads: OrderReadsRepo;
  lifecycle: OrderLifecycle;
  payments: PaymentsService;
  provider: PaymentProvider | null;
  origin: string;
  /**
   * Whether this request may ask the provider about this order now: true for the first request of each
   * ORDER_STATUS_CHECK_SECONDS window of that order, counted atomically (an atomic D1 counter: lib/counters.ts).
   */
  mayAskProvider: (orderId: string) => Promise<boolean>;
  /** A guest order's key (issue 44): in its return addresses, and what opens it without an account. */
  guestKeys: GuestOrderKeys;
  now?: () => Date;
}

const notFound = () => new DomainError("order_not_found", (t) => t.orders.orderNotFound);
/** The buyer's answer: what they may do with the order now, and a gift for the parents' address by its city only. */
const withActions = (order: OrderView) => ({ ...buyerView(order), actions: customerActions(order) });

/** Placing an order and paying it (payment needs a signed-in customer, SPEC §6), and the customer's view of orders. */
export function checkoutService({ orders, reads, lifecycle, payments, provider, origin, mayAskProvider, guestKeys, now = () => new Date() }: Deps) {
  /**
   * Opens a payment session for a pending order and records it. The stock is held until the first session's end and
   * never longer: a later session gets what is left of the hold (or the provider's shortest session, whose extra
   * time the expiry run does not wait for: it ends the session at the hold's end).
   */
  async function startPayment(provider: PaymentProvider, order: OrderView & { holdExpiresAt?: string | null }, email: string, guestKey?: string) {
    const nowS = Math.floor(now().getTime() / 1000);
    const holdS = order.holdExpiresAt ? Math.floor(new Date(order.holdExpiresAt).getTime() / 1000) : nowS + STOCK_HOLD_S;
    const expiresAt = Math.max(holdS, nowS + provider.minSessionSeconds);
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
      ...returnUrls(origin, order.id, order.language, guestKey),
      language: order.language,
      expiresAt,
      asyncMethods: await reads.asyncMethodsAllowed(order.id),
    });
    if (!(await lifecycle.startAttempt(order.id, provider.name, session.sessionId, new Date(holdS * 1000).toISOString()))) {
      await provider.expire(session.sessionId);
      throw new DomainError("order_not_pending", (t) => t.orders.notPending);
    }
    return { orderId: order.id, url: session.url };
  }

  return {
    /** Creates the pending order (stock reserved) and the payment session; the customer goes to `url`. */
    async placeOrder(user: Buyer, req: CreateOrderRequest | GuestOrderRequest, lang: Lang) {
      if (!provider) throw new DomainError("payment_unavailable", (t) => t.orders.paymentUnavailable);
      const created = await orders.create(user, req, lang);
      const order = (await reads.byId(created.id))!;
      // A guest's order (issue 44): its key goes into the return addresses, and the guest keeps it to reach the order.
      const guestKey = user.id === null ? await guestKeys.sign(order.id) : undefined;
      try {
        return { ...(await startPayment(provider, order, user.email, guestKey)), ...(guestKey ? { key: guestKey } : {}) };
      } catch (err) {
        // No payment page, no order: the stock goes back at once (the customer sees the error; no e-mail).
        await lifecycle.cancel(order.id, "not_started");
        throw err;
      }
    },

    /** The newest order still waiting for this customer to pay (the pending-order dialog), or null. */
    pending: async (userId: string) => {
      const order = await reads.pendingForUser(userId);
      return order ? buyerView(order) : null;
    },

    /**
     * 'Finalizar Pagamento' on a pending order: a new payment session for the same order (its stock is still reserved),
     * the old session ended first so it cannot be paid as well. An order whose Multibanco reference or MB WAY request
     * is out waits for the bank instead (409), and an order that ended cannot be paid (409).
     */
    async payExisting(user: { id: string; email: string }, id: string) {
      if (!provider) throw new DomainError("payment_unavailable", (t) => t.orders.paymentUnavailable);
      const order = await reads.byIdForUser(user.id, id);
      if (!order) throw notFound();
      if (!customerActions(order).pay) throw new DomainError("order_not_pending", (t) => t.orders.notPending);
      if (order.paymentMethod) throw new DomainError("order_payment_in_progress", (t) => t.orders.paymentInProgress);
      const hold = await reads.holdOf(order.id);
      if (hold && new Date(hold).getTime() - now().getTime() < MIN_LEFT_S * 1000)
        throw new DomainError("order_payment_expired", (t) => t.orders.paymentExpired);
      if (order.paymentSessionId && order.paymentProvider === provider.name) await provider.expire(order.paymentSessionId);
      return startPayment(provider, { ...order, holdExpiresAt: hold }, user.email);
    },

    /** The customer's orders, each with what its customer may do with it now (the order process's answer). */
    list: async (userId: string) => (await reads.listForUser(userId)).map(withActions),

    /**
     * One of the customer's orders. A pending order is checked with its payment provider first (the success page asks the
     * server, which asks the provider: DESIGN §5), so 'Pago' never shows before Stripe says so — at most once per
     * ORDER_STATUS_CHECK_SECONDS for one order (issue 43); otherwise the database's answer.
     */
    async get(userId: string, id: string) {
      const order = await reads.byIdForUser(userId, id);
      if (!order) throw notFound();
      // Read again only when the provider's answer changed it.
      if (order.status === "pending" && order.paymentSessionId && (await mayAskProvider(order.id)) && (await payments.confirm(order.paymentSessionId)))
        return withActions((await reads.byIdForUser(userId, id))!);
      return withActions(order);
    },

    async cancel(userId: string, id: string) {
      const order = await reads.byIdForUser(userId, id);
      if (!order) throw notFound();
      if (canTransition(order, "cancelled", "customer").ok && (await payments.cancel(id, "customer", userId, order.paymentSessionId))) return;
      throw new DomainError("order_not_pending", (t) => t.orders.notPending);
    },

    /**
     * A guest's order by its link (issue 44, decisions/0058): the id and its key, else 404 (a wrong key is answered as
     * an unknown id). The same provider check as `get`, so the guest's success page sees 'Pago' on the provider's word.
     */
    async guestOrder(id: string, key: string | undefined) {
      if (!(await guestKeys.verify(id, key))) throw notFound();
      const order = await reads.byId(id);
      if (!order) throw notFound();
      // Its invoice and credit notes open by the same key: a guest has no session to open them with.
      const withKey = (o: OrderView) => ({ ...withActions(o), documents: o.documents.map((d) => ({ ...d, url: `${d.url}?chave=${key}` })) });
      if (order.status === "pending" && order.paymentSessionId && (await mayAskProvider(order.id)) && (await payments.confirm(order.paymentSessionId)))
        return withKey((await reads.byId(id))!);
      return withKey(order);
    },

    /** Back from the payment page without paying, as a guest: that order (by its key) is cancelled and its stock freed. */
    async cancelGuest(id: string, key: string | undefined) {
      if (!(await guestKeys.verify(id, key))) throw notFound();
      const order = await reads.byId(id);
      if (!order) throw notFound();
      if (canTransition(order, "cancelled", "customer").ok && (await payments.cancel(id, "customer", undefined, order.paymentSessionId))) return;
      throw new DomainError("order_not_pending", (t) => t.orders.notPending);
    },

    /** A guest order's key (its page's link), or undefined for a customer's order: the test payment page's return addresses. */
    guestKeyOf: async (order: OrderView) => (guestEmailOf(order) ? guestKeys.sign(order.id) : undefined),
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
