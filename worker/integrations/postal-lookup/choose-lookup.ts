import type { Fault } from "../faults/fault-plan";
import { faultyFetch } from "../faults/faulty-fetch";
import { embeddedPostalLookup } from "./embedded-lookup";
import { googleGeocoder } from "./google-geocoder";
import type { PostalLookup } from "./postal-lookup";

/**
 * The geocoder when its key is configured, the embedded table otherwise (DESIGN §4); `fault`: the fault-injection mode's
 * for the geocoder (development and tests only; the embedded table has no outside system to fault).
 */
export function choosePostalLookup(config: { apiKey: string; url?: string; timeoutMs: number } | null, fault?: Fault): PostalLookup {
  return config ? googleGeocoder(config, faultyFetch(fault)) : embeddedPostalLookup();
}
