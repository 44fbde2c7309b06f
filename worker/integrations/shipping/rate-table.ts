import { copy } from "../../../shared/copy";
import type { ShippingOption } from "../../../shared/shipping";
import type { QuoteProvider, QuoteRequest } from "./quote-provider";

/**
 * Embedded default when no supplier is configured (DESIGN §4): rates by zone, in configuration.
 * Zones: PT mainland, Madeira/Azores (PT 9xxx), ES peninsula, Baleares (07), Canarias (35, 38),
 * Ceuta/Melilla (51, 52), and every other country.
 */
export type Zone = "pt-continente" | "pt-ilhas" | "es-peninsula" | "es-baleares" | "es-canarias" | "es-ceuta-melilla" | "internacional";

type OptionId = keyof typeof copy.delivery.options;
const option = (id: OptionId, costCents: number, [from, to]: [number, number], carrierCode: string): ShippingOption => ({
  id,
  name: copy.delivery.options[id],
  costCents,
  delay: copy.delivery.workingDays(from, to),
  carrierCode,
});

export const RATE_TABLE: Record<Zone, ShippingOption[]> = {
  "pt-continente": [option("pt-normal", 399, [3, 5], "CTT"), option("pt-expresso", 699, [1, 2], "CTT")],
  "pt-ilhas": [option("pt-ilhas", 999, [5, 8], "CTT")],
  "es-peninsula": [option("es-estandar", 799, [3, 5], "CORREOS"), option("es-express", 1299, [2, 3], "CORREOS")],
  "es-baleares": [option("es-baleares", 1299, [4, 6], "CORREOS")],
  "es-canarias": [option("es-canarias", 1999, [7, 10], "CORREOS")],
  "es-ceuta-melilla": [option("es-ceuta-melilla", 1999, [7, 10], "CORREOS")],
  internacional: [option("internacional", 2499, [10, 15], "DHL")],
};

export function zoneFor(isoCountry: string, postcode: string): Zone {
  if (isoCountry === "PT") return postcode.startsWith("9") ? "pt-ilhas" : "pt-continente";
  if (isoCountry === "ES") {
    const p = postcode.slice(0, 2);
    if (p === "07") return "es-baleares";
    if (p === "35" || p === "38") return "es-canarias";
    if (p === "51" || p === "52") return "es-ceuta-melilla";
    return "es-peninsula";
  }
  return "internacional";
}

export function rateTableQuoteProvider(table: Record<Zone, ShippingOption[]> = RATE_TABLE): QuoteProvider {
  return {
    name: "rate-table",
    async quote(req: QuoteRequest) {
      return [...table[zoneFor(req.isoCountry, req.postcode)]].sort((a, b) => a.costCents - b.costCents);
    },
  };
}
