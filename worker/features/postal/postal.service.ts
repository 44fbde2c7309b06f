import type { AddressCountry, PostalLookupAnswer } from "../../../shared/address-rules";
import { copies } from "../../../shared/copy";
import type { Lang } from "../../../shared/languages";
import { embeddedPostalLookup } from "../../integrations/postal-lookup/embedded-lookup";
import type { PostalCache } from "../../integrations/postal-lookup/kv-postal-cache";
import type { PostalLookup, PostalPlace } from "../../integrations/postal-lookup/postal-lookup";
import { log } from "../../lib/log";

/**
 * Postal code → city, district/province and locality. The geocoder's answers are cached; when it fails (timeout,
 * quota, refusal) the embedded table answers instead, so the customer is never stuck on the address form.
 * What neither knows comes back with SPEC §7's fallback texts, in the shopper's language, and `found: false`, so the
 * form lets the customer type it.
 */
export function postalLookupService(deps: { lookup: PostalLookup; cache: PostalCache }) {
  const table = embeddedPostalLookup();

  async function place(country: AddressCountry, postalCode: string): Promise<PostalPlace> {
    if (deps.lookup.name === "table") return table.lookup(country, postalCode);
    const key = `${country}:${postalCode}`;
    const cached = await deps.cache.get(key);
    if (cached) return cached;
    try {
      const found = await deps.lookup.lookup(country, postalCode);
      await deps.cache.put(key, found);
      return found;
    } catch (err) {
      log("warn", "postal lookup fell back to the table", { error: err });
      return table.lookup(country, postalCode);
    }
  }

  return {
    async lookup(country: AddressCountry, postalCode: string, lang: Lang): Promise<PostalLookupAnswer> {
      const p = await place(country, postalCode);
      const t = copies[lang].addresses;
      return {
        city: p.city ?? t.cityNotFound,
        state: p.state ?? t.stateNotFound,
        locality: p.locality,
        cityFound: p.city !== null,
        stateFound: p.state !== null,
      };
    },
  };
}
export type PostalLookupService = ReturnType<typeof postalLookupService>;
