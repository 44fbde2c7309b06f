import { addressesCopy } from "#copy/addresses";
import { Field, TextInput } from "../../../components/ui/field";
import type { AddressFormState } from "./use-address-form";

const t = addressesCopy.addresses;

/**
 * The address once the postal code resolved (SPEC §5): district and city read-only when the lookup found them (typed
 * by the customer, with SPEC's fallback text as the placeholder, when not), then street, number, neighbourhood, phone,
 * the property type, and the complement that an apartment requires.
 */
export function AddressFields({ state }: { state: AddressFormState }) {
  const { form, country, lookup } = state;
  const { errors } = form.formState;
  const answer = lookup.answer;
  const propertyType = form.watch("propertyType");
  // The country chosen names the neighbourhood and shows its phone prefix, in both shops (issue 44).
  const place = country === "ES" ? "ES" : "PT";
  // One registration for both radios (a second register() call would replace the first one's options).
  const propertyTypeField = form.register("propertyType", {
    // SPEC §5: choosing Casa clears the complement.
    onChange: (e: { target: { value: string } }) => {
      if (e.target.value !== "casa") return;
      form.setValue("complement", "");
      form.clearErrors("complement");
    },
  });
  const input = (name: "address" | "number" | "neighborhood" | "phone" | "complement", label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} error={errors[name]?.message} hint={name === "complement" ? t.complementHint : undefined}>
      {({ id, describedBy, invalid }) => (
        <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...extra} {...form.register(name)} />
      )}
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.state[place]} error={errors.state?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              readOnly={!!answer?.stateFound}
              placeholder={answer && !answer.stateFound ? answer.state : undefined}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="read-only:bg-stone-100"
              {...form.register("state")}
            />
          )}
        </Field>
        <Field label={t.city} error={errors.city?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              readOnly={!!answer?.cityFound}
              placeholder={answer && !answer.cityFound ? answer.city : undefined}
              autoComplete="address-level2"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="read-only:bg-stone-100"
              {...form.register("city")}
            />
          )}
        </Field>
      </div>
      {input("address", t.street, { autoComplete: "address-line1" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("number", t.number)}
        {input("neighborhood", t.neighborhood[place])}
      </div>
      {input("phone", t.phone, { type: "tel", autoComplete: "tel", placeholder: t.phonePlaceholder[place] })}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{t.propertyType}</legend>
        <div className="flex gap-2">
          {(["casa", "apartamento"] as const).map((value) => (
            <label
              key={value}
              className={`flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${propertyType === value ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white"}`}
            >
              <input type="radio" value={value} className="accent-brand-700" aria-invalid={errors.propertyType ? true : undefined} {...propertyTypeField} />
              {value === "casa" ? t.house : t.apartment}
            </label>
          ))}
        </div>
        {errors.propertyType && (
          <p role="alert" className="text-sm text-red-700">
            {errors.propertyType.message}
          </p>
        )}
      </fieldset>
      {propertyType === "apartamento" && input("complement", t.complement, { autoComplete: "address-line2" })}
    </>
  );
}
