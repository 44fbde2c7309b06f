import { ES_NOT_CAPITAL_CODES, ES_PROVINCES, ES_SINGLE_CITY_PROVINCES } from "./es-provinces";
import { PT_POSTAL_RANGES, type PtPostalRange } from "./pt-postal-ranges";

/**
 * The shop's offline postal-code table, used when no geocoding API key is configured: city and district or
 * province from the code alone, with no outside system. Pure data and functions (no bindings, no fetch).
 *
 * - Spain: the province from the first two digits (01–52); the city only for the provincial capital, whose codes
 *   have 0 as their third digit (28001 Madrid, 08001 Barcelona), and for Ceuta and Melilla. Data and sources:
 *   ./es-provinces.ts.
 * - Portugal: the district or autonomous region from CTT's CP4 ranges, and the municipality where a range
 *   lies in one. Data and sources: ./pt-postal-ranges.ts.
 * Anything not stated reliably is null: a wrong city is worse than none.
 */
export interface PostalPlace {
  /** Município / city; null when it cannot be stated reliably from the code. */
  city: string | null;
  /** PT: distrito or região autónoma ("Região Autónoma da Madeira", "Região Autónoma dos Açores"); ES: provincia. */
  state: string | null;
  /** Freguesia / locality where known reliably; usually null. */
  locality: string | null;
}

const PT_CODE = /^(\d{4})-?(\d{3})$/;
const ES_CODE = /^\d{5}$/;

/** country "PT" takes "NNNN-NNN" or "NNNNNNN"; "ES" takes "NNNNN". Returns null for a well-formed code the table does not cover. */
export function lookupEmbeddedPostalCode(country: "PT" | "ES", postalCode: string): PostalPlace | null {
  const code = postalCode.trim();
  if (country === "PT") return lookupPortugal(code);
  if (country === "ES") return lookupSpain(code);
  return null;
}

function lookupPortugal(code: string): PostalPlace | null {
  const match = PT_CODE.exec(code);
  if (!match) return null;
  const range = findRange(PT_POSTAL_RANGES, Number(match[1]));
  if (!range) return null;
  const [, , district, municipality] = range;
  return { city: municipality, state: district, locality: null };
}

/** Binary search of ranges sorted by `from` and never overlapping; null in a gap, below the first or above the last. */
function findRange(ranges: readonly PtPostalRange[], cp4: number): PtPostalRange | null {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const range = ranges[mid]!;
    if (cp4 < range[0]) high = mid - 1;
    else if (cp4 > range[1]) low = mid + 1;
    else return range;
  }
  return null;
}

function lookupSpain(code: string): PostalPlace | null {
  if (!ES_CODE.test(code)) return null;
  const prefix = Number(code.slice(0, 2));
  const entry = prefix >= 1 ? ES_PROVINCES[prefix - 1] : undefined;
  if (!entry) return null;
  const [province, capital] = entry;
  const isCapital = ES_SINGLE_CITY_PROVINCES.has(prefix) || (code[2] === "0" && !ES_NOT_CAPITAL_CODES.has(code));
  return { city: isCapital ? capital : null, state: province, locality: null };
}
