import { ADMIN_PATH } from "../../../shared/admin-path";
import { copies } from "../../../shared/copy";
import { ownerNotificationsCopy } from "../../../shared/copy/back-office/owner-notifications";
import { goodsWereSent, withdrawalRefundDeadline } from "../../../shared/withdrawal";
import { countryNameIn, formatCentsIn, formatLisbonMomentIn, orderLineOptionsIn } from "../../lib/formats-in";

/**
 * The owners' e-mails (issue 44, decisions/0056), in Portuguese (the back-office's language) whatever the order's: what
 * happened, what to do, the back-office page to do it on, and where to choose these e-mails.
 */
const m = ownerNotificationsCopy.mail;
const pt = copies.pt;
const lisbonDay = new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" });

/** The back-office's pages the e-mails link to, from the shop's configured origin (never a request's Host). */
export const ownerLinks = (origin: string) => {
  const admin = `${origin}${ADMIN_PATH}`;
  return {
    order: (orderId: string) => `${admin}/encomendas/${encodeURIComponent(orderId)}`,
    reviews: `${admin}/avaliacoes`,
    settings: `${admin}/equipa#avisos`,
  };
};

const footer = (origin: string) => ["", m.why(ownerLinks(origin).settings), m.signature];

/**
 * What the owners' e-mails read of an order: the part of the orders' view they need, declared here so this folder,
 * which orders write notices through, never imports orders back.
 */
export interface OwnerMailOrder {
  id: string;
  status: string;
  shippedAt: string | null;
  totalCents: number;
  discountCents: number;
  shippingCents: number;
  shippingCountry: string;
  shippingPostalCode: string;
  shippingServiceName: string;
  items: { quantity: number; productName: string; unitPriceCents: number; size: string | null; color: string | null; packCount: number | null }[];
}
const lineOptions = (i: OwnerMailOrder["items"][number]) => orderLineOptionsIn("pt", i);

/** A new paid order: its number, lines, discount, delivery and total, and its page. */
export function ownerOrderPaidMail(order: OwnerMailOrder, paidAt: string, origin: string) {
  const t = m.orderPaid;
  const number = pt.orders.number(order.id);
  const total = formatCentsIn("pt", order.totalCents);
  const text = [
    t.intro(number, formatLisbonMomentIn("pt", paidAt)),
    "",
    t.lines,
    ...order.items.map((i) => t.line(i.quantity, i.productName, lineOptions(i), formatCentsIn("pt", i.unitPriceCents * i.quantity))),
    ...(order.discountCents > 0 ? [t.discount(formatCentsIn("pt", order.discountCents))] : []),
    t.shipping(order.shippingServiceName, formatCentsIn("pt", order.shippingCents)),
    t.total(total),
    t.destination(order.shippingPostalCode, countryNameIn("pt", order.shippingCountry)),
    "",
    m.open(ownerLinks(origin).order(order.id)),
    ...footer(origin),
  ].join("\n");
  return { subject: t.subject(number, total), text };
}

/** A withdrawal: when it was received and the refund's deadline, by the shop's one rule (shared/withdrawal.ts). */
export function ownerWithdrawalMail(order: OwnerMailOrder, withdrawnAt: string, origin: string) {
  const t = m.withdrawal;
  const number = pt.orders.number(order.id);
  const deadline = lisbonDay.format(new Date(withdrawalRefundDeadline(withdrawnAt)));
  const status = ((pt.orderPages.status as Record<string, string>)[order.status] ?? order.status).toLowerCase();
  const text = [
    t.intro(number, formatLisbonMomentIn("pt", withdrawnAt)),
    t.deadline(deadline),
    goodsWereSent(order) ? t.sent : t.notSent,
    t.status(status),
    "",
    t.lines,
    ...order.items.map((i) => t.line(i.quantity, i.productName, lineOptions(i))),
    t.total(formatCentsIn("pt", order.totalCents)),
    "",
    m.open(ownerLinks(origin).order(order.id)),
    ...footer(origin),
  ].join("\n");
  return { subject: t.subject(number, deadline), text };
}

/** A fiscal document the invoicing program refused for good: which, the program's error, and where to try again. */
export function ownerInvoiceFailedMail(doc: { orderId: string; kind: "invoice_receipt" | "credit_note"; attempts: number; error: string }, origin: string) {
  const t = m.invoiceFailed;
  const number = pt.orders.number(doc.orderId);
  const kind = t.kinds[doc.kind];
  const text = [
    t.intro(kind, number, doc.attempts),
    t.error(doc.error.slice(0, 500)),
    "",
    t.next,
    m.open(ownerLinks(origin).order(doc.orderId)),
    ...footer(origin),
  ].join("\n");
  return { subject: t.subject(kind, number), text };
}

/** A new review: the product, the stars, the customer's words as written, and the moderation page. */
export function ownerReviewMail(r: { productName: string; rating: number; title: string | null; body: string | null }, origin: string) {
  const t = m.reviewPending;
  const text = [
    t.intro(r.productName, r.rating),
    "",
    ...(r.title ? [t.title(r.title)] : []),
    r.body ? t.body(r.body) : t.noText,
    "",
    t.next,
    m.open(ownerLinks(origin).reviews),
    ...footer(origin),
  ].join("\n");
  return { subject: t.subject(r.productName, r.rating), text };
}
