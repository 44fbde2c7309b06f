import * as Dialog from "@radix-ui/react-dialog";
import { addressesCopy } from "#copy/addresses";
import { ADDRESS_COUNTRIES, type AddressCountry } from "../../../../shared/address-rules";
import { DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import type { Destination } from "../../../lib/checkout-store";
import { AddressFields } from "./address-fields";
import { PostalCodeField } from "./postal-code-field";
import { useAddressForm } from "./use-address-form";

const t = addressesCopy.addresses;

/**
 * SPEC §2/§5 add-address dialog: names, country, postal code with lookup, then the address itself. At checkout it starts
 * from the destination calculated in the cart drawer (`destination`).
 */
export function AddAddressDialog({ open, onOpenChange, destination }: { open: boolean; onOpenChange: (o: boolean) => void; destination?: Destination | null }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <Dialog.Title className="text-lg font-bold">{t.dialogTitle}</Dialog.Title>
        <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{t.dialogText}</Dialog.Description>
        {/* Mounted only while open: closing forgets what was typed, and the next opening starts clean. */}
        {open && <AddressForm onDone={() => onOpenChange(false)} destination={destination ?? null} />}
      </DialogContent>
    </Dialog.Root>
  );
}

function AddressForm({ onDone, destination }: { onDone: () => void; destination: Destination | null }) {
  const state = useAddressForm(onDone, { defaults: destination ? { country: destination.country, zipCode: destination.postalCode } : {} });
  const { form, country, sameHolder } = state;
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={state.submit} className="space-y-4">
      {state.canCopyHolder && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-700" checked={sameHolder} onChange={(e) => state.toggleSameHolder(e.target.checked)} />
          {t.sameHolder}
        </label>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.firstName} error={errors.firstName?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              autoComplete="given-name"
              readOnly={sameHolder}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register("firstName")}
            />
          )}
        </Field>
        <Field label={t.fullName} error={errors.fullName?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              autoComplete="name"
              readOnly={sameHolder}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register("fullName")}
            />
          )}
        </Field>
      </div>
      <div className="space-y-1">
        <Select
          stacked
          id="endereco-pais"
          label={t.country}
          placeholder={t.chooseCountry}
          value={country}
          invalid={!!errors.country}
          describedBy={errors.country ? "endereco-pais-erro" : undefined}
          options={ADDRESS_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(v) => state.setCountry(v as AddressCountry)}
        />
        {errors.country && (
          <p id="endereco-pais-erro" role="alert" className="text-sm text-red-700">
            {errors.country.message}
          </p>
        )}
      </div>
      <PostalCodeField state={state} />
      {state.showAddress && <AddressFields state={state} />}
      <div className="flex gap-2 pt-2">
        <Dialog.Close className="btn-outline flex-1">{t.cancel}</Dialog.Close>
        <button type="submit" className="btn-primary flex-1" disabled={state.saving}>
          {state.saving ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
