import type { ShippingOption } from "../../shared/shipping";

/** Identical quotes are kept briefly in KV (DESIGN §3 "short caches"). KV's shortest TTL is 60 s. */
export interface QuoteCache {
  get(key: string): Promise<ShippingOption[] | null>;
  put(key: string, options: ShippingOption[]): Promise<void>;
}

export function kvQuoteCache(kv: KVNamespace, ttlSeconds = 300): QuoteCache {
  return {
    get: (key) => kv.get<ShippingOption[]>(`quote:${key}`, "json"),
    put: (key, options) => kv.put(`quote:${key}`, JSON.stringify(options), { expirationTtl: Math.max(60, ttlSeconds) }),
  };
}
