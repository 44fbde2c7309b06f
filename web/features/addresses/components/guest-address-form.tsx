import { addressesCopy } from "#copy/addresses";
import { checkoutCopy } from "#copy/checkout";
import { ADDRESS_COUNTRIES, type AddressCountry } from "../../../../shared/address-rules";
import { Select } from "../../../components/ui/select";
import type { Destination } from "../../../lib/checkout-store";
import { usePreRegistration } from "../../../lib/pre-registration-query";
import { useSaveGuestAddress } from "../api/address-mutations";
import { AddressFields } from "./address-fields";
import { PostalCodeField } from "./postal-code-field";
import { useAddressForm } from "./use-address-form";

const t = addressesCopy.addresses;

/**
 * The guest's delivery address at checkout (SPEC §4): the same fields, lookup and rules as the add-address dialog, kept
 * in the pre-registration; the names and phone come from the profile step. A first address starts from the destination
 * calculated in the cart drawer (`destination`).
 */
export function GuestAddressForm({ onSaved, destination }: { onSaved: () => void; destination?: Destination | null }) {
  const pre = usePreRegistration().data;
  const save = useSaveGuestAddress();
  const p = pre?.profile;
  const a = pre?.address;
  const state = useAddressForm(onSaved, {
    save: save.mutateAsync,
    defaults: {
      firstName: p?.firstName ?? "",
      fullName: p?.fullName ?? "",
      phone: p?.phone ?? "",
      ...(a ? { ...a, complement: a.complement ?? "" } : destination ? { country: destination.country, zipCode: destination.postalCode } : {}),
    },
  });
  const { form, country } = state;
  return (
    <form noValidate onSubmit={state.submit} className="space-y-4" aria-label={checkoutCopy.checkout.guestAddressTitle}>
      <Select
        stacked
        id="convidado-pais"
        label={t.country}
        placeholder={t.chooseCountry}
        value={country}
        invalid={!!form.formState.errors.country}
        options={ADDRESS_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
        onChange={(v) => state.setCountry(v as AddressCountry)}
      />
      <PostalCodeField state={state} />
      {state.showAddress && <AddressFields state={state} />}
      <button type="submit" className="btn-primary w-full" disabled={state.saving}>
        {checkoutCopy.checkout.saveAddress}
      </button>
    </form>
  );
}
