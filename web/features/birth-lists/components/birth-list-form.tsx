import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { shopCopy } from "#copy/shop";
import { BIRTH_LIST_LIMITS, type BirthListFields, type BirthListInput, birthListInputSchema, type OwnBirthList } from "../../../../shared/birth-lists";
import { paths } from "../../../../shared/paths";
import { Field, TextArea, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { useAddresses } from "../../../lib/address-queries";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";

const t = birthListsCopy.birthLists.form;
const NO_COVER = "0";
const NO_ADDRESS = "none";

/** The form's starting values: an existing list's, or a new list's (the expected date left for the parents to give). */
function startingValues(list: OwnBirthList | undefined): BirthListInput {
  if (!list)
    return {
      babyName: "",
      surname: "",
      expectedDate: "",
      closesOn: "",
      message: "",
      access: "link",
      accessCode: "",
      searchable: false,
      surprise: false,
      giftMail: "each",
      giftAddressId: "",
    };
  return {
    babyName: list.babyName,
    surname: list.surname,
    expectedDate: list.expectedDate,
    closesOn: list.closesOn,
    message: list.message,
    coverProductId: list.coverProductId,
    access: list.access,
    accessCode: list.accessCode ?? "",
    searchable: list.searchable,
    surprise: list.surprise,
    giftMail: list.giftMail,
    giftAddressId: list.giftAddressId ?? "",
  };
}

/**
 * The list's details as the parents write them (issue 50): the baby's name, the family's surname (only to be found by),
 * the expected and closing days, the message, the cover (a photo of one of the list's products), who may see it, and how
 * gifts are announced. Checked with the API's own schema; the API's refusal of a field lands under that field.
 */
export function BirthListForm({
  list,
  pending,
  onSubmit,
  onCancel,
}: {
  list?: OwnBirthList;
  pending: boolean;
  onSubmit: (values: BirthListFields) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<BirthListInput, unknown, BirthListFields>({ resolver: formResolver(birthListInputSchema), defaultValues: startingValues(list) });
  const { errors } = form.formState;
  const access = form.watch("access");
  const ids = { access: useId(), mail: useId(), searchable: useId(), surprise: useId(), cover: useId(), address: useId() };
  const addresses = useAddresses().query.data;
  const covers = list ? [...new Map(list.items.map((i) => [i.productId, i.name])).entries()] : [];

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      const field = err instanceof ApiError ? err.field : undefined;
      if (field && field in values) form.setError(field as keyof BirthListInput, { message: (err as ApiError).message }, { shouldFocus: true });
      else form.setError("root", { message: err instanceof Error ? err.message : String(err) });
    }
  });

  const checkbox = (id: string, name: "searchable" | "surprise", label: string) => (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-700" {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.babyName} hint={t.babyNameHint} error={errors.babyName?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              maxLength={BIRTH_LIST_LIMITS.babyName}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register("babyName")}
            />
          )}
        </Field>
        <Field label={t.surname} hint={t.surnameHint} error={errors.surname?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              autoComplete="family-name"
              maxLength={BIRTH_LIST_LIMITS.surname}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register("surname")}
            />
          )}
        </Field>
        <Field label={t.expectedDate} error={errors.expectedDate?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="date" required aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("expectedDate")} />
          )}
        </Field>
        <Field label={t.closesOn} hint={t.closesOnHint} error={errors.closesOn?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput id={id} type="date" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register("closesOn")} />
          )}
        </Field>
      </div>
      <Field label={t.message} error={errors.message?.message}>
        {({ id, describedBy, invalid }) => (
          <TextArea
            id={id}
            rows={3}
            maxLength={BIRTH_LIST_LIMITS.message}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("message")}
          />
        )}
      </Field>
      {covers.length > 0 && (
        <Controller
          control={form.control}
          name="coverProductId"
          render={({ field }) => (
            <div className="space-y-1">
              <Select
                stacked
                id={ids.cover}
                label={t.cover}
                describedBy={`${ids.cover}-ajuda`}
                value={String(field.value ?? NO_COVER)}
                options={[{ value: NO_COVER, label: t.coverNone }, ...covers.map(([id, name]) => ({ value: String(id), label: name }))]}
                onChange={(v) => field.onChange(v === NO_COVER ? null : Number(v))}
              />
              <p id={`${ids.cover}-ajuda`} className="text-xs">
                {t.coverHint}
              </p>
            </div>
          )}
        />
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t.access}</legend>
        {(["link", "code"] as const).map((value) => (
          <div key={value} className="flex items-center gap-2 text-sm">
            <input id={`${ids.access}-${value}`} type="radio" value={value} className="size-4 accent-brand-700" {...form.register("access")} />
            <label htmlFor={`${ids.access}-${value}`}>{value === "link" ? t.accessLink : t.accessCode}</label>
          </div>
        ))}
      </fieldset>
      {access === "code" && (
        <Field label={t.accessCodeField} hint={t.accessCodeHint} error={errors.accessCode?.message}>
          {({ id, describedBy, invalid }) => (
            <TextInput
              id={id}
              autoComplete="off"
              maxLength={20}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register("accessCode")}
            />
          )}
        </Field>
      )}
      {checkbox(ids.searchable, "searchable", t.searchable)}
      {checkbox(ids.surprise, "surprise", t.surprise)}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t.giftMail}</legend>
        {(["each", "daily"] as const).map((value) => (
          <div key={value} className="flex items-center gap-2 text-sm">
            <input id={`${ids.mail}-${value}`} type="radio" value={value} className="size-4 accent-brand-700" {...form.register("giftMail")} />
            <label htmlFor={`${ids.mail}-${value}`}>{value === "each" ? t.giftMailEach : t.giftMailDaily}</label>
          </div>
        ))}
      </fieldset>
      {/* Where gifts may be sent (issue 50): a visitor sees the city only. */}
      {addresses && addresses.length > 0 ? (
        <Controller
          control={form.control}
          name="giftAddressId"
          render={({ field }) => (
            <div className="space-y-1">
              <Select
                stacked
                id={ids.address}
                label={t.giftAddress}
                describedBy={`${ids.address}-ajuda`}
                invalid={!!errors.giftAddressId}
                value={field.value || NO_ADDRESS}
                options={[
                  { value: NO_ADDRESS, label: t.giftAddressNone },
                  ...addresses.map((a) => ({
                    value: a.id,
                    label: `${a.fullName} — ${a.address} ${a.number}, ${a.city} (${shopCopy.shipping.countryNames[a.country]})`,
                  })),
                ]}
                onChange={(v) => field.onChange(v === NO_ADDRESS ? "" : v)}
              />
              <p id={`${ids.address}-ajuda`} className="text-xs">
                {t.giftAddressHint}
              </p>
              {errors.giftAddressId?.message && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {errors.giftAddressId.message}
                </p>
              )}
            </div>
          )}
        />
      ) : (
        addresses && (
          <p className="text-sm">
            {t.giftAddress}:{" "}
            <Link to={paths.addresses} className="font-semibold text-brand-700 underline">
              {t.giftAddressNoAddresses}
            </Link>
          </p>
        )
      )}
      <FormError>{errors.root?.message}</FormError>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <button type="button" className="btn-outline h-11 px-5" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
        <button type="submit" className="btn-primary h-11 px-5" disabled={pending}>
          {pending ? t.saving : list ? t.save : t.create}
        </button>
      </div>
    </form>
  );
}
