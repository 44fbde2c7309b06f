import { copy } from "../../../shared/copy";
import { formatCents } from "../../../shared/money";
import { countryName } from "../../../shared/order-display";
import { paths } from "../../../shared/paths";
import { traderLine } from "../../../shared/shop-info";
import { withdrawalFormText } from "../../../shared/withdrawal-form";
import type { Mail } from "../../integrations/mailer";
import type { OrderView } from "./order-reads.repo";

const t = copy.orders.mail;

/** Where the shop is reached: the sender's address (MAIL_FROM, or the default one), its public origin and the company. */
export interface ShopContact {
  origin: string;
  from: string;
  /** The trader named on the model withdrawal form: name, postal address and e-mail. */
  company: { name: string; address: string; email: string };
}

/**
 * The order confirmation (Portuguese): lines, totals, delivery, address, the 14-day right of withdrawal with the ways
 * to use it, and the model withdrawal form (Directive 2011/83/EU annex I(B)).
 */
export function orderConfirmationMail(order: OrderView, to: string, shop: ShopContact): Mail {
  const number = copy.orders.number(order.id);
  const a = (order.recipientAddress ?? {}) as Record<string, string | null | undefined>;
  const option = (v: OrderView["items"][number]) => [v.size, v.color, v.packCount ? `${v.packCount}` : null].filter(Boolean).join(", ");
  const lines = order.items.map((i) => {
    const extra = option(i);
    return `- ${i.quantity} × ${i.productName}${extra ? ` (${extra})` : ""}: ${formatCents(i.unitPriceCents * i.quantity)}`;
  });
  const text = [
    t.greeting(a.firstName ?? ""),
    "",
    t.intro(number),
    "",
    t.lines,
    ...lines,
    "",
    `${t.subtotal}: ${formatCents(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`${t.discount}: -${formatCents(order.discountCents)}`] : []),
    `${t.delivery(order.shippingServiceName, order.shippingDelay)}: ${order.shippingCents === 0 ? t.free : formatCents(order.shippingCents)}`,
    `${t.total}: ${formatCents(order.totalCents)}`,
    "",
    t.address,
    [
      a.fullName,
      `${a.address ?? ""} ${a.number ?? ""}${a.complement ? `, ${a.complement}` : ""}`,
      `${a.zipCode ?? ""} ${a.city ?? ""}`,
      a.state,
      countryName(order.shippingCountry),
    ]
      .filter(Boolean)
      .join("\n"),
    "",
    t.withdrawalTitle,
    t.withdrawal,
    t.withdrawalPage(`${shop.origin}${paths.withdrawal}`),
    "",
    withdrawalFormText(traderLine(shop.company)),
    "",
    t.signature.replace("\\n", "\n"),
  ].join("\n");
  return { to, subject: t.subject(number), text };
}
