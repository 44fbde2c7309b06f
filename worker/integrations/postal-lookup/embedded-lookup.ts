import { lookupEmbeddedPostalCode } from "./embedded-postal-table";
import type { PostalLookup } from "./postal-lookup";

/** The built-in table (DESIGN §4): used when no geocoding key is configured, and when the geocoder fails. */
export function embeddedPostalLookup(): PostalLookup {
  return {
    name: "table",
    lookup: async (country, postalCode) => lookupEmbeddedPostalCode(country, postalCode) ?? { city: null, state: null, locality: null },
  };
}
