import type { ShippingOption } from "../../../shared/shipping";
import type { QuoteProvider, QuoteRequest } from "./quote-provider";

/**
 * Embedded default when no supplier is configured (DESIGN §4): rates by zone, in configuration.
 * Zones: PT mainland, Madeira/Azores (PT 9xxx), ES peninsula, Baleares (07), Canarias (35, 38),
 * Ceuta/Melilla (51, 52), and every other country.
 */
export type Zone = "pt-continente" | "pt-ilhas" | "es-peninsula" | "es-baleares" | "es-canarias" | "es-ceuta-melilla" | "internacional";

export const RATE_TABLE: Record<Zone, ShippingOption[]> = {
  "pt-continente": [
    { id: "pt-normal", name: "CTT Correio Normal", costCents: 399, delay: "3 a 5 dias úteis", carrierCode: "CTT" },
    { id: "pt-expresso", name: "CTT Expresso", costCents: 699, delay: "1 a 2 dias úteis", carrierCode: "CTT" },
  ],
  "pt-ilhas": [{ id: "pt-ilhas", name: "CTT Ilhas (Madeira e Açores)", costCents: 999, delay: "5 a 8 dias úteis", carrierCode: "CTT" }],
  "es-peninsula": [
    { id: "es-estandar", name: "Correos Estándar", costCents: 799, delay: "3 a 5 dias úteis", carrierCode: "CORREOS" },
    { id: "es-express", name: "Correos Express", costCents: 1299, delay: "2 a 3 dias úteis", carrierCode: "CORREOS" },
  ],
  "es-baleares": [{ id: "es-baleares", name: "Correos Baleares", costCents: 1299, delay: "4 a 6 dias úteis", carrierCode: "CORREOS" }],
  "es-canarias": [{ id: "es-canarias", name: "Correos Canarias", costCents: 1999, delay: "7 a 10 dias úteis", carrierCode: "CORREOS" }],
  "es-ceuta-melilla": [{ id: "es-ceuta-melilla", name: "Correos Ceuta e Melilla", costCents: 1999, delay: "7 a 10 dias úteis", carrierCode: "CORREOS" }],
  internacional: [{ id: "internacional", name: "Envio Internacional", costCents: 2499, delay: "10 a 15 dias úteis", carrierCode: "DHL" }],
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
