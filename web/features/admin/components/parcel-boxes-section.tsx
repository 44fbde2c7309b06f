import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { parcelBoxesCopy } from "../../../../shared/copy/back-office/parcel-boxes";
import { type ParcelBox, type ParcelBoxInput, parcelBoxSchema } from "../../../../shared/parcel-boxes";
import { DialogActions, DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { useAddParcelBox, useParcelBoxes, useRetireParcelBox, useUpdateParcelBox } from "../api/parcel-boxes-api";
import { errorText } from "./admin-format";
import { AdminList, STACKED_CELL, STACKED_ROW } from "./admin-list";
import { AdminSection } from "./admin-section";

const t = parcelBoxesCopy;

/**
 * 'Caixas de envio' on 'Definições' (issue 49), owners only: the boxes a carrier label's parcel is packed in, each with
 * its size and its own weight. Added and changed in a dialog (checked as the API checks it; a name in use lands on its
 * field), taken out of use with one press (the labels bought with it keep its name; the last box stays).
 */
export function ParcelBoxesSection() {
  const boxes = useParcelBoxes();
  const retire = useRetireParcelBox();
  const [editing, setEditing] = useState<ParcelBox | "new" | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  return (
    <AdminSection title={t.title}>
      <p className="text-sm text-stone-600">{t.intro}</p>
      <AdminList query={boxes} rows={boxes.data} columns={[t.name, t.size, t.tare, t.actions]} empty={t.empty} stacked>
        {(b) => (
          <tr key={b.id} className={`border-b border-stone-100 align-middle last:border-0 ${STACKED_ROW}`}>
            <th scope="row" data-label={t.name} className={`px-3 py-2 text-left font-medium ${STACKED_CELL}`}>
              {b.name}
            </th>
            <td data-label={t.size} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              {t.sizeCell(b)}
            </td>
            <td data-label={t.tare} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              {t.tareCell(b.tareGrams)}
            </td>
            <td className="px-3 py-2 max-md:col-span-2 max-md:p-0">
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-outline px-3 py-1 text-sm" aria-label={t.editTitle(b.name)} onClick={() => setEditing(b)}>
                  {t.edit}
                </button>
                <button
                  type="button"
                  className="btn-outline px-3 py-1 text-sm"
                  aria-label={t.retireLabel(b.name)}
                  disabled={retire.isPending}
                  onClick={() => retire.mutate(b.id, { onSuccess: () => setSaid(t.retired(b.name)), onError: () => setSaid(null) })}
                >
                  {t.retire}
                </button>
              </div>
            </td>
          </tr>
        )}
      </AdminList>
      <FormError>{retire.error ? errorText(retire.error) : null}</FormError>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" onClick={() => setEditing("new")}>
          {t.add}
        </button>
        {said && (
          <p role="status" className="text-sm text-emerald-800">
            {said}
          </p>
        )}
      </div>
      {editing && (
        <BoxDialog
          box={editing === "new" ? null : editing}
          onClose={(message) => {
            setEditing(null);
            if (message) setSaid(message);
          }}
        />
      )}
    </AdminSection>
  );
}

/** A box's form in a dialog: a new one, or one to change. */
function BoxDialog({ box, onClose }: { box: ParcelBox | null; onClose: (message: string | null) => void }) {
  const add = useAddParcelBox();
  const update = useUpdateParcelBox();
  const save = box ? update : add;
  const form = useForm<ParcelBoxInput>({
    resolver: formResolver(parcelBoxSchema),
    defaultValues: box ? { name: box.name, lengthCm: box.lengthCm, widthCm: box.widthCm, heightCm: box.heightCm, tareGrams: box.tareGrams } : { name: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    const onError = (err: Error) => {
      if (err instanceof ApiError && err.field && err.field in parcelBoxSchema.shape)
        form.setError(err.field as keyof ParcelBoxInput, { message: err.message }, { shouldFocus: true });
    };
    const onSuccess = () => onClose(t.saved);
    if (box) update.mutate({ id: box.id, ...v }, { onSuccess, onError });
    else add.mutate(v, { onSuccess, onError });
  });
  const number = (name: Exclude<keyof ParcelBoxInput, "name">) => (
    <Field label={t[name]} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <TextInput
          id={id}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );
  const refused = save.error && !(save.error instanceof ApiError && save.error.field) ? errorText(save.error) : null;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(null)}>
      <DialogContent aria-describedby={undefined}>
        <Dialog.Title className="text-lg font-bold">{box ? t.editTitle(box.name) : t.add}</Dialog.Title>
        <form noValidate onSubmit={submit} className="mt-4 space-y-3">
          <Field label={t.name} error={errors.name?.message}>
            {({ id, describedBy, invalid }) => (
              <TextInput id={id} autoComplete="off" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("name")} />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            {number("lengthCm")}
            {number("widthCm")}
            {number("heightCm")}
          </div>
          {number("tareGrams")}
          <FormError>{refused}</FormError>
          <DialogActions close={t.cancel}>
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {t.save}
            </button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
