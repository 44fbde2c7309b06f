import { copy } from "../../../shared/copy";
import type { ProductSummary } from "../../../shared/product-card";
import { normalizePostalCode, type ShippingQuoteRequest } from "../../../shared/shipping";
import type { QuoteCache } from "../../integrations/kv-quote-cache";
import type { QuoteProvider, QuoteRequest } from "../../integrations/shipping/quote-provider";
import { sha256Hex } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";

interface Deps {
  products: { summariesByIds(ids: number[]): Promise<ProductSummary[]> };
  provider: QuoteProvider;
  cache: QuoteCache;
}

async function cacheKey(provider: string, q: QuoteRequest) {
  const canonical = JSON.stringify([provider, q.isoCountry, q.postcode, [...q.products].sort((a, b) => a.reference.localeCompare(b.reference))]);
  return sha256Hex(canonical);
}

export function shippingService({ products, provider, cache }: Deps) {
  return {
    /** The worker looks up the skus itself: the browser sends only product ids and quantities. */
    async quote(req: ShippingQuoteRequest) {
      const found = new Map((await products.summariesByIds(req.items.map((i) => i.productId))).map((p) => [p.id, p]));
      req.items.forEach((item, i) => {
        if (!found.has(item.productId)) {
          throw new DomainError("unknown_product", copy.errors.unknownCartProduct, `items.${i}.productId`);
        }
      });
      const q: QuoteRequest = {
        isoCountry: req.country,
        postcode: normalizePostalCode(req.postalCode),
        products: req.items.map((i) => ({ reference: found.get(i.productId)!.sku.trim(), quantity: i.quantity })),
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
