import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { accountCopy } from "#copy/account";
import { birthYears, PHONE_PREFIXES } from "../../../shared/account-rules";
import { Field, inputClass, TextInput } from "../ui/field";
import type { ProfileValues } from "./profile-values";
import { useNameFields } from "./use-name-fields";

const t = accountCopy.profile;
const select = "h-11 rounded-xl border border-stone-300 bg-white px-2 text-base aria-[invalid=true]:border-red-600";

/** SPEC §5 profile fields shared by the complete-profile, Google data and my-data forms. */
export function ProfileFields({ form, nifLabel }: { form: UseFormReturn<ProfileValues>; nifLabel: string }) {
  const names = useNameFields(form);
  const { errors } = form.formState;
  const prefix = form.watch("prefix");
  const rule = PHONE_PREFIXES.find((p) => p.code === prefix);
  const spanish = prefix === "+34";
  const years = useMemo(() => birthYears(), []);
  return (
    <>
      <Field label={accountCopy.auth.firstName} error={errors.firstName?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput id={id} autoComplete="given-name" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...names.firstName} />
        )}
      </Field>
      <Field label={accountCopy.auth.fullName} error={errors.fullName?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput id={id} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...names.fullName} />
        )}
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{t.birthDate}</legend>
        <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
          <select aria-label={t.day} className={select} aria-invalid={errors.day ? true : undefined} {...form.register("day")}>
            <option value="">{t.day}</option>
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          <select aria-label={t.month} className={select} aria-invalid={errors.day ? true : undefined} {...form.register("month")}>
            <option value="">{t.month}</option>
            {t.months.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
          <select aria-label={t.year} className={select} aria-invalid={errors.day ? true : undefined} {...form.register("year")}>
            <option value="">{t.year}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {errors.day && (
          <p role="alert" className="text-sm text-red-700">
            {errors.day.message}
          </p>
        )}
      </fieldset>
      <Field
        label={t.phone}
        error={errors.digits?.message}
        hint={rule ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">{t.phoneHint(rule.code, rule.example)}</span> : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <div className="flex gap-2">
            <select aria-label={t.phonePrefix} className={select} {...form.register("prefix")}>
              {PHONE_PREFIXES.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.code}
                </option>
              ))}
            </select>
            <input
              id={id}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={inputClass}
              {...form.register("digits")}
            />
          </div>
        )}
      </Field>
      <Field label={nifLabel} error={errors.nif?.message} hint={spanish ? <span className="text-stone-600">{accountCopy.taxNumber.esHint}</span> : undefined}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            inputMode={spanish ? "text" : "numeric"}
            autoCapitalize={spanish ? "characters" : undefined}
            maxLength={spanish ? 12 : 9}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register("nif")}
          />
        )}
      </Field>
    </>
  );
}
