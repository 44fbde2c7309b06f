import { zoneFor } from "./shipping-zones";
import type { ShopSettingKey, ShopSettings } from "./shop-settings";

/**
 * Free delivery above an amount, per zone (issue 47): the five zones the owner sets it for, each a shop setting in euros
 * ('' for none). The quote makes its cheapest option free when the goods reach the zone's amount; the cart drawer says
 * how much is missing. The Canary Islands, Ceuta and Melilla (exports) have no free delivery.
 */
export const FREE_DELIVERY_ZONES = ["pt-continente", "pt-acores", "pt-madeira", "es-peninsula", "es-baleares"] as const;
export type FreeDeliveryZone = (typeof FREE_DELIVERY_ZONES)[number];

/** The setting that holds each zone's amount. */
export const FREE_DELIVERY_SETTING: Record<FreeDeliveryZone, ShopSettingKey> = {
  "pt-continente": "freeDeliveryPtContinente",
  "pt-acores": "freeDeliveryPtAcores",
  "pt-madeira": "freeDeliveryPtMadeira",
  "es-peninsula": "freeDeliveryEsPeninsula",
  "es-baleares": "freeDeliveryEsBaleares",
};

const isFreeDeliveryZone = (zone: string | null): zone is FreeDeliveryZone => (FREE_DELIVERY_ZONES as readonly (string | null)[]).includes(zone);

/** The free-delivery zone of a delivery (its rate-table zone, shared/shipping-zones.ts), or null where there is none. */
export function freeDeliveryZone(country: string, postalCode: string): FreeDeliveryZone | null {
  const zone = zoneFor(country, postalCode);
  return isFreeDeliveryZone(zone) ? zone : null;
}

/** A setting's euros ('50', '49,90') in cents, or null when it is empty. */
export const eurosSettingCents = (value: string): number | null => {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
};

/** Each zone's amount in cents (null: no free delivery there), from the settings in force. */
export const freeDeliveryAmounts = (settings: Pick<ShopSettings, (typeof FREE_DELIVERY_SETTING)[FreeDeliveryZone]>) =>
  Object.fromEntries(FREE_DELIVERY_ZONES.map((z) => [z, eurosSettingCents(settings[FREE_DELIVERY_SETTING[z]])])) as Record<FreeDeliveryZone, number | null>;
