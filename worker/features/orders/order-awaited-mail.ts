import { copies } from "../../../shared/copy";
import { formatReference } from "../../../shared/order-payment";
import type { Mail } from "../../integrations/mailer";
import { formatCentsIn, formatLisbonMomentIn } from "../../lib/formats-in";
import { type OrderLink, orderLinkLine } from "../../lib/order-link";
import type { OrderView } from "./order-reads.repo";

/**
 * Sent once when a Multibanco reference is issued or an MB WAY request is out, in the order's language: how to pay, how
 * much, until when.
 */
export function orderAwaitedMail(order: OrderView, to: string, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const number = t.number(order.id);
  const a = (order.recipientAddress ?? {}) as Record<string, string | undefined>;
  const ref = order.paymentReference;
  const how =
    order.paymentMethod === "multibanco" && ref
      ? [t.awaited.multibancoTitle, `${t.awaited.entity}: ${ref.entity}`, `${t.awaited.reference}: ${formatReference(ref.reference)}`, t.awaited.multibancoHint]
      : [t.awaited.mbWayTitle, t.awaited.mbWayHint];
  const text = [
    t.mail.greeting(a.firstName ?? ""),
    "",
    t.awaitedMail.intro(number),
    "",
    ...how,
    `${t.awaited.amount}: ${formatCentsIn(order.language, order.totalCents)}`,
    ...(order.paymentExpiresAt ? [`${t.awaited.deadline}: ${formatLisbonMomentIn(order.language, order.paymentExpiresAt)}`] : []),
    "",
    t.awaitedMail.outro,
    ...(link ? ["", orderLinkLine(order.language, link)] : []),
    "",
    t.mail.signature.replace("\\n", "\n"),
  ].join("\n");
  return { to, subject: t.awaitedMail.subject(number), text };
}
