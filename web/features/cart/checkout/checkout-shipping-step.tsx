import { type ComponentType, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { checkoutCopy } from "../../../../shared/copy/checkout";
import { shopCopy } from "../../../../shared/copy/shop";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useAddresses } from "../../../lib/address-queries";
import { useSession } from "../../../lib/session";
import { useCheckoutChoice } from "./checkout-state";
import { DeliveryPanel } from "./delivery-panel";
import { GuestShippingStep } from "./guest-shipping-step";
import { useDeliveryQuote } from "./use-delivery-quote";

const t = checkoutCopy.checkout;

/** The add-address dialog and the guest's address form, passed in by the page that composes the checkout (addresses feature). */
export type AddressDialog = ComponentType<{ open: boolean; onOpenChange: (o: boolean) => void }>;
export type GuestAddressForm = ComponentType<{ onSaved: () => void }>;

/** SPEC §4 shipping step: a guest fills the address into the pre-registration; a signed-in customer picks a saved one. */
export function CheckoutShippingStep({ AddressDialog, GuestAddressForm }: { AddressDialog: AddressDialog; GuestAddressForm: GuestAddressForm }) {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <GuestShippingStep GuestAddressForm={GuestAddressForm} />;
  return <CustomerShippingStep AddressDialog={AddressDialog} />;
}

/** A signed-in customer: a saved address (or a new one), the options quoted for it, the cheapest selected, the recipient. */
function CustomerShippingStep({ AddressDialog }: { AddressDialog: AddressDialog }) {
  const navigate = useNavigate();
  const { query } = useAddresses();
  const addresses = query.data ?? [];
  const saved = useCheckoutChoice();
  const [adding, setAdding] = useState(false);
  const [addressId, setAddressId] = useState<string | null>(saved?.addressId || null);
  const [recipient, setRecipient] = useState(saved?.recipient ?? "");
  const address = addresses.find((a) => a.id === addressId) ?? null;
  const delivery = useDeliveryQuote(address ? { country: address.country, postalCode: address.zipCode } : null);

  // The default address is chosen until the customer picks another; a new address (just added) is chosen at once.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const ids = new Set(query.data.map((a) => a.id));
    const added = known.current ? query.data.find((a) => !known.current!.has(a.id)) : undefined;
    known.current = ids;
    if (added) setAddressId(added.id);
    else if (!addressId || !ids.has(addressId)) setAddressId(query.data.find((a) => a.isDefault)?.id ?? query.data[0]?.id ?? null);
  }, [query.data, addressId]);
  const fullName = address?.fullName;
  useEffect(() => {
    if (fullName) setRecipient((r) => r || fullName);
  }, [fullName]);

  return (
    <section aria-labelledby="passo-entrega" className="card space-y-5 p-5">
      <h2 id="passo-entrega" className="text-lg font-bold">
        {t.shippingTitle}
      </h2>
      {query.isPending ? (
        <Spinner />
      ) : addresses.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noAddresses}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{t.savedAddresses}</legend>
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
        onBack={() => navigate(paths.checkoutProfile)}
        onContinue={() => {
          if (!address) return t.chooseAddress;
          const problem = delivery.choose(address.id, recipient);
          if (!problem) navigate(paths.checkoutPayment());
          return problem;
        }}
      />
      <AddressDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
