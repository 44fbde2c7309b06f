import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { carrierName } from "../../../../shared/carriers";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { parcelBoxesCopy } from "../../../../shared/copy/back-office/parcel-boxes";
import { shippingLabelsCopy } from "../../../../shared/copy/back-office/shipping-labels";
import type { BulkLabelResult } from "../../../../shared/shipping-labels";
import { DialogActions, DialogContent } from "../../../components/ui/dialog";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { useParcelBoxes } from "../api/parcel-boxes-api";
import { labelsPdfUrl, useCreateLabels } from "../api/shipping-labels-api";
import { errorText, orderNumber } from "./admin-format";

const t = shippingLabelsCopy;

/**
 * 'Criar etiquetas' on the orders list (issue 49): the chosen orders' labels in one box, each bought once as on its
 * own page; then each order's outcome (its label, that it had one, or why not) and the ready ones to print together.
 */
export function BulkLabelsDialog({ orderIds }: { orderIds: string[] }) {
  const [open, setOpen] = useState(false);
  const boxes = useParcelBoxes();
  const create = useCreateLabels();
  const [box, setBox] = useState<string | null>(null);
  const chosenBox = box ?? boxes.data?.[0]?.id ?? "";
  const results = create.data?.results ?? null;
  const ready = results?.filter((r) => r.label).map((r) => r.id) ?? [];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) create.reset();
      }}
    >
      <Dialog.Trigger className="btn-outline h-9 px-4">{t.bulkCreate}</Dialog.Trigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" aria-describedby={undefined}>
        <Dialog.Title className="text-lg font-bold">{t.bulkTitle(orderIds.length)}</Dialog.Title>
        {results ? (
          <div className="mt-4 space-y-3">
            <p role="status" className="font-semibold">
              {t.bulkSummary(ready.length, results.length - ready.length)}
            </p>
            <ul className="space-y-2 text-sm">
              {results.map((r) => (
                <li key={r.id} className={r.label ? "text-stone-800" : "text-red-800"}>
                  <span className="font-mono font-semibold">{orderNumber(r.id)}</span> — <Outcome result={r} />
                </li>
              ))}
            </ul>
            <DialogActions close={t.close}>
              {ready.length > 0 && (
                <a href={labelsPdfUrl(ready)} target="_blank" rel="noopener" className="btn-primary">
                  {t.bulkPrint}
                </a>
              )}
            </DialogActions>
          </div>
        ) : (
          <form
            noValidate
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate({ ids: orderIds, box: chosenBox }, { onError: () => undefined });
            }}
          >
            <p className="text-sm text-stone-700">{t.bulkIntro}</p>
            {boxes.isPending ? (
              <Spinner label={adminCopy.loading} />
            ) : boxes.error ? (
              <FormError>{errorText(boxes.error)}</FormError>
            ) : (
              <Select
                stacked
                id="admin-bulk-label-box"
                label={t.box}
                value={chosenBox}
                options={boxes.data.map((b) => ({ value: b.id, label: parcelBoxesCopy.option(b) }))}
                onChange={setBox}
              />
            )}
            <FormError>{create.error ? errorText(create.error) : null}</FormError>
            <DialogActions close={t.cancel}>
              <button type="submit" className="btn-primary" disabled={create.isPending || !chosenBox}>
                {create.isPending ? t.bulkCreating : t.bulkCreate}
              </button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

function Outcome({ result }: { result: BulkLabelResult }) {
  const { label, already, error } = result;
  if (!label) return <>{error?.message}</>;
  return (
    <>
      {t.created(carrierName(label.carrier, label.carrier), label.trackingCode)} {t.parcel(label.boxName, label.weightGrams)}
      {already && <> ({t.bulkAlready})</>}
    </>
  );
}
