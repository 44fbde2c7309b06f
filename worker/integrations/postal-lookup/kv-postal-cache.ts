import type { PostalPlace } from "./postal-lookup";

/** Geocoder answers kept in KV (DESIGN §3 "short caches"): a found place for 30 days, an unknown code for a day. */
export interface PostalCache {
  get(key: string): Promise<PostalPlace | null>;
  put(key: string, place: PostalPlace): Promise<void>;
}

export function kvPostalCache(kv: KVNamespace): PostalCache {
  return {
    get: (key) => kv.get<PostalPlace>(`postal:${key}`, "json"),
    put: (key, place) => kv.put(`postal:${key}`, JSON.stringify(place), { expirationTtl: place.city || place.state ? 30 * 24 * 3600 : 24 * 3600 }),
  };
}
