import type { CopyOf } from "./copy/copy-of";
import { accountCopy as accountCopyEs } from "./copy/es/account";
import { addressesCopy as addressesCopyEs } from "./copy/es/addresses";
import { birthListsCopy as birthListsCopyEs } from "./copy/es/birth-lists";
import { cartRemindersCopy as cartRemindersCopyEs } from "./copy/es/cart-reminders";
import { checkoutCopy as checkoutCopyEs } from "./copy/es/checkout";
import { commonCopy as commonCopyEs } from "./copy/es/common";
import { deliveryCopy as deliveryCopyEs } from "./copy/es/delivery";
import { footerCopy as footerCopyEs } from "./copy/es/footer";
import { homeCopy as homeCopyEs } from "./copy/es/home";
import { mailCopy as mailCopyEs } from "./copy/es/mail";
import { messagesCopy as messagesCopyEs } from "./copy/es/messages";
import { orderPagesCopy as orderPagesCopyEs } from "./copy/es/order-pages";
import { ordersCopy as ordersCopyEs } from "./copy/es/orders";
import { productSafetyCopy as productSafetyCopyEs } from "./copy/es/product-safety";
import { reviewsCopy as reviewsCopyEs } from "./copy/es/reviews";
import { seoCopy as seoCopyEs } from "./copy/es/seo";
import { shopCopy as shopCopyEs } from "./copy/es/shop";
import { validationCopy as validationCopyEs } from "./copy/es/validation";
import { withdrawalCopy as withdrawalCopyEs } from "./copy/es/withdrawal";
import { accountCopy } from "./copy/pt/account";
import { addressesCopy } from "./copy/pt/addresses";
import { birthListsCopy } from "./copy/pt/birth-lists";
import { cartRemindersCopy } from "./copy/pt/cart-reminders";
import { checkoutCopy } from "./copy/pt/checkout";
import { commonCopy } from "./copy/pt/common";
import { deliveryCopy } from "./copy/pt/delivery";
import { footerCopy } from "./copy/pt/footer";
import { homeCopy } from "./copy/pt/home";
import { mailCopy } from "./copy/pt/mail";
import { messagesCopy } from "./copy/pt/messages";
import { orderPagesCopy } from "./copy/pt/order-pages";
import { ordersCopy } from "./copy/pt/orders";
import { productSafetyCopy } from "./copy/pt/product-safety";
import { reviewsCopy } from "./copy/pt/reviews";
import { seoCopy } from "./copy/pt/seo";
import { shopCopy } from "./copy/pt/shop";
import { validationCopy } from "./copy/pt/validation";
import { withdrawalCopy } from "./copy/pt/withdrawal";
import type { Lang } from "./languages";

/**
 * Every user-facing Portuguese string, keyed by feature. SPEC §2, §5 and §8 strings are verbatim.
 * Tests select by these same strings. The web imports the sections (`#copy/<section>`, its build's language) instead,
 * so that a page loads only its own text (decisions/0009, 0039); the worker and the tests use these assembled objects.
 */
export const copy = {
  ...commonCopy,
  ...homeCopy,
  ...footerCopy,
  ...shopCopy,
  ...accountCopy,
  ...addressesCopy,
  ...checkoutCopy,
  ...messagesCopy,
  ...deliveryCopy,
  ...mailCopy,
  ...ordersCopy,
  ...orderPagesCopy,
  ...validationCopy,
  ...withdrawalCopy,
  ...reviewsCopy,
  ...seoCopy,
  ...birthListsCopy,
  ...cartRemindersCopy,
  productSafety: productSafetyCopy,
} as const;

/** The same in Spanish (issue 31): the same keys, typed by the Portuguese sections (shared/copy/copy-of.ts). */
const copyEs = {
  ...commonCopyEs,
  ...homeCopyEs,
  ...footerCopyEs,
  ...shopCopyEs,
  ...accountCopyEs,
  ...addressesCopyEs,
  ...checkoutCopyEs,
  ...messagesCopyEs,
  ...deliveryCopyEs,
  ...mailCopyEs,
  ...ordersCopyEs,
  ...orderPagesCopyEs,
  ...validationCopyEs,
  ...withdrawalCopyEs,
  ...reviewsCopyEs,
  ...seoCopyEs,
  ...birthListsCopyEs,
  ...cartRemindersCopyEs,
  productSafety: productSafetyCopyEs,
};

export type Copy = CopyOf<typeof copy>;

/** The assembled copy of each language: what the worker writes in a page's or an e-mail's language. */
export const copies: Record<Lang, Copy> = { pt: copy, es: copyEs };
