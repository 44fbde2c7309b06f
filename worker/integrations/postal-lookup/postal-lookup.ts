import type { AddressCountry } from "../../../shared/address-rules";

/** What a lookup knows about a postal code; null where it cannot say. */
export interface PostalPlace {
  city: string | null;
  /** PT: distrito or região autónoma; ES: provincia. */
  state: string | null;
  locality: string | null;
}

/** One outside system (or the embedded table) that turns a postal code into a place (DESIGN §4). */
export interface PostalLookup {
  name: "geocoder" | "table";
  /** `postalCode` is well formed for the country (PT "NNNN-NNN", ES "NNNNN"). */
  lookup(country: AddressCountry, postalCode: string): Promise<PostalPlace>;
}
