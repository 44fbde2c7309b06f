import { embeddedPostalLookup } from "./embedded-lookup";
import { googleGeocoder } from "./google-geocoder";
import type { PostalLookup } from "./postal-lookup";

/** The geocoder when its key is configured, the embedded table otherwise (DESIGN §4). */
export function choosePostalLookup(config: { apiKey: string; url?: string; timeoutMs: number } | null): PostalLookup {
  return config ? googleGeocoder(config) : embeddedPostalLookup();
}
