import { copies } from "../../shared/copy";
import type { Lang } from "../../shared/languages";

/**
 * Where an order's e-mails send its customer (issue 44): 'Meus Pedidos' for an account's order, in the order's language;
 * a guest's order, its page by the signed link (a guest has no 'Meus Pedidos').
 */
export interface OrderLink {
  url: string;
  guest: boolean;
}

/** The line of an order e-mail that links to the order (the HTML part makes it a link: mail-html.ts). */
export const orderLinkLine = (lang: Lang, link: OrderLink) =>
  (link.guest ? copies[lang].orders.mail.guestOrderLink : copies[lang].orders.mail.ordersLink)(link.url);
