import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { shopSettingsCopy } from "../../../../shared/copy/back-office/shop-settings";
import { type ShopSettingKey, type ShopSettings, type ShopSettingsInput, shopSettingsSchema } from "../../../../shared/shop-settings";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { useSaveShopSettings, useShopSettings } from "../api/settings-api";
import { errorText, formatMoment } from "./admin-format";
import { ParcelBoxesSection } from "./parcel-boxes-section";

const t = shopSettingsCopy;

/** The page's sections and their settings, in the order the owner reads them. */
const SECTIONS: {
  title: string;
  hint: string;
  keys: { key: ShopSettingKey; type?: "email" | "tel" | "url"; wide?: boolean; hint?: string; decimal?: boolean; numeric?: boolean }[];
}[] = [
  {
    title: t.sections.identity,
    hint: t.sections.identityHint,
    keys: [
      { key: "companyName", wide: true },
      { key: "companyNipc" },
      { key: "companyPhone", type: "tel", hint: t.fields.companyPhoneHint },
      { key: "companyEmail", type: "email", wide: true },
      { key: "companyAddress", wide: true },
    ],
  },
  {
    title: t.sections.complaints,
    hint: t.sections.complaintsHint,
    keys: [
      { key: "complaintsEntityName", wide: true },
      { key: "complaintsEntityUrl", type: "url", wide: true },
      { key: "adrName", wide: true },
      { key: "adrUrl", type: "url", wide: true },
    ],
  },
  { title: t.sections.returns, hint: t.sections.returnsHint, keys: [{ key: "returnAddress", wide: true }] },
  {
    title: t.sections.freeDelivery,
    hint: t.sections.freeDeliveryHint,
    keys: [
      { key: "freeDeliveryPtContinente", decimal: true },
      { key: "freeDeliveryPtAcores", decimal: true },
      { key: "freeDeliveryPtMadeira", decimal: true },
      { key: "freeDeliveryEsPeninsula", decimal: true },
      { key: "freeDeliveryEsBaleares", decimal: true },
    ],
  },
  {
    title: t.sections.dispatch,
    hint: t.sections.dispatchHint,
    keys: [
      { key: "dispatchCutoffHour", numeric: true },
      { key: "handlingDays", numeric: true },
    ],
  },
  {
    title: t.sections.birthLists,
    hint: t.sections.birthListsHint,
    keys: [
      { key: "birthListDiscountPercent", numeric: true },
      { key: "birthListDiscountDays", numeric: true },
    ],
  },
  {
    title: t.sections.cartReminders,
    hint: t.sections.cartRemindersHint,
    keys: [{ key: "cartReminderHours", numeric: true }],
  },
];

/**
 * 'Definições' (issue 46): the shop's legal identity, its complaints and dispute entities and its return address, owners
 * only. Each field is checked as the API checks it (shared/shop-settings.ts); a refusal from the API lands on its field.
 */
export function SettingsPage() {
  const current = useShopSettings();
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-stone-700">{t.intro}</p>
      {current.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : current.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void current.refetch()} />
      ) : (
        <SettingsForm values={current.data.values} saved={current.data.saved} lastChange={current.data.lastChange} />
      )}
      <ParcelBoxesSection />
    </section>
  );
}

function SettingsForm({ values, saved, lastChange }: { values: ShopSettings; saved: ShopSettingKey[]; lastChange: { at: string; by: string } | null }) {
  const save = useSaveShopSettings();
  const [outcome, setOutcome] = useState<"saved" | "unchanged" | null>(null);
  const form = useForm<ShopSettingsInput, unknown, ShopSettings>({ resolver: formResolver(shopSettingsSchema), values });
  const id = useId();
  const submit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: (r) => setOutcome(r.changed.length ? "saved" : "unchanged"),
      onError: (err) => {
        if (err instanceof ApiError && err.field && err.field in values)
          form.setError(err.field as ShopSettingKey, { message: err.message }, { shouldFocus: true });
      },
    }),
  );
  const fieldError = save.error instanceof ApiError && save.error.field && save.error.field in values;

  return (
    <form noValidate onSubmit={submit} onChange={() => setOutcome(null)} className="space-y-6">
      {SECTIONS.map((section, i) => (
        <fieldset key={section.title} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4" aria-describedby={`${id}-${i}-hint`}>
          <legend className="px-1 text-lg font-bold">{section.title}</legend>
          <p id={`${id}-${i}-hint`} className="text-sm text-stone-600">
            {section.hint}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.keys.map(({ key, type, wide, hint, decimal, numeric }) => (
              <div key={key} className={wide ? "sm:col-span-2" : undefined}>
                <Field
                  label={t.fields[key]}
                  error={form.formState.errors[key]?.message}
                  hint={hint ?? (saved.includes(key) ? undefined : <span className="text-stone-500">{t.fromEnvironment}</span>)}
                >
                  {({ id: inputId, describedBy, invalid }) => (
                    <TextInput
                      id={inputId}
                      type={type ?? "text"}
                      inputMode={key === "companyNipc" || numeric ? "numeric" : decimal ? "decimal" : undefined}
                      autoComplete="off"
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      {...form.register(key)}
                    />
                  )}
                </Field>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <FormError>{save.error && !fieldError ? errorText(save.error) : null}</FormError>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t.save}
        </button>
        {outcome && (
          <p role="status" className="text-sm text-emerald-800">
            {outcome === "saved" ? t.saved : t.unchanged}
          </p>
        )}
      </div>
      {lastChange && <p className="text-sm text-stone-600 [overflow-wrap:anywhere]">{t.lastChange(formatMoment(lastChange.at), lastChange.by)}</p>}
    </form>
  );
}
