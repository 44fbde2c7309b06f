import { addressesCopy } from "#copy/addresses";
import { ADDRESS_COUNTRIES } from "../../../../shared/address-rules";
import { Field, TextInput } from "../../../components/ui/field";
import type { AddressFormState } from "./use-address-form";

const t = addressesCopy.addresses;

/**
 * The postal code of an address form (the add-address dialog and the guest's address at checkout): shown once a country
 * is chosen, with that country's placeholder and length, and the lookup's progress, failure or partial answer as hint.
 */
export function PostalCodeField({ state }: { state: AddressFormState }) {
  const { form, country, lookup } = state;
  const info = ADDRESS_COUNTRIES.find((c) => c.code === country);
  if (!info) return null;
  return (
    <Field
      label={t.postalCode}
      error={state.zipError}
      hint={
        lookup.complete && lookup.query.isFetching ? (
          <span role="status">{t.lookingUp}</span>
        ) : lookup.failed ? (
          <span role="status" className="text-amber-800">
            {t.lookupError}
          </span>
        ) : lookup.answer && !(lookup.answer.cityFound && lookup.answer.stateFound) ? (
          <span role="status" className="text-amber-800">
            {t.notFoundHint}
          </span>
        ) : undefined
      }
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
  );
}
