import { LANG } from "#copy/language";
import { orderPagesCopy } from "#copy/order-pages";
import { ordersCopy } from "#copy/orders";
import { shopCopy } from "#copy/shop";
import { withdrawalCopy } from "#copy/withdrawal";
import { LOCALE } from "./languages";
import type { TrackingStatus } from "./parcel-tracking";
import type { RefundState } from "./refunds";
import { variantLabel } from "./variants";

/**
 * How an order reads on the orders page and the success page (SPEC §2, §9; DESIGN §6.1: euro and pt-PT dates).
 * Pure, so unit tests cover them.
 */

/** The statuses SPEC §4 names, in the order an order goes through them. */
export const ORDER_STATUSES = ["pending", "paid", "processing", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const isKnownStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

/** REEMBOLSADO / REEMBOLSADO PARCIALMENTE, or null when nothing was refunded. */
export const refundStateLabel = (refund: RefundState) =>
  refund === "full" ? orderPagesCopy.orderPages.refundedStatus : refund === "partial" ? orderPagesCopy.orderPages.partlyRefundedStatus : null;

/**
 * SPEC §2: PENDENTE, EM PROCESSAMENTO, ENVIADO, ENTREGUE, CANCELADO (and PAGO); an unknown status shows raw, uppercase.
 * A paid order refunded in full reads REEMBOLSADO (issue 44), else one the customer withdrew from reads DESISTÊNCIA
 * REGISTADA, wherever it is shown. A cancelled order stays CANCELADO (its refund is shown beside it).
 */
export function orderStatusLabel(status: string, withdrawnAt: string | null = null, refund: RefundState = null): string {
  if (refund === "full" && isPaidStatus(status)) return orderPagesCopy.orderPages.refundedStatus;
  if (withdrawnAt && isPaidStatus(status)) return orderPagesCopy.orderPages.withdrawnStatus;
  return isKnownStatus(status) ? orderPagesCopy.orderPages.status[status] : status.toUpperCase();
}

/** A step of the carrier's tracking in words (issue 49). */
export const trackingStatusLabel = (status: TrackingStatus) => orderPagesCopy.orderPages.trackingStatus[status];

/** Paid and every step after it: the customer's money was taken (the success page clears the cart then). */
export function isPaidStatus(status: string): boolean {
  return status === "paid" || status === "processing" || status === "shipped" || status === "delivered";
}

/** SPEC §9: the last 8 characters of the id, uppercase. */
export const orderNumber = (id: string) => ordersCopy.orders.number(id);

/** The shop is in Portugal: an order's date is the day in Lisbon, written the Portuguese way (05/03/2026). */
const dateFormat = new Intl.DateTimeFormat(LOCALE[LANG], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" });

export function formatOrderDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : dateFormat.format(d);
}

/** A line's chosen options ("0-3 meses · Branco · Embalagem de 3"); empty for a product without options. */
export function orderLineOptions(line: { size: string | null; color: string | null; packCount: number | null }): string {
  return variantLabel(line, shopCopy.product.packOf);
}

export const lineTotalCents = (line: { unitPriceCents: number; quantity: number }) => line.unitPriceCents * line.quantity;

/** The country's name for a code the shop delivers to (the code itself when it is not one the shop names). */
export function countryName(code: string): string {
  const names: Record<string, string> = shopCopy.shipping.countryNames;
  return names[code] ?? code;
}

/** A payment deadline in Lisbon's date and time, the way a Portuguese customer reads it (25/11/2026, 14:05). */
const deadlineFormat = new Intl.DateTimeFormat(LOCALE[LANG], { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Lisbon" });
export const formatDeadline = (iso: string) => deadlineFormat.format(new Date(iso));

/** A moment in Lisbon's date and time, spelled out: '25/11/2026 às 14:05 (hora de Lisboa)' (the withdrawal's acknowledgement). */
const timeFormat = new Intl.DateTimeFormat(LOCALE[LANG], { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Lisbon" });
export const formatLisbonMoment = (iso: string) => withdrawalCopy.withdrawal.moment(formatOrderDate(iso), timeFormat.format(new Date(iso)));
