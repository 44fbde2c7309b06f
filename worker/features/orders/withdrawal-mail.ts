import { copy } from "../../../shared/copy";
import { formatCents } from "../../../shared/money";
import { formatLisbonMoment, orderLineOptions } from "../../../shared/order-display";
import type { Mail } from "../../integrations/mailer";
import type { OrderView } from "./order-reads.repo";

const t = copy.withdrawal.mail;

/**
 * The acknowledgement of a withdrawal, sent as soon as it is recorded (Directive 2011/83/EU art. 11a: on a durable
 * medium, with its date and time): the order, when, and what happens next (return, refund with standard delivery).
 */
export function withdrawalMail(order: OrderView, withdrawnAt: string, to: string): Mail {
  const number = copy.orders.number(order.id);
  const a = (order.recipientAddress ?? {}) as Record<string, string | undefined>;
  const lines = order.items.map((i) => {
    const extra = orderLineOptions(i);
    return `- ${i.quantity} × ${i.productName}${extra ? ` (${extra})` : ""}`;
  });
  const text = [
    copy.orders.mail.greeting(a.firstName ?? ""),
    "",
    t.intro(number, formatLisbonMoment(withdrawnAt)),
    t.keep,
    "",
    t.lines,
    ...lines,
    `${t.total}: ${formatCents(order.totalCents)}`,
    "",
    t.nextTitle,
    ...t.next,
    "",
    copy.orders.mail.signature,
  ].join("\n");
  return { to, subject: t.subject(number), text };
}
