import { copy } from "../../../shared/copy";
import { normalizePostalCode, type ShippingQuoteRequest } from "../../../shared/shipping";
import type { QuoteCache } from "../../integrations/kv-quote-cache";
import type { QuoteProvider, QuoteRequest } from "../../integrations/shipping/quote-provider";
import { sha256Hex } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";
import { type CartDeps, currentCartLines } from "../cart/cart.service";

interface Deps {
  lines: CartDeps;
  provider: QuoteProvider;
  cache: QuoteCache;
}

async function cacheKey(provider: string, q: QuoteRequest) {
  const canonical = JSON.stringify([provider, q.isoCountry, q.postcode, [...q.products].sort((a, b) => a.reference.localeCompare(b.reference))]);
  return sha256Hex(canonical);
}

export function shippingService({ lines, provider, cache }: Deps) {
  return {
    /** The worker looks up the skus itself: the browser sends only ids and quantities. The supplier's reference is the variant's sku (SPEC §7). */
    async quote(req: ShippingQuoteRequest) {
      const current = await currentCartLines(lines, req.items);
      const skus = req.items.map((item, i) => {
        const line = current.find((l) => l.productId === item.productId && (item.variantId === null || l.variantId === item.variantId));
        if (!line) throw new DomainError("unknown_product", copy.errors.unknownCartProduct, `items.${i}.productId`);
        if (line.variantId === null) throw new DomainError("variant_required", copy.errors.variantRequired, `items.${i}.variantId`);
        return line.sku.trim();
      });
      const q: QuoteRequest = {
        isoCountry: req.country,
        postcode: normalizePostalCode(req.postalCode),
        products: req.items.map((i, n) => ({ reference: skus[n]!, quantity: i.quantity })),
      };
      const key = await cacheKey(provider.name, q);
      const cached = await cache.get(key);
      if (cached) return { options: cached };
      const options = await provider.quote(q);
      await cache.put(key, options);
      return { options };
    },
  };
}
