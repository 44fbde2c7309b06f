import { copies } from "../../../shared/copy";
import { formatReference } from "../../../shared/order-payment";
import type { RefundReason } from "../../db/schema-orders";
import type { Mail } from "../../integrations/mailer";
import { formatCentsIn } from "../../lib/formats-in";
import { type OrderLink, orderLinkLine } from "../../lib/order-link";
import type { OrderView } from "./order-reads.repo";

/** Why an order was cancelled, as the cancellation e-mail says it. */
export type CancelReason = "customer" | "expired" | "failed";

const firstName = (order: OrderView) => ((order.recipientAddress ?? {}) as Record<string, string | undefined>).firstName ?? "";

/** An order e-mail as they all read: the greeting, the body's lines, the link to the order (issue 44), the signature (in the order's language). */
function letter(order: OrderView, to: string, subject: string, body: string[], link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const toOrder = link ? ["", orderLinkLine(order.language, link)] : [];
  return { to, subject, text: [t.mail.greeting(firstName(order)), "", ...body, ...toOrder, "", t.mail.signature].join("\n") };
}

/**
 * The cancellation: why, that nothing was charged, and, when a Multibanco reference or an MB WAY request was out, not
 * to pay it; a welcome code used by the order is said to be free again. In the order's language, as every order e-mail.
 */
export function orderCancelledMail(order: OrderView, to: string, reason: CancelReason, discountCode: string | null, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const number = t.number(order.id);
  const m = t.cancelledMail;
  const ref = order.paymentReference;
  const warning =
    order.paymentMethod === "multibanco" && ref
      ? [m.multibanco(ref.entity, formatReference(ref.reference))]
      : order.paymentMethod === "mb_way"
        ? [m.mbWay]
        : [];
  return letter(
    order,
    to,
    m.subject(number),
    [
      m.intro(number),
      reason === "customer" ? m.byCustomer : reason === "expired" ? m.expired : m.failed,
      ...warning,
      ...(discountCode ? [m.codeBack(discountCode)] : []),
      "",
      m.outro,
    ],
    link,
  );
}

/** A paid order the shop cancelled before sending it (issue 32): sorry, and the money that is coming back (when any is left). */
export function orderCancelledByShopMail(order: OrderView, to: string, refundCents: number, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const number = t.number(order.id);
  const m = t.cancelledMail;
  return letter(
    order,
    to,
    m.subject(number),
    [m.byShop(number), ...(refundCents > 0 ? [m.refunded(formatCentsIn(order.language, refundCents))] : []), "", m.outro],
    link,
  );
}

/** A payment given back in full: how much, why, and how it comes back. */
export function orderRefundMail(order: OrderView, to: string, amountCents: number, reason: RefundReason, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const number = t.number(order.id);
  const m = t.refundMail;
  const amount = formatCentsIn(order.language, amountCents);
  return letter(
    order,
    to,
    m.subject(number),
    [...(reason === "shop" ? [m.byShop(number, amount)] : [m.intro(number, amount), reason === "paid_twice" ? m.paidTwice : m.orderNotPending]), m.outro],
    link,
  );
}
