import { accountCopy } from "./copy/account";
import { addressesCopy } from "./copy/addresses";
import { checkoutCopy } from "./copy/checkout";
import { commonCopy } from "./copy/common";
import { deliveryCopy } from "./copy/delivery";
import { footerCopy } from "./copy/footer";
import { homeCopy } from "./copy/home";
import { mailCopy } from "./copy/mail";
import { messagesCopy } from "./copy/messages";
import { orderPagesCopy } from "./copy/order-pages";
import { ordersCopy } from "./copy/orders";
import { productSafetyCopy } from "./copy/product-safety";
import { reviewsCopy } from "./copy/reviews";
import { seoCopy } from "./copy/seo";
import { shopCopy } from "./copy/shop";
import { validationCopy } from "./copy/validation";
import { withdrawalCopy } from "./copy/withdrawal";
/**
 * Every user-facing Portuguese string, keyed by feature. SPEC §2, §5 and §8 strings are verbatim.
 * Tests select by these same strings. The web imports the sections (shared/copy/*) instead, so that a page loads
 * only its own text (decisions/0009); the worker and the tests use this assembled object.
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
  productSafety: productSafetyCopy,
} as const;
