import { copies } from "../../../shared/copy";
import { goodsWereSent } from "../../../shared/withdrawal";
import type { Mail } from "../../integrations/mailer";
import { formatCentsIn, formatLisbonMomentIn, orderLineOptionsIn } from "../../lib/formats-in";
import { type OrderLink, orderLinkLine } from "../../lib/order-link";
import type { OrderView } from "./order-reads.repo";

/**
 * The acknowledgement of a withdrawal, sent as soon as it is recorded (Directive 2011/83/EU art. 11a: on a durable
 * medium, with its date and time): the order, when, and what happens next: the return and the refund with standard
 * delivery, or, when the order had not been sent (issue 44), no return at all and the refund without delay. In the
 * order's language.
 */
export function withdrawalMail(order: OrderView, withdrawnAt: string, to: string, link?: OrderLink): Mail {
  const lang = order.language;
  const copy = copies[lang];
  const t = copy.withdrawal.mail;
  const number = copy.orders.number(order.id);
  const a = (order.recipientAddress ?? {}) as Record<string, string | undefined>;
  const lines = order.items.map((i) => {
    const extra = orderLineOptionsIn(lang, i);
    return `- ${i.quantity} × ${i.productName}${extra ? ` (${extra})` : ""}`;
  });
  const text = [
    copy.orders.mail.greeting(a.firstName ?? ""),
    "",
    t.intro(number, formatLisbonMomentIn(lang, withdrawnAt)),
    t.keep,
    "",
    t.lines,
    ...lines,
    `${t.total}: ${formatCentsIn(lang, order.totalCents)}`,
    "",
    t.nextTitle,
    ...(goodsWereSent(order) ? t.next : t.nextNotSent),
    ...(link ? ["", orderLinkLine(lang, link)] : []),
    "",
    copy.orders.mail.signature,
  ].join("\n");
  return { to, subject: t.subject(number), text };
}
