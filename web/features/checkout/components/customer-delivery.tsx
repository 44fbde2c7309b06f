import { useEffect, useRef, useState } from "react";
import { birthListsCopy } from "#copy/birth-lists";
import { checkoutCopy } from "#copy/checkout";
import { shopCopy } from "#copy/shop";
import type { SavedAddress } from "../../../../shared/address-rules";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useAddresses } from "../../../lib/address-queries";
import { checkoutStore, sameDestination } from "../../../lib/checkout-store";
import { useParentsDelivery } from "../state/parents-delivery";
import { useDeliveryQuote } from "../state/use-delivery-quote";
import type { AddressDialog } from "./address-slots";
import { DeliveryPanel } from "./delivery-panel";
import { GiftDeliveryChoice } from "./gift-delivery-choice";

const t = checkoutCopy.checkout;

/**
 * A signed-in customer's delivery: a saved address (or a new one), the options quoted for it, the recipient. The
 * address chosen first is the one at the destination calculated in the cart drawer when there is one, else the
 * default; a new address starts from that destination.
 */
export function CustomerDelivery({ AddressDialog }: { AddressDialog: AddressDialog }) {
  const { query } = useAddresses();
  const addresses = query.data ?? [];
  // What the drawer (or an earlier visit) left: read once, as the step opens.
  const [start] = useState(checkoutStore.get);
  const [adding, setAdding] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [recipient, setRecipient] = useState(start.recipient);
  const address = addresses.find((a) => a.id === addressId) ?? null;
  // Gifts sent to the parents of their list (issue 50): quoted for the list; the address chosen here is the buyer's own.
  const parents = useParentsDelivery();
  const delivery = useDeliveryQuote(parents.destination ?? (address ? { country: address.country, postalCode: address.zipCode } : null));

  // The drawer's destination (or the default address) is chosen until the customer picks another; a new address at once.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const ids = new Set(query.data.map((a) => a.id));
    const added = known.current ? query.data.find((a) => !known.current!.has(a.id)) : undefined;
    known.current = ids;
    if (added) return setAddressId(added.id);
    if (addressId && ids.has(addressId)) return;
    const at = (a: SavedAddress) => sameDestination({ country: a.country, postalCode: a.zipCode }, start.destination);
    const earlier = query.data.find((a) => a.id === start.addressId && (!start.destination || at(a)));
    const atDestination = query.data.find(at);
    setAddressId(earlier?.id ?? atDestination?.id ?? query.data.find((a) => a.isDefault)?.id ?? query.data[0]?.id ?? null);
  }, [query.data, addressId, start]);
  const fullName = address?.fullName;
  useEffect(() => {
    if (fullName) setRecipient((r) => r || fullName);
  }, [fullName]);

  return (
    <section aria-labelledby="passo-entrega" className="card space-y-5 p-5">
      <h2 id="passo-entrega" className="text-lg font-bold">
        {t.shippingTitle}
      </h2>
      {parents.offer && <GiftDeliveryChoice offer={parents.offer} />}
      {query.isPending ? (
        <Spinner />
      ) : addresses.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noAddresses}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{parents.destination ? birthListsCopy.birthLists.gift.billingAddress : t.savedAddresses}</legend>
          {addresses.map((a) => (
            <label
              key={a.id}
              className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${a.id === addressId ? "border-brand-600 bg-brand-50" : "border-stone-200"}`}
            >
              <input type="radio" name="morada" className="mt-1 accent-brand-700" checked={a.id === addressId} onChange={() => setAddressId(a.id)} />
              <span>
                <span className="block font-medium">{a.fullName}</span>
                {a.address} {a.number}
                {a.complement ? `, ${a.complement}` : ""} — {a.zipCode} {a.city}, {shopCopy.shipping.countryNames[a.country]}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" className="btn-outline" onClick={() => setAdding(true)}>
        {t.addAddress}
      </button>
      <DeliveryPanel
        delivery={delivery}
        recipient={recipient}
        onRecipient={setRecipient}
        askRecipient={!parents.destination}
        addressId={address?.id ?? null}
        next={paths.checkoutPayment()}
      />
      <AddressDialog open={adding} onOpenChange={setAdding} destination={start.destination} />
    </section>
  );
}
