import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { checkoutCopy } from "#copy/checkout";
import { shopCopy } from "#copy/shop";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { checkoutStore } from "../../../lib/checkout-store";
import { usePreRegistration } from "../../../lib/pre-registration-query";
import { useParentsDelivery } from "../state/parents-delivery";
import { useDeliveryQuote } from "../state/use-delivery-quote";
import type { GuestAddressForm } from "./address-slots";
import { DeliveryPanel } from "./delivery-panel";
import { GiftDeliveryChoice } from "./gift-delivery-choice";

const t = checkoutCopy.checkout;

/**
 * A guest's delivery (SPEC §4): the address goes into the pre-registration, the options are quoted for it, and the guest
 * goes on to create the account (credentials), where that address becomes the account's default. A new address starts
 * from the country and postal code calculated in the cart drawer.
 */
export function GuestDelivery({ GuestAddressForm }: { GuestAddressForm: GuestAddressForm }) {
  const navigate = useNavigate();
  const pre = usePreRegistration();
  // What the drawer (or an earlier visit) left: read once, as the step opens.
  const [start] = useState(checkoutStore.get);
  const [editing, setEditing] = useState(false);
  const [recipient, setRecipient] = useState(start.recipient);
  const address = pre.data?.address ?? null;
  // Gifts sent to the parents of their list (issue 50): quoted for the list; the guest's address stays the invoice's.
  const parents = useParentsDelivery();
  const delivery = useDeliveryQuote(address && !editing ? (parents.destination ?? { country: address.country, postalCode: address.zipCode }) : null);
  const fullName = pre.data?.profile?.fullName;
  useEffect(() => {
    if (fullName) setRecipient((r) => r || fullName);
  }, [fullName]);
  const missing = pre.isError || (pre.data && !pre.data.profile);
  useEffect(() => {
    if (missing) navigate(paths.checkoutProfile, { replace: true });
  }, [missing, navigate]);
  if (pre.isPending || missing) return <Spinner />;

  return (
    <section aria-labelledby="passo-entrega" className="card space-y-5 p-5">
      <h2 id="passo-entrega" className="text-lg font-bold">
        {address && !editing ? t.shippingTitle : t.guestAddressTitle}
      </h2>
      {!address || editing ? (
        <GuestAddressForm onSaved={() => setEditing(false)} destination={start.destination} />
      ) : (
        <>
          {parents.offer && <GiftDeliveryChoice offer={parents.offer} />}
          {parents.destination && <p className="text-sm font-semibold">{birthListsCopy.birthLists.gift.billingAddress}</p>}
          <div className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 p-4 text-sm">
            <address className="not-italic text-stone-700">
              {address.address} {address.number}
              {address.complement ? `, ${address.complement}` : ""}
              <br />
              {address.zipCode} {address.city}, {shopCopy.shipping.countryNames[address.country]}
            </address>
            <button type="button" className="text-sm font-medium text-brand-700 hover:underline" onClick={() => setEditing(true)}>
              {t.editAddress}
            </button>
          </div>
          {/* The account (and so the address id) is made at the next step. */}
          <DeliveryPanel
            delivery={delivery}
            recipient={recipient}
            onRecipient={setRecipient}
            askRecipient={!parents.destination}
            addressId=""
            next={paths.checkoutCredentials}
          />
        </>
      )}
    </section>
  );
}
