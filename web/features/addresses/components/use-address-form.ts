import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { addressesCopy } from "#copy/addresses";
import { type AddressCountry, type AddressFormValues, type AddressInput, addressInputSchema } from "../../../../shared/address-rules";
import { copyText } from "../../../../shared/copy-keys";
import { isInputError } from "../../../../shared/error-codes";
import { postalCodeError } from "../../../../shared/shipping";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useAddAddress } from "../api/address-mutations";
import { usePostalLookup } from "../api/postal-lookup";

const EMPTY: AddressFormValues = {
  firstName: "",
  fullName: "",
  phone: "",
  country: "" as AddressCountry,
  zipCode: "",
  state: "",
  city: "",
  address: "",
  number: "",
  neighborhood: "",
  propertyType: "" as AddressFormValues["propertyType"],
  complement: "",
};

/** The fields a server error may name, so its message lands on the field. */
const FIELDS = new Set(Object.keys(EMPTY));

/**
 * The add-address form (SPEC §5): react-hook-form with the shared schema; the postal-code lookup fills district and
 * city (read-only when found, typed by the customer when not); 'Mesmo titular da conta' copies the account's names.
 */
export function useAddressForm(
  onSaved: () => void,
  options: {
    /** Where the address goes; the customer's saved addresses unless told otherwise (a guest's pre-registration). */
    save?: (values: AddressFormValues) => Promise<unknown>;
    defaults?: Partial<AddressFormValues>;
  } = {},
) {
  const session = useSession().data;
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: formResolver(addressInputSchema),
    defaultValues: { ...EMPTY, ...options.defaults },
  });
  const [sameHolder, setSameHolder] = useState(false);
  const country = form.watch("country");
  const zipCode = form.watch("zipCode");
  const lookup = usePostalLookup(country, zipCode);
  const answer = lookup.complete ? lookup.query.data : undefined;
  const lookupFailed = lookup.complete && lookup.query.isError;
  const add = useAddAddress();
  const saving = add.isPending || form.formState.isSubmitting;
  // A code of full length that cannot exist is named at once (the lookup is not asked).
  const fullLength = country === "PT" ? zipCode.trim().length >= 8 : country === "ES" && zipCode.trim().length >= 5;
  const zipKey = fullLength && country ? postalCodeError(country, zipCode) : null;
  const zipProblem = zipKey && copyText(zipKey);

  // A new answer fills district, city and (when empty) the neighbourhood; a code that is no longer complete clears them.
  const complete = lookup.complete;
  useEffect(() => {
    if (!answer) {
      // An incomplete code clears them; a complete one keeps them while its answer is on the way.
      if (!complete) {
        form.setValue("state", "");
        form.setValue("city", "");
      }
      return;
    }
    form.setValue("state", answer.stateFound ? answer.state : "", { shouldValidate: form.formState.isSubmitted });
    form.setValue("city", answer.cityFound ? answer.city : "", { shouldValidate: form.formState.isSubmitted });
    if (answer.locality && !form.getValues("neighborhood")) form.setValue("neighborhood", answer.locality);
  }, [answer, complete, form]);

  const customer = session?.customer;
  const toggleSameHolder = (on: boolean) => {
    setSameHolder(on);
    if (on && customer) {
      form.setValue("firstName", customer.firstName ?? "", { shouldValidate: form.formState.isSubmitted });
      form.setValue("fullName", customer.fullName ?? "", { shouldValidate: form.formState.isSubmitted });
    }
  };

  const setCountry = (value: AddressCountry) => {
    form.setValue("country", value, { shouldValidate: form.formState.isSubmitted });
    form.setValue("zipCode", "");
    form.clearErrors("zipCode");
    if (!form.getValues("phone")) form.setValue("phone", value === "ES" ? "+34" : "+351");
  };

  // The schema checked the values; the server applies the same schema (and its normalisation) to what was typed.
  const submit = form.handleSubmit(async () => {
    try {
      await (options.save ?? add.mutateAsync)(form.getValues());
      onSaved();
    } catch (err) {
      if (err instanceof ApiError && err.code === "unauthenticated") return void toast.error(addressesCopy.addresses.mustSignIn);
      if (err instanceof ApiError && isInputError(err.code) && err.field && FIELDS.has(err.field)) {
        return form.setError(err.field as keyof AddressFormValues, { message: err.message }, { shouldFocus: true });
      }
      if (err instanceof ApiError && (err.code === "address_limit" || err.code === "rate_limited")) return void toast.error(err.message);
      void toast.error(addressesCopy.addresses.addError);
    }
  });

  return {
    form,
    submit,
    saving,
    country,
    lookup: { ...lookup, answer, failed: lookupFailed },
    zipError: form.formState.errors.zipCode?.message ?? zipProblem ?? undefined,
    /** SPEC §5: the address fields appear once the code is complete and the lookup answered (or failed). */
    showAddress: !!answer || lookupFailed,
    sameHolder,
    canCopyHolder: !!customer?.firstName,
    toggleSameHolder,
    setCountry,
  };
}
export type AddressFormState = ReturnType<typeof useAddressForm>;
