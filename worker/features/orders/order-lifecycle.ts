import { trackingUrl } from "../../../shared/carriers";
import { deliveryWindowOrNull } from "../../../shared/delivery-dates";
import { guestEmailOf } from "../../../shared/guest-orders";
import type { AsyncPaymentMethod, PaymentReference } from "../../../shared/order-payment";
import { pathsFor } from "../../../shared/page-tables";
import type { DispatchSettings } from "../../../shared/shop-settings";
import type { WithdrawalChannel } from "../../../shared/withdrawal";
import type { Mail } from "../../integrations/mailer";
import { DomainError } from "../../lib/domain-error";
import type { OrderLink } from "../../lib/order-link";
import type { OutboxService } from "../outbox/outbox.service";
import { ownerOrderPaidMail, ownerWithdrawalMail } from "../owner-notifications/owner-mails";
import type { OwnerNotices } from "../owner-notifications/owner-notices";
import { orderAwaitedMail } from "./order-awaited-mail";
import { type CancelReason, orderCancelledByShopMail, orderCancelledMail, orderRefundMail } from "./order-change-mails";
import { orderDeliveredMail, orderOutForDeliveryMail, orderProcessingMail, orderShippedMail } from "./order-fulfilment-mails";
import type { BatchMail, FulfilmentStep, OrderLifecycleRepo, RefundRow } from "./order-lifecycle.repo";
import { orderConfirmationMail, type ShopContact } from "./order-mail";
import { canTransition, type OrderActor, type OrderStatus } from "./order-process";
import type { OrderReadsRepo, OrderView } from "./order-reads.repo";
import { withdrawalMail } from "./withdrawal-mail";

/**
 * The delivery an order paid at `at` is promised (issue 49): none without the option's transit days, nor where the
 * settings cannot count one (the payment goes through all the same).
 */
function deliveryPromise(order: OrderView, at: Date, settings: DispatchSettings): OrderView["promise"] {
  const destination = order.shippingCountry;
  if (!order.transitDays || (destination !== "PT" && destination !== "ES")) return null;
  const w = deliveryWindowOrNull({ now: at, ...settings, transitDays: order.transitDays, destination });
  return w && { dispatchBy: w.dispatchDay, from: w.from, to: w.to };
}

interface Deps {
  repo: OrderLifecycleRepo;
  reads: OrderReadsRepo;
  outbox: Pick<OutboxService, "deliverSoon">;
  /** Certified invoicing (issue 33): issues the documents the lifecycle's batches wrote. */
  invoices: { issueSoon: (ids: string[]) => void };
  /** The e-mail of the order's customer (orders keep the user id only; a guest's order its `guestEmail`). */
  emailOf: (userId: string) => Promise<string | null>;
  /** A guest order's key (issue 44): its e-mails link to the order page with it. Absent: no link. */
  guestKey?: (orderId: string) => Promise<string>;
  /** The shop's origin and sender; the seller (the owner's settings, issue 46) read when an e-mail names it. */
  shop: Omit<ShopContact, "company"> & { company: () => Promise<ShopContact["company"]> };
  /** The owners' e-mails of a paid order and a withdrawal (issue 44), written in the batch of the change. */
  owners: Pick<OwnerNotices, "make" | "deliver">;
  /** The owner's dispatch cut-off and handling days (issue 49): a paid order's delivery promise counts from them. */
  dispatch: () => Promise<DispatchSettings>;
  /** A birth list's parents' e-mail about a paid order's gift (issue 50), written in the payment's batch. */
  giftMails?: (orderId: string) => Promise<Mail[]>;
  now?: () => Date;
}

/**
 * The orders lifecycle (decisions/0033): the one owner of an order's state. Every change is one conditional D1 batch
 * (order-lifecycle.repo.ts) checked against the transition table (order-process.ts), and the e-mail it causes is
 * written to the outbox in that batch and delivered after it (decisions/0034). Payments, withdrawals and the
 * back-office change orders only through these functions.
 */
/** Who cancels a pending order, by the reason given: its customer, the provider's failed payment, or the expiry job. */
const CANCELLED_BY: Record<CancelReason | "not_started", OrderActor> = { customer: "customer", failed: "provider", expired: "system", not_started: "system" };

export function orderLifecycle({ repo, reads, outbox, invoices, emailOf, shop, owners, guestKey, dispatch, giftMails, now = () => new Date() }: Deps) {
  /** The customer's address: the account's, or a guest order's own (issue 44); null for an erased account's order. */
  const recipientOf = async (order: OrderView) => (order.userId ? await emailOf(order.userId) : guestEmailOf(order));
  /**
   * Where the order's e-mails link to (issue 44), in its language: 'Meus Pedidos' for an account's order, a guest's order
   * page by its key (a guest has no 'Meus Pedidos').
   */
  const linkOf = async (order: OrderView): Promise<OrderLink | undefined> =>
    order.userId !== null
      ? { url: `${shop.origin}${pathsFor(order.language).orders}`, guest: false }
      : guestKey
        ? { url: `${shop.origin}${pathsFor(order.language).orderSuccess({ pedido: order.id, chave: await guestKey(order.id) })}`, guest: true }
        : undefined;
  /** The order and its customer's address, and the e-mail `write` makes of them keyed for the outbox; null without a customer. */
  async function mailFor(orderId: string, key: string, write: (order: OrderView, to: string, link?: OrderLink) => Mail) {
    const order = await reads.byId(orderId);
    const to = order ? await recipientOf(order) : null;
    return order && to
      ? { order, mail: { id: crypto.randomUUID(), mail: write(order, to, await linkOf(order)), key } satisfies BatchMail }
      : { order, mail: null };
  }
  const deliver = (mail: BatchMail | null) => mail && outbox.deliverSoon([mail.id]);

  return {
    /**
     * A step of the order process taken by `actor` (order-process.ts): refused (409) unless canTransition allows it now.
     * An order is paid only by a payment (`pay`: the provider's), a pending one cancelled through `cancel`, a paid one only
     * with its refund (`cancelPaid`).
     */
    async move(orderId: string, to: OrderStatus, actor: OrderActor) {
      const order = await reads.byId(orderId);
      if (!order) throw new DomainError("order_not_found", (t) => t.orders.orderNotFound);
      const from = order.status as OrderStatus;
      const refused = () => new DomainError("order_transition_refused", (t) => t.orders.transitionRefused(from, to));
      if (!canTransition(order, to, actor).ok || to === "paid" || (to === "cancelled" && from !== "pending")) throw refused();
      if (to === "cancelled") {
        if (!(await this.cancel(orderId, "customer"))) throw refused();
        return;
      }
      if (!(await repo.move(orderId, from, to, now().toISOString()))) throw refused();
    },

    /**
     * A back-office fulfilment step (issue 32): paid → processing, processing → shipped (carrier and tracking number),
     * shipped → delivered (on `at`, the delivery's day). The customer is told by e-mail in the same batch. false when
     * the order was no longer where the step starts (another member was quicker, or it was withdrawn).
     */
    async fulfil(orderId: string, step: FulfilmentStep, actor: string, at: Date = now()) {
      const atIso = at.toISOString();
      const url = step.to === "shipped" ? trackingUrl(step.carrier, step.trackingNumber) : null;
      const { mail } = await mailFor(orderId, `order:${orderId}:${step.to}`, (order, to, link) =>
        step.to === "processing"
          ? orderProcessingMail(order, to, link)
          : step.to === "shipped"
            ? orderShippedMail(order, to, step.carrier, step.trackingNumber, url, step.carrierName, link)
            : orderDeliveredMail(order, to, atIso, shop, link),
      );
      const moved = await repo.fulfil(orderId, step, atIso, actor, mail);
      if (moved) deliver(mail);
      return moved;
    },

    /** The order's customer for an e-mail about it (issue 49's return label): address, language, first name; or null. */
    async contactOf(orderId: string) {
      const order = await reads.byId(orderId);
      const to = order ? await recipientOf(order) : null;
      if (!order || !to) return null;
      const firstName = ((order.recipientAddress ?? {}) as Record<string, string | undefined>).firstName ?? "";
      return { to, language: order.language, firstName };
    },

    /**
     * The carrier's word on the order's parcel (issue 49): its status and history kept when newer than what is kept; the
     * first time it is out for delivery the customer is e-mailed, in the same batch, once. The order's state does not
     * change here: a delivery is the `fulfil` step 'delivered', taken by the caller with the carrier's moment.
     */
    async parcelTracked(
      orderId: string,
      update: { kind: "outbound" | "return"; status: string; updatedAt: string; history: unknown[]; problem: string | null },
    ) {
      const atIso = now().toISOString();
      // A return's tracking tells the shop, not the customer (it is they who sent it).
      const { mail } =
        update.status === "out_for_delivery" && update.kind === "outbound"
          ? await mailFor(orderId, `order:${orderId}:out_for_delivery`, (order, to, link) => orderOutForDeliveryMail(order, to, link))
          : { mail: null };
      const kept = await repo.parcelTracked(orderId, { ...update, history: JSON.stringify(update.history), atIso }, mail);
      if (kept) deliver(mail);
      return kept;
    },

    /**
     * pending → paid by this payment session: "paid" (confirmation e-mailed once, the fatura-recibo written and issued),
     * "already" (replayed event) or "not-pending".
     */
    async pay(orderId: string, sessionId: string, event: { id: string; type: string }) {
      const contact = { ...shop, company: await shop.company() };
      const at = now();
      const settings = await dispatch();
      // The delivery promised from the moment of payment (issue 49): its e-mail says it and the order keeps it.
      const promiseOf = (o: OrderView) => deliveryPromise(o, at, settings);
      const { order, mail } = await mailFor(orderId, `order:${orderId}:paid`, (order, to, link) =>
        orderConfirmationMail({ ...order, promise: promiseOf(order) }, to, contact, link),
      );
      const invoiceId = crypto.randomUUID();
      const atIso = at.toISOString();
      const notice = order && owners.make("order_paid", orderId, ownerOrderPaidMail(order, atIso, shop.origin));
      const gifts = ((order && (await giftMails?.(orderId))) || []).map((m, i) => ({ id: crypto.randomUUID(), mail: m, key: `order:${orderId}:gift:${i}` }));
      const outcome = await repo.pay(orderId, sessionId, event, atIso, mail, invoiceId, notice, order && promiseOf(order), gifts);
      if (outcome === "paid") {
        deliver(mail);
        if (gifts.length > 0) outbox.deliverSoon(gifts.map((g) => g.id));
        owners.deliver(notice);
        invoices.issueSoon([invoiceId]);
      }
      return outcome;
    },

    /** pending → cancelled, stock and welcome code back, the customer told why (and not to pay a reference that is out). */
    async cancel(orderId: string, reason: CancelReason | "not_started", userId?: string) {
      const code = await repo.discountCodeOf(orderId);
      const { order, mail } =
        reason === "not_started"
          ? { order: null, mail: null }
          : await mailFor(orderId, `order:${orderId}:cancelled`, (o, to, link) => orderCancelledMail(o, to, reason, code, link));
      if (order && userId !== undefined && order.userId !== userId) return false;
      // The customer's cancel, a failed payment's and the expiry job's, each as the process allows it (a pending order).
      if (order && !canTransition(order, "cancelled", CANCELLED_BY[reason]).ok) return false;
      const cancelled = await repo.cancel(orderId, now().toISOString(), mail, userId);
      if (cancelled) deliver(mail);
      return cancelled;
    },

    /**
     * An account's erasure (decisions/0050): its pending orders' cancellations as statements for the erasure's own batch
     * (the same conditional cancellation as `cancel`, so the stock and welcome code come back once and the status
     * trigger audits it), without an e-mail (the address is being erased), and the payment sessions to end after it.
     */
    async erasureCancellations(userId: string) {
      const at = now().toISOString();
      const pending = await repo.pendingOf(userId);
      return {
        statements: pending.flatMap((o) => repo.cancelStatements(o.id, at, null, userId)),
        sessions: pending.flatMap((o) => (o.provider && o.sessionId ? [{ provider: o.provider, sessionId: o.sessionId }] : [])),
      };
    },

    /**
     * The owner cancels a paid order not yet sent (issue 32): stock back, the refund of what is left opened, the order
     * cancelled and the customer told, in one batch (order-lifecycle.repo.ts cancelPaid). The refund's money then leaves
     * through the provider like any refund (refundNow, or the cron), and its confirmation is e-mailed as well.
     */
    async cancelPaid(
      c: { orderId: string; from: "paid" | "processing"; actor: string },
      refund: (RefundRow & { detail: string }) | null,
      restock: { variantId: number; quantity: number }[],
    ) {
      const atIso = now().toISOString();
      const { mail } = await mailFor(c.orderId, `order:${c.orderId}:cancelled`, (o, to, link) =>
        orderCancelledByShopMail(o, to, refund?.amountCents ?? 0, link),
      );
      const outcome = await repo.cancelPaid({ ...c, atIso }, refund, restock, mail);
      if (outcome === "cancelled") deliver(mail);
      return outcome;
    },

    /** A new payment session for a pending order (the stock held no longer than the first session's end). */
    startAttempt: (orderId: string, provider: string, sessionId: string, expiresAtIso: string) => repo.startAttempt(orderId, provider, sessionId, expiresAtIso),

    /**
     * Multibanco or MB WAY chosen in the order's current session: held until the bank's deadline, details e-mailed once.
     * "recorded", "unchanged" (not the current session, chosen already, no customer), "needs-verified-email":
     * Multibanco for a customer whose e-mail is not verified, refused (decisions/0050), or "portugal-only": Multibanco or
     * MB WAY for a delivery outside Portugal, refused (issue 44, decisions/0061). Nothing is written when refused.
     */
    async awaitPayment(orderId: string, sessionId: string, method: AsyncPaymentMethod, reference: PaymentReference | null, deadline: Date) {
      const { mail } = await mailFor(orderId, `order:${orderId}:awaited:${sessionId}`, (o, to, link) =>
        orderAwaitedMail({ ...o, paymentMethod: method, paymentReference: reference, paymentExpiresAt: deadline.toISOString() }, to, link),
      );
      if (!mail) return "unchanged" as const;
      const allowed = await reads.asyncMethodsAllowed(orderId);
      if (!allowed.includes(method)) return method === "multibanco" && allowed.length > 0 ? ("needs-verified-email" as const) : ("portugal-only" as const);
      const outcome = await repo.awaitPayment(orderId, sessionId, method, reference, deadline.toISOString(), mail);
      if (outcome === "needs-verified-email") return outcome;
      if (outcome) deliver(mail);
      return outcome ? ("recorded" as const) : ("unchanged" as const);
    },

    /** The payments that complete later the order may use: in Portugal only (issue 44), Multibanco to a verified e-mail (decisions/0050). */
    asyncMethodsAllowed: (orderId: string) => reads.asyncMethodsAllowed(orderId),

    /** The right of withdrawal on a paid order, recorded once with its acknowledgement. */
    async withdraw(order: OrderView, channel: WithdrawalChannel) {
      const at = now().toISOString();
      const to = await recipientOf(order);
      const mail = to ? { id: crypto.randomUUID(), mail: withdrawalMail(order, at, to, await linkOf(order)), key: `order:${order.id}:withdrawn` } : null;
      const notice = owners.make("withdrawal", order.id, ownerWithdrawalMail(order, at, shop.origin));
      const recorded = await repo.withdraw(order.id, at, channel, mail, notice);
      if (recorded) {
        deliver(mail);
        owners.deliver(notice);
      }
      return recorded ? at : null;
    },

    /** 'Mercadoria recebida' on a withdrawn order: recorded once, naming the member; false when it was recorded already. */
    goodsReturned: (orderId: string, actor: string) => repo.markGoodsReturned(orderId, actor, now().toISOString()),

    /** Opens the full refund of a payment that is not the order's (once per payment): the refund, or null when one was open already. */
    async openRefund(r: Omit<RefundRow, "id">): Promise<RefundRow | null> {
      const refund = { id: crypto.randomUUID(), ...r };
      return (await repo.openRefund(refund)) ? refund : null;
    },

    /**
     * The shop's refund of the order's own payment, with stock back when asked (at most what each line sold less what is
     * back already: decisions/0049): what it put back, or null when it would pass what was paid.
     */
    openShopRefund: (r: RefundRow & { actor: string; detail: string }, restock: { variantId: number; quantity: number }[]) => repo.openShopRefund(r, restock),

    /** The provider confirmed a refund: recorded once, and the customer told. */
    async refundCompleted(r: Pick<RefundRow, "id" | "orderId" | "amountCents" | "reason">, providerRefundId: string) {
      const { mail } = await mailFor(r.orderId, `refund:${r.id}`, (o, to, link) => orderRefundMail(o, to, r.amountCents, r.reason, link));
      const creditId = crypto.randomUUID();
      if (await repo.completeRefund(r.id, r.orderId, providerRefundId, now().toISOString(), mail, creditId)) {
        deliver(mail);
        invoices.issueSoon([creditId]);
      }
    },

    order: (orderId: string) => reads.byId(orderId),
    pendingRefunds: (limit = 20) => repo.pendingRefunds(limit),
    refundsOf: (orderId: string) => repo.refundsOf(orderId),
    /** The order a payment session was opened for (null: not one of the shop's sessions). */
    attempt: (sessionId: string) => repo.attempt(sessionId),
    stale: (beforeIso: string, limit: number) => repo.stale(beforeIso, limit),
    hasPaidOrder: (userId: string) => repo.hasPaidOrder(userId),
  };
}
export type OrderLifecycle = ReturnType<typeof orderLifecycle>;
