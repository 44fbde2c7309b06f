import { shopCopy } from "#copy/shop";
import { variantLabel } from "../../shared/variants";
import { cartRefreshQuery } from "./cart-queries";
import { cartStore } from "./cart-store";
import { queryClient } from "./query-client";

/** A line to put back in the cart: its variant, how many, and how to name it if it is no longer sold (when known). */
export interface LineToRestore {
  productId: number;
  variantId: number | null;
  quantity: number;
  label?: string;
}

/** What was put back: lines added, those cut to the stock left, those no longer sold or sold out (named when known). */
export interface RestoreResult {
  added: number;
  capped: { name: string; stock: number }[];
  unavailable: string[];
  /** Lines no longer sold whose name is not known here. */
  unnamed: number;
}

const labelled = (name: string, options: string) => (options ? `${name} (${options})` : name);

/**
 * Puts lines back in the cart at today's prices ('Comprar novamente', a cart reminder's link: issue 50): each line's
 * variant as the server sees it now (POST /api/cart/refresh, the cart's own check), the quantity up to the stock; a line
 * whose product or variant is withdrawn, or sold out, is named instead (or counted when its name is not known).
 */
export async function restoreLines(lines: LineToRestore[]): Promise<RestoreResult> {
  const refs = lines.map((l) => ({ productId: l.productId, variantId: l.variantId }));
  const { lines: current } = await queryClient.fetchQuery(cartRefreshQuery(refs));
  const result: RestoreResult = { added: 0, capped: [], unavailable: [], unnamed: 0 };
  for (const line of lines) {
    const now = current.find((c) => c.productId === line.productId && c.variantId !== null && (line.variantId === null || c.variantId === line.variantId));
    const optionsLabel = now ? variantLabel(now, shopCopy.product.packOf) : "";
    const name = line.label ?? (now ? labelled(now.name, optionsLabel) : null);
    const unavailable = () => (name ? result.unavailable.push(name) : result.unnamed++);
    if (!now || now.stockQuantity <= 0) {
      unavailable();
      continue;
    }
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
    if (added.kind === "out-of-stock") unavailable();
    else {
      result.added += 1;
      if (added.kind === "capped") result.capped.push({ name: labelled(now.name, optionsLabel), stock: added.stock });
    }
  }
  return result;
}
