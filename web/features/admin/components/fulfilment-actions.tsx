import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type DeliverOrderInput, deliverOrderSchema, type ShipOrderInput, shipOrderSchema } from "../../../../shared/admin";
import { CARRIER_CODES, CARRIER_NAME_MAX, carrierName } from "../../../../shared/carriers";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { shopDay, shopToday } from "../../../../shared/shop-day";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { formResolver } from "../../../lib/form-resolver";
import { useFulfilment } from "../api/admin-api";
import { errorText } from "./admin-format";
import { ShippingLabelPanel } from "./shipping-label-panel";

const t = adminCopy.order;

/**
 * The order's next step (issue 32): 'Marcar em processamento', the shipping form (carrier, tracking number) or the
 * delivery form (the day). What the server answers is said here: done (the customer was e-mailed) or why not (another
 * member was quicker, a bad value), and the order's page reads again either way.
 */
export function FulfilmentActions({
  orderId,
  nextStep,
  shippedAt,
  owner,
}: {
  orderId: string;
  nextStep: "prepare" | "ship" | "deliver" | null;
  shippedAt: string | null;
  /** The owner sees what a label cost. */
  owner: boolean;
}) {
  const steps = useFulfilment(orderId);
  const [done, setDone] = useState(false);
  const ok = () => setDone(true);
  if (!nextStep) return <p className="text-stone-600">{t.noAction}</p>;
  return (
    <div className="space-y-3">
      {done && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t.done}
        </p>
      )}
      {nextStep === "prepare" && (
        <>
          <FormError>{steps.prepare.error ? errorText(steps.prepare.error) : null}</FormError>
          <button type="button" className="btn-primary" disabled={steps.prepare.isPending} onClick={() => steps.prepare.mutate(undefined, { onSuccess: ok })}>
            {t.prepare}
          </button>
        </>
      )}
      {/* The carrier's label (issue 49): bought for a paid order or one being prepared; with it, the hand-over ships it. */}
      {(nextStep === "prepare" || nextStep === "ship") && (
        <ShippingLabelPanel
          orderId={orderId}
          owner={owner}
          onHandOver={
            nextStep === "ship"
              ? (label) =>
                  steps.ship.mutate(
                    {
                      carrier: label.carrier as ShipOrderInput["carrier"],
                      carrierName: label.carrier === "other" ? label.service : undefined,
                      trackingNumber: label.trackingCode,
                    },
                    { onSuccess: ok },
                  )
              : undefined
          }
          handingOver={steps.ship.isPending}
          handOverError={steps.ship.error}
        >
          {nextStep === "ship" && <ShipForm onShip={(v) => steps.ship.mutate(v, { onSuccess: ok })} pending={steps.ship.isPending} error={steps.ship.error} />}
        </ShippingLabelPanel>
      )}
      {nextStep === "deliver" && (
        <DeliverForm
          onDeliver={(v) => steps.deliver.mutate(v, { onSuccess: ok })}
          pending={steps.deliver.isPending}
          error={steps.deliver.error}
          shippedAt={shippedAt}
        />
      )}
    </div>
  );
}

function ShipForm({ onShip, pending, error }: { onShip: (v: ShipOrderInput) => void; pending: boolean; error: unknown }) {
  const form = useForm<ShipOrderInput>({ resolver: formResolver(shipOrderSchema), defaultValues: { trackingNumber: "" } });
  const { errors } = form.formState;
  // 'Outra' (issue 44): the carrier's name, which the customer reads in the e-mail and on the order.
  const other = form.watch("carrier") === "other";
  return (
    <form noValidate aria-label={t.ship} className="max-w-md space-y-3" onSubmit={form.handleSubmit(onShip)}>
      <Controller
        control={form.control}
        name="carrier"
        render={({ field }) => (
          <div>
            <Select
              stacked
              id="admin-carrier"
              label={t.carrier}
              placeholder={t.chooseCarrier}
              value={field.value ?? ""}
              options={CARRIER_CODES.map((c) => ({ value: c, label: carrierName(c, t.otherCarrier) }))}
              onChange={field.onChange}
              invalid={!!errors.carrier}
              describedBy={errors.carrier ? "admin-carrier-erro" : undefined}
            />
            {errors.carrier && (
              <p id="admin-carrier-erro" role="alert" className="mt-1 text-sm text-red-700">
                {errors.carrier.message}
              </p>
            )}
          </div>
        )}
      />
      {other && (
        <Field label={t.carrierName} error={errors.carrierName?.message}>
          {(ids) => (
            <TextInput
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              autoComplete="off"
              maxLength={CARRIER_NAME_MAX}
              {...form.register("carrierName")}
            />
          )}
        </Field>
      )}
      <Field label={t.trackingNumber} error={errors.trackingNumber?.message}>
        {(ids) => (
          <TextInput id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} autoComplete="off" {...form.register("trackingNumber")} />
        )}
      </Field>
      <FormError>{error ? errorText(error) : null}</FormError>
      <button type="submit" className="btn-primary" disabled={pending}>
        {t.ship}
      </button>
    </form>
  );
}

function DeliverForm({
  onDeliver,
  pending,
  error,
  shippedAt,
}: {
  onDeliver: (v: DeliverOrderInput) => void;
  pending: boolean;
  error: unknown;
  shippedAt: string | null;
}) {
  // The shop's days, as the worker checks them: today is Lisbon's, and so is the day it was sent.
  const today = shopToday();
  const form = useForm<DeliverOrderInput>({ resolver: formResolver(deliverOrderSchema), defaultValues: { deliveredOn: today } });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label={t.deliver} className="max-w-md space-y-3" onSubmit={form.handleSubmit(onDeliver)}>
      <Field label={t.deliveredOn} error={errors.deliveredOn?.message}>
        {(ids) => (
          <TextInput
            id={ids.id}
            type="date"
            max={today}
            min={shippedAt ? shopDay(new Date(shippedAt)) : undefined}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            {...form.register("deliveredOn")}
          />
        )}
      </Field>
      <FormError>{error ? errorText(error) : null}</FormError>
      <button type="submit" className="btn-primary" disabled={pending}>
        {t.deliver}
      </button>
    </form>
  );
}
