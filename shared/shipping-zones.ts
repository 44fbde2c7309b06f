import type { ShippingCountry } from "./shipping";

/**
 * The zones the embedded rate table prices (worker/integrations/shipping/rate-table.ts): PT mainland, Madeira
 * (9000–9499), the Azores (9500–9999), ES peninsula, Baleares (07), Canarias (35, 38), Ceuta/Melilla (51, 52); each
 * island region its own transit days (issue 49). Only the zones of the countries the
 * checkout delivers to (SHIPPING_COUNTRIES): the table is also what 'Envios e Entregas' lists (GET /api/shop-info), so a
 * zone the checkout never quotes cannot be shown (issue 44, decisions/0061). Shared: the product page and the cart
 * drawer promise a delivery window from the zone's option (issue 49).
 */
export const ZONES_BY_COUNTRY = {
  PT: ["pt-continente", "pt-madeira", "pt-acores"],
  ES: ["es-peninsula", "es-baleares", "es-canarias", "es-ceuta-melilla"],
} as const satisfies Record<ShippingCountry, readonly string[]>;
export type Zone = (typeof ZONES_BY_COUNTRY)[ShippingCountry][number];

/**
 * The zone of a delivery address, or null for a country the shop does not deliver to (no option is quoted there). The
 * one place a postal code is placed: the rate table, free delivery (shared/free-delivery.ts) and the delivery promise.
 */
export function zoneFor(isoCountry: string, postcode: string): Zone | null {
  const digits = postcode.replace(/\D/g, "");
  if (isoCountry === "PT") {
    if (!digits.startsWith("9")) return "pt-continente";
    return Number(digits.slice(0, 2)) >= 95 ? "pt-acores" : "pt-madeira";
  }
  if (isoCountry === "ES") {
    const p = digits.slice(0, 2);
    if (p === "07") return "es-baleares";
    if (p === "35" || p === "38") return "es-canarias";
    if (p === "51" || p === "52") return "es-ceuta-melilla";
    return "es-peninsula";
  }
  return null;
}

/** Where a shopper of each language is before they give an address: the shop's mainland for that language. */
export const HOME_DESTINATION = {
  pt: { country: "PT", zone: "pt-continente" },
  es: { country: "ES", zone: "es-peninsula" },
} as const satisfies Record<"pt" | "es", { country: ShippingCountry; zone: Zone }>;
