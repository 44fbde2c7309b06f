import { type ReactNode, useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { carrierName } from "../../../../shared/carriers";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { parcelBoxesCopy } from "../../../../shared/copy/back-office/parcel-boxes";
import { shippingLabelsCopy } from "../../../../shared/copy/back-office/shipping-labels";
import { formatCents } from "../../../../shared/money";
import { trackingStatusLabel } from "../../../../shared/order-display";
import type { ParcelBox } from "../../../../shared/parcel-boxes";
import { isTrackingStatus } from "../../../../shared/parcel-tracking";
import { type CreateLabelInput, createLabelSchema, type LabelView } from "../../../../shared/shipping-labels";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { formResolver } from "../../../lib/form-resolver";
import { useParcelBoxes } from "../api/parcel-boxes-api";
import { labelPdfUrl, returnLabelPdfUrl, useCreateLabel, useCreateReturnLabel, useShippingLabel } from "../api/shipping-labels-api";
import { errorText } from "./admin-format";

const t = shippingLabelsCopy;

/**
 * The order's carrier label (issue 49): 'Criar etiqueta' with the shop's box and the parcel's weight (its lines' weights
 * and the box's when every variant is weighed), then the label to print and — when the order is to ship — the hand-over
 * that makes it ENVIADO. Without a carrier connection (production without its key) it says so plainly: the manual entry
 * below is the way. `children` is that manual entry, shown unless a label was bought.
 */
export function ShippingLabelPanel({
  orderId,
  owner,
  onHandOver,
  handingOver,
  handOverError,
  children,
}: {
  orderId: string;
  owner: boolean;
  /** Set when the order is to ship: the hand-over sends it with the label's carrier and code. */
  onHandOver?: (label: LabelView) => void;
  handingOver?: boolean;
  handOverError?: unknown;
  children?: ReactNode;
}) {
  const status = useShippingLabel(orderId);
  const createLabel = useCreateLabel(orderId);
  if (status.isPending) return <Spinner label={adminCopy.loading} />;
  if (status.error) return <>{children}</>;
  const { mode, label, linesGrams } = status.data;
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{t.title}</h3>
      {mode === "manual" && (
        <p role="note" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t.unavailable}
        </p>
      )}
      {mode === "simulator" && <p className="text-sm text-stone-600">{t.simulator}</p>}
      {label ? (
        <>
          <BoughtLabel label={label} owner={owner} onHandOver={onHandOver} handingOver={handingOver} orderId={orderId} />
          <FormError>{handOverError ? errorText(handOverError) : null}</FormError>
        </>
      ) : (
        <>
          {mode !== "manual" && <CreateLabelForm linesGrams={linesGrams} create={createLabel} />}
          {children}
        </>
      )}
    </div>
  );
}

function BoughtLabel({
  label,
  owner,
  orderId,
  onHandOver,
  handingOver,
}: {
  label: LabelView;
  owner: boolean;
  orderId: string;
  onHandOver?: (label: LabelView) => void;
  handingOver?: boolean;
}) {
  return (
    <div className="space-y-3">
      <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {t.created(carrierName(label.carrier, label.carrier), label.trackingCode)}
        {owner && label.costCents !== null && <> {t.cost(formatCents(label.costCents))}</>} {t.parcel(label.boxName, label.weightGrams)}
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={labelPdfUrl(orderId)} target="_blank" rel="noopener" className="btn-outline">
          {t.print}
        </a>
        {onHandOver && (
          <button type="button" className="btn-primary" disabled={handingOver} onClick={() => onHandOver(label)}>
            {t.handOver}
          </button>
        )}
      </div>
      {onHandOver && <p className="text-sm text-stone-600">{t.handOverHint}</p>}
    </div>
  );
}

/**
 * A withdrawal's return label (issue 49): bought from the customer's address to the shop's and e-mailed to the customer
 * (the shop pays it); once bought, the label to print and its parcel's last tracking status.
 */
export function ReturnLabelPanel({ orderId }: { orderId: string }) {
  const status = useShippingLabel(orderId);
  const create = useCreateReturnLabel(orderId);
  if (status.isPending) return <Spinner label={adminCopy.loading} />;
  if (status.error || status.data.mode === "manual") return null;
  const { returnLabel, linesGrams } = status.data;
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t.returnTitle}</h3>
      {returnLabel ? (
        <>
          <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t.returnCreated(carrierName(returnLabel.carrier, returnLabel.carrier), returnLabel.trackingCode)}
            {returnLabel.tracking && isTrackingStatus(returnLabel.tracking) && <> {trackingStatusLabel(returnLabel.tracking)}.</>}
          </p>
          <a href={returnLabelPdfUrl(orderId)} target="_blank" rel="noopener" className="btn-outline">
            {t.print}
          </a>
        </>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t.returnIntro}</p>
          <CreateLabelForm linesGrams={linesGrams} create={create} name={t.returnCreate} />
        </>
      )}
    </div>
  );
}

function CreateLabelForm({ linesGrams, create, name = t.create }: { linesGrams: number | null; create: ReturnType<typeof useCreateLabel>; name?: string }) {
  const boxes = useParcelBoxes();
  if (boxes.isPending) return <Spinner label={adminCopy.loading} />;
  if (boxes.error) return <FormError>{errorText(boxes.error)}</FormError>;
  if (boxes.data.length === 0) return <p className="text-sm text-stone-600">{t.noBoxes}</p>;
  return <LabelForm boxes={boxes.data} linesGrams={linesGrams} create={create} name={name} />;
}

function LabelForm({
  boxes,
  linesGrams,
  create,
  name,
}: {
  boxes: ParcelBox[];
  linesGrams: number | null;
  create: ReturnType<typeof useCreateLabel>;
  name: string;
}) {
  // The first of the shop's boxes comes chosen (the owner's list, in the order it was made).
  const form = useForm<CreateLabelInput>({ resolver: formResolver(createLabelSchema), defaultValues: { box: boxes[0]!.id } });
  const { errors } = form.formState;
  const box = boxes.find((b) => b.id === form.watch("box")) ?? boxes[0]!;
  const suggested = linesGrams === null ? null : linesGrams + box.tareGrams;
  const hintId = useId();
  return (
    <form noValidate aria-label={name} className="max-w-md space-y-3" onSubmit={form.handleSubmit((v) => create.mutate(v, { onError: () => undefined }))}>
      <Controller
        control={form.control}
        name="box"
        render={({ field }) => (
          <Select
            stacked
            id="admin-label-box"
            label={t.box}
            value={field.value}
            options={boxes.map((b) => ({ value: b.id, label: parcelBoxesCopy.option(b) }))}
            onChange={field.onChange}
          />
        )}
      />
      <Field label={t.weight} error={errors.weightGrams?.message}>
        {(ids) => (
          <TextInput
            id={ids.id}
            inputMode="numeric"
            autoComplete="off"
            placeholder={suggested === null ? undefined : String(suggested)}
            aria-describedby={[ids.describedBy, hintId].filter(Boolean).join(" ")}
            aria-invalid={ids.invalid}
            {...form.register("weightGrams", { setValueAs: (v: string) => (v === "" || v === undefined ? undefined : Number(v)) })}
          />
        )}
      </Field>
      <p id={hintId} className="text-sm text-stone-600">
        {suggested === null ? t.weightUnknown : t.weightFromLines(suggested)}
      </p>
      <FormError>{create.error ? errorText(create.error) : null}</FormError>
      <button type="submit" className="btn-primary" disabled={create.isPending}>
        {create.isPending ? t.creating : name}
      </button>
    </form>
  );
}
