import { Truck } from "lucide-react";
import { LANG } from "#copy/language";
import { deliveryWindowOrNull, deliveryWindowText, minutesLeft, orderWithinText } from "../../../shared/delivery-dates";
import { HOME_DESTINATION, zoneFor } from "../../../shared/shipping-zones";
import { useCheckoutState } from "../../lib/checkout-store";
import { useShopInfo } from "../../lib/shop-info-query";
import { useMinuteClock } from "../../lib/use-minute-clock";

/** Where the promise counts to before a destination is calculated: the shop's own language's mainland. */

/**
 * 'Receba entre qui., 3 dez. e sex., 4 dez.' and, before today's dispatch cut-off, 'Encomende nas próximas 2 h 15 min'
 * (issue 49): when an order placed now would arrive with the chosen option of the destination's zone (its cheapest
 * before one is chosen; the shop's mainland before a destination is calculated), from the rate table's transit days and
 * the owner's cut-off and handling days, counted on the shopper's clock. Nothing while a supplier quotes the delivery
 * (its delays are only words), on the worker's render, or before the shop's information arrives. `reserve` keeps its
 * two lines' room from the first paint (the product page: nothing below it moves when it arrives).
 */
export function DeliveryPromise({ reserve = false }: { reserve?: boolean }) {
  const info = useShopInfo();
  const { destination, option: chosen } = useCheckoutState();
  const now = useMinuteClock();
  const shipping = info.data?.shipping;
  const room = reserve ? <div className="min-h-10" /> : null;
  if (!now || !shipping || shipping.ratesFromSupplier) return room;
  const { country, zone } = destination ? { country: destination.country, zone: zoneFor(destination.country, destination.postalCode) } : HOME_DESTINATION[LANG];
  const options = shipping.zones.find((z) => z.zone === zone)?.options ?? [];
  const option = options.find((o) => o.id === chosen?.id) ?? options[0];
  if (!option?.transitDays || (country !== "PT" && country !== "ES")) return room;
  const w = deliveryWindowOrNull({ now, ...shipping.dispatch, transitDays: option.transitDays, destination: country });
  if (!w) return room;
  const minutes = minutesLeft(now, w.cutoffAt);
  return (
    <p data-testid="prazo-entrega" className={`flex items-start gap-2 text-sm ${reserve ? "min-h-10" : ""}`}>
      <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <span>
        <span className="font-medium text-emerald-800">{deliveryWindowText(LANG, w)}</span>
        {minutes !== null && <span className="block text-stone-700">{orderWithinText(LANG, minutes)}</span>}
      </span>
    </p>
  );
}
