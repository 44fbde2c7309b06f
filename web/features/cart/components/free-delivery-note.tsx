import { LANG } from "#copy/language";
import { shopCopy } from "#copy/shop";
import { freeDeliveryZone } from "../../../../shared/free-delivery";
import { formatCents } from "../../../../shared/money";
import { HOME_DESTINATION } from "../../../../shared/shipping-zones";
import { useCheckoutState } from "../../../lib/checkout-store";
import { useShopInfo } from "../../../lib/shop-info-query";

/** Where the drawer's note counts from before a destination is calculated: the shop's own country's mainland. */

/**
 * 'Faltam 12,30 € para portes grátis' (issue 47): how much is missing to the owner's free delivery in the destination's
 * zone (the calculated one, else the shop's mainland), or that it is reached. Nothing where the zone has none.
 */
export function FreeDeliveryNote({ subtotalCents }: { subtotalCents: number }) {
  const info = useShopInfo();
  const { destination } = useCheckoutState();
  const zone = destination ? freeDeliveryZone(destination.country, destination.postalCode) : HOME_DESTINATION[LANG].zone;
  const above = zone ? (info.data?.shipping.freeDeliveryAbove[zone] ?? null) : null;
  if (above === null) return null;
  const missing = above - subtotalCents;
  return (
    <p data-testid="portes-gratis" className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
      {missing > 0 ? shopCopy.cart.freeDeliveryMissing(formatCents(missing)) : shopCopy.cart.freeDeliveryReached}
    </p>
  );
}
