import { carrierName } from "../../../shared/carriers";
import { copies } from "../../../shared/copy";
import { pathsFor } from "../../../shared/page-tables";
import { withdrawableUntil } from "../../../shared/withdrawal";
import type { Mail } from "../../integrations/mailer";
import { formatDayIn, formatLisbonDayIn } from "../../lib/formats-in";
import { type OrderLink, orderLinkLine } from "../../lib/order-link";
import type { OrderView } from "./order-reads.repo";

const firstName = (order: OrderView) => ((order.recipientAddress ?? {}) as Record<string, string | undefined>).firstName ?? "";

/** The greeting, the body, the link to the order (issue 44; without one, where to follow it), the signature. */
function mail(order: OrderView, to: string, subject: string, body: string[], link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const follow = link ? orderLinkLine(order.language, link) : t.fulfilmentMail.outro;
  return { to, subject, text: [t.mail.greeting(firstName(order)), "", ...body, "", follow, "", t.mail.signature].join("\n") };
}

/** EM PROCESSAMENTO: the order is being prepared. In the order's language, as every order e-mail. */
export function orderProcessingMail(order: OrderView, to: string, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const number = t.number(order.id);
  return mail(order, to, t.fulfilmentMail.processingSubject(number), [t.fulfilmentMail.processing(number)], link);
}

/** ENVIADO: the carrier, the tracking number and the carrier's tracking page (shared/carriers.ts). */
export function orderShippedMail(
  order: OrderView,
  to: string,
  carrier: string,
  trackingNumber: string,
  url: string | null,
  typedCarrier: string | null = null,
  link?: OrderLink,
): Mail {
  const t = copies[order.language].orders;
  const m = t.fulfilmentMail;
  const number = t.number(order.id);
  // 'Outra' names the carrier the member typed (issue 44), never 'outra transportadora'.
  const name = carrierName(carrier, m.otherCarrier, typedCarrier);
  return mail(
    order,
    to,
    m.shippedSubject(number),
    [m.shipped(number), m.carrier(name), m.trackingNumber(trackingNumber), ...(url ? [m.trackingLink(url)] : [])],
    link,
  );
}

/** The carrier has the parcel out for delivery (issue 49): it should arrive today. Sent once, the first time it is. */
export function orderOutForDeliveryMail(order: OrderView, to: string, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const number = t.number(order.id);
  return mail(order, to, t.fulfilmentMail.outForDeliverySubject(number), [t.fulfilmentMail.outForDelivery(number)], link);
}

/**
 * ENTREGUE: the day, and until when the customer may withdraw (14 days from it, DL 24/2014 art. 10): the date the API
 * gives 'Meus Pedidos' for the delivered order, from the one rule (shared/withdrawal.ts `withdrawableUntil`, issue 44).
 */
export function orderDeliveredMail(order: OrderView, to: string, deliveredAt: string, shop?: { origin: string }, link?: OrderLink): Mail {
  const t = copies[order.language].orders;
  const m = t.fulfilmentMail;
  const number = t.number(order.id);
  const until = withdrawableUntil({ ...order, status: "delivered", deliveredAt });
  return mail(
    order,
    to,
    m.deliveredSubject(number),
    [
      m.delivered(number, formatDayIn(order.language, deliveredAt)),
      ...(until ? [m.withdrawalFromDelivery(formatLisbonDayIn(order.language, until))] : []),
      // The withdrawal page the sentence names (issue 44).
      ...(until && shop ? [t.mail.withdrawalPage(`${shop.origin}${pathsFor(order.language).withdrawal}`)] : []),
    ],
    link,
  );
}
