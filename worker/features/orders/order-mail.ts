import { copies } from "../../../shared/copy";
import { expectedDeliveryText } from "../../../shared/delivery-dates";
import { pathsFor } from "../../../shared/page-tables";
import { outsideEuVatArea } from "../../../shared/shipping";
import { traderLine } from "../../../shared/shop-info";
import { LOCAL_TAX } from "../../../shared/vat-free-prices";
import type { Mail } from "../../integrations/mailer";
import { countryNameIn, formatCentsIn, withdrawalFormTextIn } from "../../lib/formats-in";
import { type OrderLink, orderLinkLine } from "../../lib/order-link";
import type { OrderView } from "./order-reads.repo";

/** Where the shop is reached: the sender's address (MAIL_FROM, or the default one), its public origin and the company. */
export interface ShopContact {
  origin: string;
  from: string;
  /** The trader named on the model withdrawal form: name, postal address and e-mail. */
  company: { name: string; address: string; email: string };
}

/** A line's chosen size, colour and pack, as the order's e-mails and its packing slip write them. */
export const lineOptionsText = (v: Pick<OrderView["items"][number], "size" | "color" | "packCount">) =>
  [v.size, v.color, v.packCount ? `${v.packCount}` : null].filter(Boolean).join(", ");

/**
 * The delivery address's lines (issue 44): the recipient, the street, the freguesia (Spain: the barrio) when the address has one, the
 * postal code and city, the district or province only when it is not the city again, the country.
 */
export function addressLines(a: Record<string, string | null | undefined>, country: string): string[] {
  const same = (x?: string | null, y?: string | null) => (x ?? "").trim().toLocaleLowerCase("pt") === (y ?? "").trim().toLocaleLowerCase("pt");
  return [
    a.recipientName || a.fullName,
    `${a.address ?? ""} ${a.number ?? ""}`.trim() + (a.complement ? `, ${a.complement}` : ""),
    same(a.neighborhood, a.city) ? null : a.neighborhood,
    `${a.zipCode ?? ""} ${a.city ?? ""}`.trim(),
    same(a.state, a.city) ? null : a.state,
    country,
  ].filter((l): l is string => Boolean(l?.trim()));
}

/**
 * The order confirmation, in the order's language: lines, totals, delivery, address, the 14-day right of withdrawal
 * with the ways to use it, and the model withdrawal form (Directive 2011/83/EU annex I(B)); the link to the order.
 */
export function orderConfirmationMail(order: OrderView, to: string, shop: ShopContact, link?: OrderLink): Mail {
  const lang = order.language;
  const t = copies[lang].orders.mail;
  const formatCents = (cents: number) => formatCentsIn(lang, cents);
  const number = copies[lang].orders.number(order.id);
  const a = (order.recipientAddress ?? {}) as Record<string, string | null | undefined>;
  // Delivered outside the EU's VAT territory, the order was charged without VAT (decisions/0054): the total says so.
  const vatFree = outsideEuVatArea(order.shippingCountry, order.shippingPostalCode);
  const c = copies[lang].checkout;
  const lines = order.items.map((i) => {
    const extra = lineOptionsText(i);
    return `- ${i.quantity} × ${i.productName}${extra ? ` (${extra})` : ""}: ${formatCents(i.unitPriceCents * i.quantity)}`;
  });
  const text = [
    t.greeting(a.firstName ?? ""),
    "",
    t.intro(number),
    // The order's page (issue 44): 'Meus Pedidos', or a guest's order by its link without an account.
    ...(link ? ["", orderLinkLine(lang, link)] : []),
    "",
    t.lines,
    ...lines,
    "",
    `${t.subtotal}: ${formatCents(order.subtotalCents)}`,
    ...(order.discountCents > 0 ? [`${t.discount}: -${formatCents(order.discountCents)}`] : []),
    `${t.delivery(order.shippingServiceName, order.shippingDelay)}: ${order.shippingCents === 0 ? t.free : formatCents(order.shippingCents)}`,
    // The delivery promised when it was paid (issue 49).
    ...(order.promise ? [expectedDeliveryText(lang, order.promise)] : []),
    `${vatFree ? `${c.total} (${c.withoutVat})` : t.total}: ${formatCents(order.totalCents)}`,
    ...(vatFree ? [c.withoutVatNote(LOCAL_TAX[vatFree])] : []),
    "",
    t.address,
    // A gift sent to the parents (issue 50): the buyer reads only the city.
    ...(order.giftDelivery
      ? [copies[lang].birthLists.gift.deliveredToParents(order.giftDelivery.city)]
      : addressLines(a, countryNameIn(lang, order.shippingCountry))),
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
