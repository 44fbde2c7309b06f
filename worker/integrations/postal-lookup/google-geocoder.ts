import { normalizePostalCode } from "../../../shared/shipping";
import { DomainError } from "../../lib/domain-error";
import { fetchJson } from "../../lib/fetch-json";
import { log } from "../../lib/log";
import type { PostalLookup, PostalPlace } from "./postal-lookup";

export const GOOGLE_GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

interface AddressComponent {
  long_name?: string;
  types?: string[];
}
interface GeocodeBody {
  status?: string;
  results?: { address_components?: AddressComponent[] }[];
}

const failed = () => new DomainError("postal_lookup_failed", (t) => t.addresses.lookupError);

/**
 * SPEC §7's maps geocoding call, from the worker with the key server-side: GET with `address` = the postal code
 * without dashes or spaces and `region` = the country (SPEC sends `pt`; a Spanish code is asked with `es`), plus
 * a `components` filter on the country so a Spanish code is never read as a Portuguese place.
 */
export function googleGeocoder(config: { apiKey: string; url?: string; timeoutMs: number }, fetchFn?: typeof fetch): PostalLookup {
  return {
    name: "geocoder",
    async lookup(country, postalCode) {
      const url = new URL(config.url ?? GOOGLE_GEOCODE_URL);
      url.searchParams.set("address", normalizePostalCode(postalCode));
      url.searchParams.set("region", country.toLowerCase());
      url.searchParams.set("components", `country:${country}|postal_code:${normalizePostalCode(postalCode)}`);
      url.searchParams.set("key", config.apiKey);
      const body = await fetchJson<GeocodeBody>(url.href, { service: "geocoder", timeoutMs: config.timeoutMs, fetch: fetchFn, fail: failed });
      if (body?.status === "ZERO_RESULTS") return { city: null, state: null, locality: null };
      if (body?.status !== "OK") {
        log("warn", "geocoder status", { status: body?.status });
        throw failed();
      }
      return readComponents(country, body.results?.[0]?.address_components ?? []);
    },
  };
}

/**
 * SPEC §7: `locality` or `administrative_area_level_2` give the city, `administrative_area_level_1` the state,
 * `administrative_area_level_3` or `sublocality` the neighbourhood. In Spain level 1 is the autonomous community and
 * level 2 the province, so a Spanish address takes its state from level 2 (docs/spec-deviations.md A3).
 */
export function readComponents(country: string, components: AddressComponent[]): PostalPlace {
  const first = (...types: string[]) => {
    for (const type of types) {
      const hit = components.find((c) => c.types?.includes(type) && c.long_name?.trim());
      if (hit) return hit.long_name!.trim();
    }
    return null;
  };
  if (country === "ES") {
    return {
      city: first("locality", "administrative_area_level_3"),
      state: first("administrative_area_level_2", "administrative_area_level_1"),
      locality: first("sublocality", "neighborhood"),
    };
  }
  return {
    city: first("locality", "administrative_area_level_2"),
    state: first("administrative_area_level_1"),
    locality: first("administrative_area_level_3", "sublocality"),
  };
}
