import { ADDRESS_COUNTRIES, type AddressCountry } from "../../../../shared/address-rules";
import { addressesCopy } from "../../../../shared/copy/addresses";
import { checkoutCopy } from "../../../../shared/copy/checkout";
import { Field, TextInput } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { usePreRegistration } from "../../../lib/pre-registration-query";
import { useSaveGuestAddress } from "../api/address-mutations";
import { AddressFields } from "./address-fields";
import { useAddressForm } from "./use-address-form";

const t = addressesCopy.addresses;

/**
 * The guest's delivery address at checkout (SPEC §4): the same fields, lookup and rules as the add-address dialog, kept
 * in the pre-registration; the names and phone come from the profile step.
 */
export function GuestAddressForm({ onSaved }: { onSaved: () => void }) {
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
      ...(a ? { ...a, complement: a.complement ?? "" } : {}),
    },
  });
  const { form, country, lookup } = state;
  const info = ADDRESS_COUNTRIES.find((c) => c.code === country);
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
      {info && (
        <Field
          label={t.postalCode}
          error={state.zipError}
          hint={lookup.complete && lookup.query.isFetching ? <span role="status">{t.lookingUp}</span> : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={country === "PT" ? 8 : 5}
              placeholder={info.placeholder}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register("zipCode")}
            />
          )}
        </Field>
      )}
      {state.showAddress && <AddressFields state={state} />}
      <button type="submit" className="btn-primary w-full" disabled={state.saving}>
        {checkoutCopy.checkout.saveAddress}
      </button>
    </form>
  );
}
