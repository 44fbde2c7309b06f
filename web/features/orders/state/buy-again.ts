import { shopCopy } from "#copy/shop";
import { variantLabel } from "../../../../shared/variants";
import { type RestoreResult, restoreLines } from "../../../lib/cart-restore";
import type { OrderLine } from "../../../lib/order-queries";

/** What 'Comprar novamente' did: lines added, those cut to the stock left, those no longer sold or sold out. */
export type BuyAgainResult = RestoreResult;

/**
 * Puts an earlier order's lines back in the cart at today's prices (issue 50), each named as ordered when it can no
 * longer be bought.
 */
export const buyAgain = (lines: OrderLine[]): Promise<BuyAgainResult> =>
  restoreLines(
    lines.map((l) => {
      const options = variantLabel(l, shopCopy.product.packOf);
      return { productId: l.productId, variantId: l.variantId, quantity: l.quantity, label: options ? `${l.productName} (${options})` : l.productName };
    }),
  );
