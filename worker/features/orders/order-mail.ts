import { copies } from "../../../shared/copy";
import { pathsFor } from "../../../shared/page-tables";
import { outsideEuVatArea } from "../../../shared/shipping";
import { traderLine } from "../../../shared/shop-info";
import { LOCAL_TAX } from "../../../shared/vat-free-prices";
import type { Mail } from "../../integrations/mailer";
import { countryNameIn, formatCentsIn, withdrawalFormTextIn } from "../../lib/formats-in";
import type { OrderView } from "./order-reads.repo";

/** Where the shop is reached: the sender's address (MAIL_FROM, or the default one), its public origin and the company. */
export interface ShopContact {
  origin: string;
  from: string;
  /** The trader named on the model withdrawal form: name, postal address and e-mail. */
  company: { name: string; address: string; email: string };
}

/**
 * The order confirmation, in the order's language: lines, totals, delivery, address, the 14-day right of withdrawal
 * with the ways to use it, and the model withdrawal form (Directive 2011/83/EU annex I(B)).
 */
export function orderConfirmationMail(order: OrderView, to: string, shop: ShopContact, guestLink?: string): Mail {
  const lang = order.language;
  const t = copies[lang].orders.mail;
  const formatCents = (cents: number) => formatCentsIn(lang, cents);
  const number = copies[lang].orders.number(order.id);
  const a = (order.recipientAddress ?? {}) as Record<string, string | null | undefined>;
  const option = (v: OrderView["items"][number]) => [v.size, v.color, v.packCount ? `${v.packCount}` : null].filter(Boolean).join(", ");
  // Delivered outside the EU's VAT territory, the order was charged without VAT (decisions/0054): the total says so.
  const vatFree = outsideEuVatArea(order.shippingCountry, order.shippingPostalCode);
  const c = copies[lang].checkout;
  const lines = order.items.map((i) => {
    const extra = option(i);
    return `- ${i.quantity} × ${i.productName}${extra ? ` (${extra})` : ""}: ${formatCents(i.unitPriceCents * i.quantity)}`;
  });
  const text = [
    t.greeting(a.firstName ?? ""),
    "",
    t.intro(number),
    // A guest's order (issue 44): its page, reached by this link without an account.
    ...(guestLink ? ["", t.guestOrderLink(guestLink)] : []),
    "",
    t.lines,
    ...lines,
    "",
    `${t.subtotal}: ${formatCents(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`${t.discount}: -${formatCents(order.discountCents)}`] : []),
    `${t.delivery(order.shippingServiceName, order.shippingDelay)}: ${order.shippingCents === 0 ? t.free : formatCents(order.shippingCents)}`,
    `${vatFree ? `${c.total} (${c.withoutVat})` : t.total}: ${formatCents(order.totalCents)}`,
    ...(vatFree ? [c.withoutVatNote(LOCAL_TAX[vatFree])] : []),
    "",
    t.address,
    [
      a.fullName,
      `${a.address ?? ""} ${a.number ?? ""}${a.complement ? `, ${a.complement}` : ""}`,
      `${a.zipCode ?? ""} ${a.city ?? ""}`,
      a.state,
      countryNameIn(lang, order.shippingCountry),
    ]
      .filter(Boolean)
      .join("\n"),
    "",
    t.withdrawalTitle,
    t.withdrawal,
    t.withdrawalPage(`${shop.origin}${pathsFor(lang).withdrawal}`),
    "",
    withdrawalFormTextIn(lang, traderLine(shop.company)),
    "",
    t.signature.replace("\\n", "\n"),
  ].join("\n");
  return { to, subject: t.subject(number), text };
}
