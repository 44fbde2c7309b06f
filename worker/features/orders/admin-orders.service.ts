import { ADMIN_PAGE_SIZE, type AdminOrdersQuery, type DeliverOrderInput, type RefundOrderInput, type ShipOrderInput } from "../../../shared/admin";
import { refundStateOf } from "../../../shared/refunds";
import { shopDay } from "../../../shared/shop-day";
import { goodsWereSent, withdrawalRefundDeadline } from "../../../shared/withdrawal";
import type { ShipmentProvider } from "../../integrations/carriers/shipments";
import { DomainError } from "../../lib/domain-error";
import type { DocumentView } from "../invoicing/invoice-documents.repo";
import type { AdminOrdersRepo } from "./admin-orders.repo";
import { linesRefundCents, unitsPaidCents } from "./line-refunds";
import type { OrderLifecycle } from "./order-lifecycle";
import type { RefundRow } from "./order-lifecycle.repo";
import { cancellableByOwner, canTransition, nextStep } from "./order-process";
import type { OrderView } from "./order-reads.repo";
import { packingSlipsPdf } from "./packing-slips-pdf";

interface Deps {
  repo: AdminOrdersRepo;
  lifecycle: Pick<OrderLifecycle, "order" | "fulfil" | "openShopRefund" | "cancelPaid" | "goodsReturned">;
  shipments: ShipmentProvider;
  /** Gives a refund's money back through the payment provider now (payments.service refundNow); false leaves it to the cron. */
  refundNow: (r: RefundRow) => Promise<boolean>;
  /** When the member's session was opened (the session store), for the fresh sign-in a refund needs. */
  signedInAt: (sid: string) => Promise<number | null>;
  /** The order's fiscal documents, issued or not (issue 33). */
  documentsOf: (orderId: string) => Promise<DocumentView[]>;
  /** The seller's name, atop the packing slips. */
  sellerName: () => Promise<string>;
  now?: () => Date;
}

/** The orders a packing slip is printed for: paid, being prepared, or sent (a slip printed again for a parcel). */
const PACKABLE = new Set(["paid", "processing", "shipped"]);

/** A refund needs a sign-in of the last half hour (issue 32: money leaves the shop). */
export const REFUND_FRESH_SIGN_IN_MS = 30 * 60_000;

/** A line's units not refunded yet by the shop's line refunds (issue 44): what a further line refund may still ask. */
const unitsLeft = (item: Pick<OrderView["items"][number], "variantId" | "quantity">, unitsRefunded: ReadonlyMap<number, number>) =>
  Math.max(0, item.quantity - (item.variantId === null ? item.quantity : (unitsRefunded.get(item.variantId) ?? 0)));

/**
 * The back-office's orders (issue 32, decisions/0042): the list, an order's page, and the fulfilment steps, each
 * through the orders lifecycle (one conditional batch that also writes the customer's e-mail; the audit row is the
 * status trigger's, naming the member). Two members doing the same step at once: one moves it, the other is told.
 */
export function adminOrdersService({ repo, lifecycle, shipments, refundNow, signedInAt, documentsOf, sellerName, now = () => new Date() }: Deps) {
  async function orderOrThrow(id: string): Promise<OrderView> {
    const order = await lifecycle.order(id);
    if (!order) throw new DomainError("order_not_found", (t) => t.orders.orderNotFound);
    return order;
  }
  /**
   * A fulfilment step, as the order process allows it to a member (order-process.ts): refused as withdrawn, or as
   * "already moved" when the order is not (or no longer) where the step starts.
   */
  async function step(order: OrderView, to: "processing" | "shipped" | "delivered", run: () => Promise<boolean>) {
    const can = canTransition(order, to, "staff");
    if (!can.ok && can.why === "withdrawn") throw new DomainError("order_already_withdrawn", (t) => t.orders.admin.withdrawn);
    if (!can.ok || !(await run())) throw new DomainError("order_already_moved", (t) => t.orders.admin.alreadyMoved);
  }

  /** The owner's money checks: a sign-in of the last half hour. */
  async function freshSignIn(sid: string) {
    const at = await signedInAt(sid);
    if (!at || now().getTime() - at > REFUND_FRESH_SIGN_IN_MS) throw new DomainError("reauthentication_required", (t) => t.orders.admin.freshSignIn);
  }

  return {
    async list(q: AdminOrdersQuery) {
      const { items, total, counts, refundCounts, lateCount, parcelProblemCount } = await repo.list(q, shopDay(now()));
      return {
        // Each row's refund state (issue 44): REEMBOLSADO / REEMBOLSADO PARCIALMENTE by its confirmed refunds.
        items: items.map((o) => ({ ...o, refund: refundStateOf(o.totalCents, o.refundedCents) })),
        counts,
        refundCounts,
        lateCount,
        parcelProblemCount,
        total,
        page: q.page,
        pageSize: ADMIN_PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      };
    },

    /**
     * The packing slips of the orders given, in that order (issue 49): each must be paid and not yet delivered, nor set
     * aside (withdrawn or refunded in full); the first that is not, or does not exist, is named and nothing is printed.
     */
    async packingSlips(ids: string[]) {
      const orders = await Promise.all(ids.map((id) => lifecycle.order(id)));
      orders.forEach((order, i) => {
        if (!order) throw new DomainError("order_not_found", (t) => t.orders.admin.packingSlipNotFound(t.orders.number(ids[i]!)), "ids");
        if (!PACKABLE.has(order.status) || order.withdrawnAt || order.refund === "full")
          throw new DomainError("order_not_packable", (t) => t.orders.admin.packingSlipNotToShip(t.orders.number(order.id)), "ids");
      });
      return packingSlipsPdf(orders as OrderView[], await sellerName());
    },

    async detail(id: string) {
      const order = await orderOrThrow(id);
      const paid = unitsPaidCents(order);
      const [extras, goodsReturnedAt, refundedCents, documents, unitsRefunded] = await Promise.all([
        repo.extras(id),
        repo.goodsReturnedAt(id),
        repo.refundedCents(id),
        documentsOf(id),
        repo.unitsRefundedOf(id),
      ]);
      return {
        /** Every refund of the shop's, confirmed or not: what is left to refund is the total less this (the cap's sum). */
        refundedCents,
        // goodsSent false (issue 44): withdrawn before it left, so there is nothing to wait for: 'refund now'.
        withdrawal: order.withdrawnAt
          ? { at: order.withdrawnAt, refundBy: withdrawalRefundDeadline(order.withdrawnAt), goodsReturnedAt, goodsSent: goodsWereSent(order) }
          : null,
        // Each line's units not yet refunded as lines (issue 44): the most the refund form may ask of it, and what each of
        // them gives back, in the order a line refund takes them (so the form's confirmation states the server's amount).
        order: {
          ...order,
          items: order.items.map((i, n) => {
            const left = unitsLeft(i, unitsRefunded);
            return { ...i, sku: extras.skus.get(i.variantId) ?? null, refundableUnits: left, refundUnitCents: paid[n]!.slice(i.quantity - left) };
          }),
        },
        customer: extras.customer,
        /** The welcome code the order's discount came from (issue 44), or null. */
        discountCode: extras.discountCode,
        payments: { attempts: extras.attempts, refunds: extras.refunds },
        mails: extras.mails,
        timeline: extras.timeline,
        nextStep: nextStep(order),
        cancellable: cancellableByOwner(order),
        documents,
      };
    },

    async prepare(id: string, actor: string) {
      const order = await orderOrThrow(id);
      await step(order, "processing", () => lifecycle.fulfil(id, { to: "processing" }, actor));
    },

    async ship(id: string, actor: string, input: ShipOrderInput) {
      const order = await orderOrThrow(id);
      await step(order, "shipped", async () => {
        const shipment = await shipments.ship(id, input);
        return lifecycle.fulfil(id, { to: "shipped", ...shipment }, actor);
      });
    },

    /**
     * The owner's refund (issue 32): lines and quantities (each at most what was ordered), the delivery, or an amount;
     * never more than was paid in all (the database's trigger, migration 0025), through the payment provider with the
     * refund's id as its idempotency key, the customer told by e-mail once the provider confirms. Needs a fresh sign-in.
     */
    async refund(id: string, member: { email: string; sid: string }, input: RefundOrderInput, kind: { withdrawal?: true } = {}) {
      await freshSignIn(member.sid);
      const order = await orderOrThrow(id);
      const paid = await repo.paidPayment(id);
      if (!paid) throw new DomainError("refund_not_paid", (t) => t.orders.admin.refundNotPaid);
      for (const [n, l] of input.lines.entries()) {
        const item = order.items.find((i) => i.variantId === l.variantId);
        if (!item || l.quantity > item.quantity) throw new DomainError("refund_exceeds_paid", (t) => t.orders.admin.refundTooMuch, `lines.${n}.quantity`);
      }
      const unitsRefunded = await repo.unitsRefundedOf(id);
      // Lines priced by the shop (no amount typed) give back units not refunded yet, at most what is left of each line
      // (issue 44); refused before anything is written, naming the line. With a typed amount the lines only say what
      // the amount is for (and what goes back in stock), as the withdrawal's refund does.
      if (input.amountCents === undefined) {
        const asked = new Map<number, number>();
        for (const [n, l] of input.lines.entries()) {
          const item = order.items.find((i) => i.variantId === l.variantId)!;
          asked.set(l.variantId, (asked.get(l.variantId) ?? 0) + l.quantity);
          const left = unitsLeft(item, unitsRefunded);
          if ((asked.get(l.variantId) ?? 0) > left)
            throw new DomainError("refund_exceeds_paid", (t) => t.orders.admin.refundUnitsLeft(item.productName, left), `lines.${n}.quantity`);
        }
      }
      const amountCents = input.amountCents ?? linesRefundCents(order, input.lines, unitsRefunded) + (input.shipping ? order.shippingCents : 0);
      const refund = {
        id: crypto.randomUUID(),
        orderId: id,
        sessionId: paid.sessionId,
        provider: paid.provider,
        amountCents,
        reason: "shop" as const,
        actor: member.email,
        // What the credit note of this refund will say (issue 33): its lines, the delivery, or an amount.
        detail: JSON.stringify({ lines: input.lines, shipping: input.shipping, restock: input.restock, amountCents: input.amountCents ?? null, ...kind }),
      };
      // Stock back when asked: at most what each line sold less what is back already (decisions/0049); the answer says
      // how many units of each line came back, so a refund asking more than is left is told, not refused.
      const restocked = amountCents > 0 ? await lifecycle.openShopRefund(refund, input.restock ? input.lines : []) : null;
      if (!restocked) throw new DomainError("refund_exceeds_paid", (t) => t.orders.admin.refundTooMuch);
      const done = await refundNow(refund);
      return { refundId: refund.id, amountCents, status: done ? ("succeeded" as const) : ("pending" as const), restocked };
    },

    /**
     * The owner cancels a paid order that has not left (issue 32: "cancelling a paid order refunds it"): the refund of
     * everything paid and not yet refunded, the stock not yet put back, the order cancelled and the customer told, in
     * one batch through the lifecycle; then the money leaves through the provider like any refund. Of two members at
     * once (or a member preparing it meanwhile), one wins and the other is told.
     */
    async cancel(id: string, member: { email: string; sid: string }) {
      await freshSignIn(member.sid);
      const order = await orderOrThrow(id);
      if (!cancellableByOwner(order)) throw new DomainError("order_not_cancellable", (t) => t.orders.admin.notCancellable);
      const [paid, refunded] = await Promise.all([repo.paidPayment(id), repo.refundedCents(id)]);
      if (!paid) throw new DomainError("refund_not_paid", (t) => t.orders.admin.refundNotPaid);
      const left = order.totalCents - refunded;
      const refund =
        left > 0
          ? {
              id: crypto.randomUUID(),
              orderId: id,
              sessionId: paid.sessionId,
              provider: paid.provider,
              amountCents: left,
              reason: "shop" as const,
              detail: JSON.stringify({ cancel: true }),
            }
          : null;
      // Every line asked: the batch puts back only what earlier refunds did not (decisions/0049).
      const restock = order.items.filter((i) => i.variantId !== null).map((i) => ({ variantId: i.variantId as number, quantity: i.quantity }));
      const outcome = await lifecycle.cancelPaid({ orderId: id, from: order.status as "paid" | "processing", actor: member.email }, refund, restock);
      if (outcome === "exceeds") throw new DomainError("refund_exceeds_paid", (t) => t.orders.admin.refundTooMuch);
      if (outcome === "moved") throw new DomainError("order_already_moved", (t) => t.orders.admin.alreadyMoved);
      const done = refund ? await refundNow(refund) : true;
      return { refundedCents: refund?.amountCents ?? 0, status: done ? ("succeeded" as const) : ("pending" as const) };
    },

    /** The withdrawals (issue 32), each with the day its refund is due (14 days from the withdrawal) and how near it is. */
    async withdrawals() {
      const at = now().getTime();
      return {
        items: (await repo.withdrawals()).map((w) => {
          const refundBy = withdrawalRefundDeadline(w.withdrawnAt);
          const refunded = w.refundedCents >= w.totalCents;
          const left = Date.parse(refundBy) - at;
          return {
            ...w,
            refundBy,
            refunded,
            goodsSent: goodsWereSent(w),
            urgency: refunded ? null : left < 0 ? ("late" as const) : left < 3 * 86_400_000 ? ("soon" as const) : null,
          };
        }),
      };
    },

    /** The goods of a withdrawal are back: recorded once (then the refund may put them back in stock). */
    async goodsReceived(id: string, actor: string) {
      const order = await orderOrThrow(id);
      if (!order.withdrawnAt) throw new DomainError("order_not_withdrawn", (t) => t.orders.admin.notWithdrawn);
      // Withdrawn before it was sent (issue 44): nothing left the shop, so nothing comes back.
      if (!goodsWereSent(order)) throw new DomainError("order_not_sent", (t) => t.orders.admin.goodsNotSent);
      if (!(await lifecycle.goodsReturned(id, actor))) throw new DomainError("order_already_moved", (t) => t.orders.admin.alreadyMoved);
    },

    /**
     * A withdrawal's refund: everything paid that is not refunded yet (the price and the delivery the customer paid),
     * the lines back in stock when the goods are back, or at once when they never left (issue 44). The owner's, with the
     * same checks as any refund.
     */
    async refundWithdrawal(id: string, member: { email: string; sid: string }) {
      const order = await orderOrThrow(id);
      if (!order.withdrawnAt) throw new DomainError("order_not_withdrawn", (t) => t.orders.admin.notWithdrawn);
      const left = order.totalCents - (await repo.refundedCents(id));
      const lines = order.items.filter((i) => i.variantId !== null).map((i) => ({ variantId: i.variantId as number, quantity: i.quantity }));
      const restock = !goodsWereSent(order) || (await repo.goodsReturnedAt(id)) !== null;
      return this.refund(id, member, { lines, shipping: false, amountCents: left, restock }, { withdrawal: true });
    },

    /**
     * Delivered on a day between the day it was sent and today, both the shop's (Lisbon's), as the back-office's form
     * offers them: from 23:00 to midnight UTC in summer it is already tomorrow in Lisbon, so UTC's day would refuse
     * today and let through the day before it was sent.
     */
    async deliver(id: string, actor: string, input: DeliverOrderInput) {
      const order = await orderOrThrow(id);
      const today = shopDay(now());
      const sent = order.shippedAt ? shopDay(new Date(order.shippedAt)) : undefined;
      const day = input.deliveredOn;
      if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || day > today || (sent && day < sent)) {
        throw new DomainError("delivery_date_invalid", (t) => t.orders.admin.deliveredDate, "deliveredOn");
      }
      // The delivery's day is what the status column records (at midday, away from any time zone's edge).
      await step(order, "delivered", () => lifecycle.fulfil(id, { to: "delivered" }, actor, new Date(`${day}T12:00:00.000Z`)));
    },
  };
}
export type AdminOrdersService = ReturnType<typeof adminOrdersService>;
