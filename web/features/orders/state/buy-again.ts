import { shopCopy } from "#copy/shop";
import { variantLabel } from "../../../../shared/variants";
import { cartRefreshQuery } from "../../../lib/cart-queries";
import { cartStore } from "../../../lib/cart-store";
import type { OrderLine } from "../../../lib/order-queries";
import { queryClient } from "../../../lib/query-client";

/** What 'Comprar novamente' did: lines added, those cut to the stock left, those no longer sold or sold out. */
export interface BuyAgainResult {
  added: number;
  capped: { name: string; stock: number }[];
  unavailable: string[];
}

const labelled = (name: string, options: string) => (options ? `${name} (${options})` : name);

/**
 * Puts an earlier order's lines back in the cart at today's prices (issue 50): each line's variant as the server sees it
 * now (POST /api/cart/refresh, the cart's own check), the order's quantity up to the stock; a line whose product or
 * variant is withdrawn, or sold out, is named instead.
 */
export async function buyAgain(lines: OrderLine[]): Promise<BuyAgainResult> {
  const refs = lines.map((l) => ({ productId: l.productId, variantId: l.variantId }));
  const { lines: current } = await queryClient.fetchQuery(cartRefreshQuery(refs));
  const result: BuyAgainResult = { added: 0, capped: [], unavailable: [] };
  for (const line of lines) {
    const now = current.find((c) => c.productId === line.productId && c.variantId !== null && (line.variantId === null || c.variantId === line.variantId));
    const ordered = labelled(line.productName, variantLabel(line, shopCopy.product.packOf));
    if (!now || now.stockQuantity <= 0) {
      result.unavailable.push(ordered);
      continue;
    }
    const optionsLabel = variantLabel(now, shopCopy.product.packOf);
    const added = cartStore.add(
      {
        id: now.productId,
        variantId: now.variantId,
        name: now.name,
        priceCents: now.priceCents,
        salePriceCents: now.salePriceCents,
        imageKey: now.imageKey,
        sku: now.sku,
        stockQuantity: now.stockQuantity,
        ...(optionsLabel ? { optionsLabel, optionValues: { size: now.size, color: now.color, packCount: now.packCount } } : {}),
      },
      line.quantity,
    );
    if (added.kind === "out-of-stock") result.unavailable.push(ordered);
    else {
      result.added += 1;
      if (added.kind === "capped") result.capped.push({ name: labelled(now.name, optionsLabel), stock: added.stock });
    }
  }
  return result;
}
