import type { ProductRow } from "../../../shared/product-card";
import type { CartLineRef } from "../../../shared/shipping-schemas";
import type { CartRefreshLine } from "../../../shared/variants";
import type { VariantRow } from "../catalog/variants.repo";

/**
 * What each cart line stands for today (shared/variants.ts CartRefreshLine), from the active products and their
 * active variants. A line whose product is unknown or withdrawn, or whose variant is unknown, withdrawn or of
 * another product, is left out: the cart shows it as no longer sold. A line without a variant (saved before
 * variants) takes the product's only variant; when the product now has several, it stays without one and
 * the shopper chooses on the product page.
 */
export function resolveCartLines(refs: CartLineRef[], summaries: ProductRow[], variants: VariantRow[]): CartRefreshLine[] {
  const products = new Map(summaries.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const lines: CartRefreshLine[] = [];
  for (const ref of refs) {
    const key = `${ref.productId}:${ref.variantId}`;
    const product = products.get(ref.productId);
    if (seen.has(key) || !product) continue;
    seen.add(key);
    const own = variants.filter((v) => v.productId === product.id);
    const variant = ref.variantId === null ? (own.length === 1 ? own[0] : undefined) : own.find((v) => v.id === ref.variantId);
    if (variant) lines.push(lineOf(product, variant));
    else if (ref.variantId === null && own.length > 1) lines.push(unchosenLine(product));
  }
  return lines;
}

function lineOf(p: ProductRow, v: VariantRow): CartRefreshLine {
  return {
    productId: p.id,
    variantId: v.id,
    name: p.name,
    imageKey: v.imageKey ?? p.imageKey,
    sku: v.sku,
    size: v.size,
    color: v.color,
    packCount: v.packCount,
    priceCents: v.priceCents,
    salePriceCents: v.salePriceCents,
    stockQuantity: v.stockQuantity,
  };
}

function unchosenLine(p: ProductRow): CartRefreshLine {
  return {
    productId: p.id,
    variantId: null,
    name: p.name,
    imageKey: p.imageKey,
    sku: p.sku,
    size: null,
    color: null,
    packCount: null,
    priceCents: p.priceCents,
    salePriceCents: p.salePriceCents,
    stockQuantity: p.stockQuantity,
  };
}
