import { z } from "zod";
import { validationCopy } from "#copy/validation";
import { withdrawalCopy } from "#copy/withdrawal";
import { emailSchema } from "./account-rules";
import { copyKeys } from "./copy-keys";

const w = copyKeys(withdrawalCopy).withdrawal;

/**
 * The right of withdrawal (direito de livre resolução, DL 24/2014 art. 10; Directive 2011/83/EU art. 9 and 11a):
 * 14 days from the day the customer receives the goods. Until the back-office records the delivery (issue 32), the
 * period is counted from payment, with the latest delivery the order's delay allows, and never less than 30 days
 * (docs/decisions/0014-withdrawal.md, spec deviation W1); once delivered, from the delivery. Pure, so unit tests cover it.
 */

/** Statuses in which the goods were paid for: the contract exists and can be withdrawn from. */
export const WITHDRAWABLE_STATUSES = ["paid", "processing", "shipped", "delivered"] as const;

export const WITHDRAWAL_DAYS = 14;
/** Never less than this many days from payment, whatever the delivery text says. */
export const MIN_WITHDRAWAL_WINDOW_DAYS = 30;
/** A delivery text without a number ('N/A') counts as this many calendar days. */
const UNKNOWN_DELIVERY_DAYS = 16;
/** Public holidays and the weekend around a delivery window, on top of its working days. */
const HOLIDAY_MARGIN_DAYS = 4;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The latest delivery, in calendar days after payment, that a delay text like '3 a 5 dias úteis' allows. */
export function latestDeliveryDays(delay: string): number {
  const numbers = (delay.match(/\d+/g) ?? []).map(Number).filter((n) => Number.isFinite(n) && n > 0 && n < 365);
  if (numbers.length === 0) return UNKNOWN_DELIVERY_DAYS;
  // Working days read as calendar days with the weekends added (5 → 7), then a margin for holidays.
  return Math.ceil((Math.max(...numbers) * 7) / 5) + HOLIDAY_MARGIN_DAYS;
}

/** The last moment the customer can withdraw: payment + max(30 days, latest delivery + 14 days). */
export function withdrawalDeadline(paidAt: string, shippingDelay: string): string {
  const days = Math.max(MIN_WITHDRAWAL_WINDOW_DAYS, latestDeliveryDays(shippingDelay) + WITHDRAWAL_DAYS);
  return new Date(Date.parse(paidAt) + days * DAY_MS).toISOString();
}

/**
 * The shop must refund a withdrawal within 14 days of being told (DL 24/2014 art. 12; it may wait for the goods to
 * come back): the back-office's deadline for a withdrawal made at `withdrawnAt`.
 */
export const withdrawalRefundDeadline = (withdrawnAt: string) => new Date(Date.parse(withdrawnAt) + WITHDRAWAL_DAYS * DAY_MS).toISOString();

export const isWithdrawableStatus = (status: string) => (WITHDRAWABLE_STATUSES as readonly string[]).includes(status);

/** Lisbon's hour at a UTC moment (0 or 1 ahead of UTC: WET/WEST). */
const lisbonHour = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Europe/Lisbon" });

/**
 * The end of the 14 days from the day the goods were delivered (issue 32: the back-office records the day): the last
 * millisecond of the 14th day after it, in Lisbon (the day every page and e-mail writes).
 */
export function deliveredWithdrawalDeadline(deliveredAt: string): string {
  const nextDay = Date.parse(`${deliveredAt.slice(0, 10)}T00:00:00.000Z`) + (WITHDRAWAL_DAYS + 1) * DAY_MS;
  // Lisbon's midnight of that day: UTC's, less Lisbon's offset then (summer time starts and ends at 01:00 UTC).
  const offsetHours = Number(lisbonHour.format(new Date(nextDay))) % 24;
  return new Date(nextDay - offsetHours * 3_600_000 - 1).toISOString();
}

/**
 * THE withdrawal deadline (issue 44: one rule, one date everywhere): every place that states or checks it — the API's
 * order view ('Meus Pedidos', the order page), the 'entregue' e-mail, the withdrawal itself — calls this function.
 * Until when the order can still be withdrawn from, or null when it cannot be at all (not paid, cancelled, or already
 * withdrawn). Once delivered, 14 days from the delivery, as the law counts them for goods; never earlier than the
 * deadline counted from payment, which the customer was already shown (decisions/0042, 0058). The deadline may lie in
 * the past: the caller compares it with its clock.
 */
export function withdrawableUntil(order: {
  status: string;
  paidAt: string | null;
  shippingDelay: string;
  withdrawnAt: string | null;
  deliveredAt?: string | null;
}): string | null {
  if (order.withdrawnAt || !order.paidAt || !isWithdrawableStatus(order.status)) return null;
  const fromPayment = withdrawalDeadline(order.paidAt, order.shippingDelay);
  if (!order.deliveredAt) return fromPayment;
  const fromDelivery = deliveredWithdrawalDeadline(order.deliveredAt);
  return fromDelivery > fromPayment ? fromDelivery : fromPayment;
}

/**
 * Whether the goods had left the shop when the customer withdrew (issue 44). A withdrawn order is never prepared nor
 * sent afterwards (decisions/0042), so its status and dates still tell: before shipping there is nothing to send
 * back, nor for the shop to wait for; the refund is due at once (with the stock back).
 */
export const goodsWereSent = (order: { status: string; shippedAt?: string | null }) =>
  order.status === "shipped" || order.status === "delivered" || !!order.shippedAt;

/** How the customer withdrew: from their account ('Meus Pedidos') or the public page with number and e-mail. */
export const WITHDRAWAL_CHANNELS = ["account", "public"] as const;
export type WithdrawalChannel = (typeof WITHDRAWAL_CHANNELS)[number];

/** POST /api/withdrawals: the order number (last 8 characters of its id, shared/order-display.ts) and the customer's e-mail. */
export const publicWithdrawalSchema = z.object({
  orderNumber: z
    .string(w.orderNumberInvalid)
    .trim()
    .transform((v) => v.replace(/^#/, "").toUpperCase())
    .pipe(z.string().regex(/^[0-9A-F]{8}$/, w.orderNumberInvalid)),
  email: z.string(copyKeys(validationCopy).validation.email).pipe(emailSchema),
});
export type PublicWithdrawalRequest = z.infer<typeof publicWithdrawalSchema>;
