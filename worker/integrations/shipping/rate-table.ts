import { copies, type copy } from "../../../shared/copy";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { ShippingOption } from "../../../shared/shipping";
import { type Zone, zoneFor } from "../../../shared/shipping-zones";
import type { QuoteProvider, QuoteRequest } from "./quote-provider";

/**
 * Embedded default when no supplier is configured (DESIGN §4): rates by zone, in configuration.
 * Its zones are shared/shipping-zones.ts's; a country added to SHIPPING_COUNTRIES does not compile until its zones'
 * rates are here.
 */

type OptionId = keyof typeof copy.delivery.options;
type Option = (id: OptionId, costCents: number, days: [number, number], carrierCode: string) => ShippingOption;
/** An option named and its delay said in `lang` (the ids, costs and carriers are the same in every language). */
const optionIn =
  (lang: Lang): Option =>
  (id, costCents, [from, to], carrierCode) => ({
    id,
    name: copies[lang].delivery.options[id],
    costCents,
    delay: copies[lang].delivery.workingDays(from, to),
    carrierCode,
    transitDays: [from, to],
  });

/** The rates, each option named in `lang` (an order keeps the name and delay of the language it was placed in). */
export const rateTableIn = (lang: Lang): Record<Zone, ShippingOption[]> => {
  const option = optionIn(lang);
  return {
    "pt-continente": [option("pt-normal", 399, [3, 5], "CTT"), option("pt-expresso", 699, [1, 2], "CTT")],
    "pt-madeira": [option("pt-madeira", 999, [3, 6], "CTT")],
    "pt-acores": [option("pt-acores", 999, [4, 8], "CTT")],
    "es-peninsula": [option("es-estandar", 799, [3, 5], "CORREOS"), option("es-express", 1299, [2, 3], "CORREOS")],
    "es-baleares": [option("es-baleares", 1299, [4, 6], "CORREOS")],
    "es-canarias": [option("es-canarias", 1999, [7, 10], "CORREOS")],
    "es-ceuta-melilla": [option("es-ceuta-melilla", 1999, [7, 10], "CORREOS")],
  };
};

export const RATE_TABLE = rateTableIn(DEFAULT_LANG);
const RATE_TABLES: Record<Lang, Record<Zone, ShippingOption[]>> = { pt: RATE_TABLE, es: rateTableIn("es") };

/** The embedded provider; `table` replaces the rates (tests), otherwise each quote is in its request's language. */
export function rateTableQuoteProvider(table?: Record<Zone, ShippingOption[]>): QuoteProvider {
  return {
    name: "rate-table",
    async quote(req: QuoteRequest) {
      const rates = table ?? RATE_TABLES[req.lang ?? DEFAULT_LANG];
      const zone = zoneFor(req.isoCountry, req.postcode);
      return zone ? [...rates[zone]].sort((a, b) => a.costCents - b.costCents) : [];
    },
  };
}
