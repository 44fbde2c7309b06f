import { trackingUrl } from "../../../shared/carriers";
import type { Lang } from "../../../shared/languages";
import { type AsyncPaymentMethod, asyncPaymentMethodsFor, type PaymentReference } from "../../../shared/order-payment";
import type { ParcelProblem, TrackingStep } from "../../../shared/parcel-tracking";
import { type RefundState, refundStateOf } from "../../../shared/refunds";
import { withdrawableUntil } from "../../../shared/withdrawal";
import type { Db } from "../../db/client";

export interface OrderView {
  id: string;
  userId: string | null;
  status: string;
  createdAt: string;
  paidAt: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingCountry: string;
  shippingPostalCode: string;
  shippingServiceName: string;
  shippingDelay: string;
  recipientAddress: Record<string, unknown> | null;
  paymentProvider: string | null;
  paymentSessionId: string | null;
  /** When the current payment attempt ends (card session, Multibanco or MB WAY deadline). */
  paymentExpiresAt: string | null;
  /** 'multibanco' or 'mb_way' once such a payment was chosen and is awaited. */
  paymentMethod: AsyncPaymentMethod | null;
  paymentReference: PaymentReference | null;
  /** When the customer withdrew from the contract (direito de livre resolução), or null. */
  withdrawnAt: string | null;
  /**
   * Until when the customer can still withdraw (may be past), or null when the order cannot be withdrawn at all (a
   * paid order the shop has refunded in full included: issue 44).
   */
  withdrawableUntil: string | null;
  /**
   * The shop's refunds of the order's payment that the provider confirmed (issue 44, decisions/0057), oldest first:
   * what each gave back and when; their sum, and whether it is all the order's total ('full') or a part.
   */
  refunds: { amountCents: number; refundedAt: string }[];
  refundedCents: number;
  refund: RefundState;
  /** The language it was placed in: its e-mails' (decisions/0040). */
  language: Lang;
  /** Fulfilment (issue 32): when it was prepared, sent (with which carrier and number, and its tracking page) and delivered. */
  processingAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  carrier: string | null;
  /** For carrier 'other', the name the member typed when shipping (issue 44). */
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The chosen option's transit in working days (issue 49), or null for a supplier's option (its delay is only words). */
  transitDays: [number, number] | null;
  /**
   * The delivery promised when it was paid (issue 49, shared/delivery-dates.ts): the day it must leave the shop and the
   * days it arrives between (Lisbon days); null before payment or without transit days.
   */
  promise: { dispatchBy: string; from: string; to: string } | null;
  /** The carrier's tracking history of its parcel (issue 49), oldest first; empty without a label or an update. */
  tracking: TrackingStep[];
  /** A failed delivery attempt or a return to the shop, until the carrier says the parcel moves on. */
  parcelProblem: ParcelProblem | null;
  /** A birth list's gift (issue 50): who it is from and their message (the packing slip carries them); null otherwise. */
  gift: { from: string; message: string } | null;
  /**
   * A gift sent to the parents of its birth list (issue 50): their address, where the parcel goes (the back-office's,
   * labels', slips'); what the buyer reads of it is its city only (buyer-view.ts). Null: it goes to `recipientAddress`.
   */
  giftDelivery: ({ city: string } & Record<string, unknown>) | null;
  /** Its fiscal documents as issued (issue 33): the fatura-recibo and credit notes, each with its PDF's address. */
  documents: { id: string; kind: "invoice_receipt" | "credit_note"; number: string; url: string }[];
  items: {
    productId: number;
    variantId: number | null;
    quantity: number;
    unitPriceCents: number;
    /** The code's discount on this line (issue 47): the page shows it; the refunds and the invoice read it. */
    discountCents: number;
    productName: string;
    imageKey: string | null;
    size: string | null;
    color: string | null;
    packCount: number | null;
  }[];
}

type OrderRow = {
  id: string;
  user_id: string | null;
  status: string;
  created_at: string;
  paid_at: string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  shipping_country: string;
  shipping_postal_code: string;
  shipping_service_name: string;
  shipping_delay: string;
  recipient_address: string | null;
  payment_provider: string | null;
  payment_session_id: string | null;
  payment_expires_at: string | null;
  payment_method: AsyncPaymentMethod | null;
  payment_reference: string | null;
  withdrawn_at: string | null;
  language: Lang;
  processing_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  carrier: string | null;
  carrier_name: string | null;
  tracking_number: string | null;
  transit_days_min: number | null;
  gift_from: string | null;
  gift_message: string | null;
  gift_delivery: string | null;
  transit_days_max: number | null;
  dispatch_by: string | null;
  delivery_from: string | null;
  delivery_to: string | null;
  tracking_history: string | null;
  parcel_problem: string | null;
};
type ItemRow = {
  order_id: string;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  unit_price_cents: number;
  discount_cents: number;
  product_name: string;
  image_key: string | null;
  size: string | null;
  color: string | null;
  color_es: string | null;
  pack_count: number | null;
};

const ORDER_COLUMNS =
  "id, user_id, status, created_at, paid_at, subtotal_cents, discount_cents, shipping_cents, total_cents, shipping_country, shipping_postal_code, shipping_service_name, shipping_delay, recipient_address, payment_provider, payment_session_id, payment_expires_at, payment_method, payment_reference, withdrawn_at, language, processing_at, shipped_at, delivered_at, carrier, carrier_name, tracking_number, transit_days_min, transit_days_max, dispatch_by, delivery_from, delivery_to, gift_from, gift_message, gift_delivery, " +
  // The carrier's tracking of its parcel (issue 49): its history, newest last, and a failed attempt or a return.
  "(SELECT tracking_history FROM shipping_labels l WHERE l.order_id = orders.id AND l.kind = 'outbound') AS tracking_history, " +
  "(SELECT problem FROM shipping_labels l WHERE l.order_id = orders.id AND l.kind = 'outbound') AS parcel_problem";

/** Orders with their lines, read back for the customer, the success page and the confirmation e-mail. */
export function orderReadsRepo(db: Db) {
  const d1 = db.$client;
  async function withItems(rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((_, n) => `?${n + 1}`).join(",");
    const [itemRows, documentRows, refundRows] = await d1.batch([
      d1
        .prepare(
          `SELECT i.order_id, i.product_id, i.variant_id, i.quantity, i.unit_price_cents, i.discount_cents, i.product_name, i.image_key, v.size, v.color, c.name_es AS color_es, v.pack_count
           FROM order_items i LEFT JOIN product_variants v ON v.id = i.variant_id LEFT JOIN color_names c ON c.color = v.color
           WHERE i.order_id IN (${ids}) ORDER BY i.rowid`,
        )
        .bind(...rows.map((r) => r.id)),
      // The fiscal documents issued for them (issue 33): the invoice, then any credit notes.
      d1
        .prepare(`SELECT order_id, id, kind, number FROM invoice_documents WHERE order_id IN (${ids}) AND status = 'issued' ORDER BY created_at, rowid`)
        .bind(...rows.map((r) => r.id)),
      // The shop's refunds the provider confirmed (issue 44): the stray payments given back are not the order's.
      d1
        .prepare(
          `SELECT order_id, amount_cents, coalesce(refunded_at, created_at) AS refunded_at FROM order_refunds
           WHERE order_id IN (${ids}) AND reason = 'shop' AND status = 'succeeded' ORDER BY refunded_at, rowid`,
        )
        .bind(...rows.map((r) => r.id)),
    ]);
    const refunds = (refundRows?.results ?? []) as { order_id: string; amount_cents: number; refunded_at: string }[];
    const items = (itemRows?.results ?? []) as ItemRow[];
    const documents = (documentRows?.results ?? []) as { order_id: string; id: string; kind: "invoice_receipt" | "credit_note"; number: string }[];
    return rows.map((r) => {
      const own = refunds.filter((f) => f.order_id === r.id).map((f) => ({ amountCents: f.amount_cents, refundedAt: f.refunded_at }));
      const refundedCents = own.reduce((sum, f) => sum + f.amountCents, 0);
      const refund = refundStateOf(r.total_cents, refundedCents);
      return {
        id: r.id,
        userId: r.user_id,
        status: r.status,
        createdAt: r.created_at,
        paidAt: r.paid_at,
        subtotalCents: r.subtotal_cents,
        discountCents: r.discount_cents,
        shippingCents: r.shipping_cents,
        totalCents: r.total_cents,
        shippingCountry: r.shipping_country,
        shippingPostalCode: r.shipping_postal_code,
        shippingServiceName: r.shipping_service_name,
        shippingDelay: r.shipping_delay,
        recipientAddress: r.recipient_address ? (JSON.parse(r.recipient_address) as Record<string, unknown>) : null,
        paymentProvider: r.payment_provider,
        paymentSessionId: r.payment_session_id,
        paymentExpiresAt: r.payment_expires_at,
        paymentMethod: r.payment_method,
        paymentReference: r.payment_reference ? (JSON.parse(r.payment_reference) as PaymentReference) : null,
        withdrawnAt: r.withdrawn_at,
        // Refunded in full, there is nothing left to withdraw from (issue 44).
        withdrawableUntil:
          refund === "full"
            ? null
            : withdrawableUntil({
                status: r.status,
                paidAt: r.paid_at,
                shippingDelay: r.shipping_delay,
                withdrawnAt: r.withdrawn_at,
                deliveredAt: r.delivered_at,
              }),
        refunds: own,
        refundedCents,
        refund,
        language: r.language,
        processingAt: r.processing_at,
        shippedAt: r.shipped_at,
        deliveredAt: r.delivered_at,
        carrier: r.carrier,
        carrierName: r.carrier_name,
        trackingNumber: r.tracking_number,
        trackingUrl: trackingUrl(r.carrier, r.tracking_number),
        transitDays: r.transit_days_min !== null && r.transit_days_max !== null ? [r.transit_days_min, r.transit_days_max] : null,
        gift: r.gift_from !== null ? { from: r.gift_from, message: r.gift_message ?? "" } : null,
        giftDelivery: r.gift_delivery ? (JSON.parse(r.gift_delivery) as { city: string } & Record<string, unknown>) : null,
        promise: r.dispatch_by && r.delivery_from && r.delivery_to ? { dispatchBy: r.dispatch_by, from: r.delivery_from, to: r.delivery_to } : null,
        tracking: r.tracking_history ? (JSON.parse(r.tracking_history) as TrackingStep[]) : [],
        parcelProblem: (r.parcel_problem as ParcelProblem | null) ?? null,
        documents: documents.filter((d) => d.order_id === r.id).map((d) => ({ id: d.id, kind: d.kind, number: d.number, url: `/api/invoices/${d.id}/pdf` })),
        items: items
          .filter((i) => i.order_id === r.id)
          .map((i) => ({
            productId: i.product_id,
            variantId: i.variant_id,
            quantity: i.quantity,
            unitPriceCents: i.unit_price_cents,
            discountCents: i.discount_cents,
            productName: i.product_name,
            imageKey: i.image_key,
            size: i.size,
            // The colour in the order's language, like the product name it keeps (decisions/0041).
            color: r.language === "es" ? (i.color_es ?? i.color) : i.color,
            packCount: i.pack_count,
          })),
      };
    });
  }
  return {
    /** The customer's orders, newest first (at most 100: the list page shows recent ones). */
    async listForUser(userId: string) {
      const { results } = await d1
        .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 100`)
        .bind(userId)
        .all<OrderRow>();
      return withItems(results);
    },
    /** One order of this customer, or null (another customer's id included). */
    async byIdForUser(userId: string, id: string) {
      const row = await d1.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?1 AND user_id = ?2`).bind(id, userId).first<OrderRow>();
      return row ? ((await withItems([row]))[0] ?? null) : null;
    },
    /**
     * The customer's newest order still waiting for them to pay (the pending-order dialog, SPEC §4): one whose
     * Multibanco reference or MB WAY request is out is waiting for the bank instead, and is not offered again.
     */
    async pendingForUser(userId: string) {
      const row = await d1
        .prepare(
          `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ?1 AND status = 'pending' AND payment_method IS NULL ORDER BY created_at DESC, rowid DESC LIMIT 1`,
        )
        .bind(userId)
        .first<OrderRow>();
      return row ? ((await withItems([row]))[0] ?? null) : null;
    },
    /** Until when the order's stock is held for a card payment (set by its first payment page), or null. */
    async holdOf(id: string) {
      return (await d1.prepare("SELECT hold_expires_at AS h FROM orders WHERE id = ?1").bind(id).first<{ h: string | null }>())?.h ?? null;
    },
    /**
     * The payments that complete later the order may be paid with (shared/order-payment.ts asyncPaymentMethodsFor): none
     * for a delivery outside Portugal (issue 44), Multibanco only when its customer verified their e-mail (decisions/0050;
     * migrations/0032 refuses it otherwise).
     */
    async asyncMethodsAllowed(id: string): Promise<AsyncPaymentMethod[]> {
      const row = await d1
        .prepare(
          "SELECT o.shipping_country AS country, u.email_verified_at IS NOT NULL AS verified FROM orders o LEFT JOIN users u ON u.id = o.user_id WHERE o.id = ?1",
        )
        .bind(id)
        .first<{ country: string; verified: number | null }>();
      return row ? asyncPaymentMethodsFor(row.country, row.verified === 1) : [];
    },
    async byId(id: string) {
      const row = await d1.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?1`).bind(id).first<OrderRow>();
      return row ? ((await withItems([row]))[0] ?? null) : null;
    },
  };
}
export type OrderReadsRepo = ReturnType<typeof orderReadsRepo>;
