import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { BIRTH_YEARS, DEFAULT_PHONE_PREFIX, myDataSchema, PHONE_PREFIXES, PLACEHOLDER_BIRTH_DATE, profileSchema, splitPhone } from "../../../../shared/account-rules";
import { copy } from "../../../../shared/copy";
import { FormError } from "../../../components/ui/form-error";
import { Field, inputClass, TextInput } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api-client";
import { queryClient } from "../../../lib/query-client";
import { toast } from "../../../lib/toast";
import { accountApi } from "../api/account-api";
import { signOutNow, type SessionData } from "../api/session";
import { useNameFields } from "../hooks/use-name-fields";

const t = copy.profile;
const pad = (n: number | string) => String(n).padStart(2, "0");

interface Values {
  firstName: string;
  fullName: string;
  day: string;
  month: string;
  year: string;
  prefix: string;
  digits: string;
  nif: string;
}

/** The form values as the shared profile schema sees them. */
const toProfile = (v: Values) => ({
  firstName: v.firstName,
  fullName: v.fullName,
  birthDate: v.day && v.month && v.year ? `${v.year}-${pad(v.month)}-${pad(v.day)}` : "",
  phone: `${v.prefix}${v.digits.replace(/[\s-]/g, "")}`,
  nif: v.nif,
});

export type ProfileVariant = "profile" | "google" | "my-data";

function resolverFor(variant: ProfileVariant) {
  const schema = variant === "my-data" ? myDataSchema() : profileSchema();
  return zodResolver(
    z
      .object({ firstName: z.string(), fullName: z.string(), day: z.string(), month: z.string(), year: z.string(), prefix: z.string(), digits: z.string(), nif: z.string() })
      .superRefine((v, ctx) => {
        if (variant === "google" && [v.firstName, v.fullName, v.day, v.month, v.year, v.digits, v.nif].some((x) => !x.trim())) {
          ctx.addIssue({ code: "custom", path: ["form"], message: t.allRequired });
          return;
        }
        const r = schema.safeParse(toProfile(v));
        if (r.success) return;
        for (const issue of r.error.issues) {
          const key = String(issue.path[0]);
          const path = key === "birthDate" ? "day" : key === "phone" ? "digits" : key;
          ctx.addIssue({ code: "custom", path: [path], message: variant === "google" && key === "phone" ? t.phoneInvalid : issue.message });
        }
      }),
  );
}

function initialValues(session: SessionData): Values {
  const c = session.customer;
  const birth = c?.birth_date && c.birth_date !== PLACEHOLDER_BIRTH_DATE ? c.birth_date.split("-") : ["", "", ""];
  const phone = c?.phone ? splitPhone(c.phone) : { prefix: DEFAULT_PHONE_PREFIX, digits: "" };
  const first = c?.first_name ?? "";
  return {
    firstName: first,
    fullName: c?.full_name ?? (first ? `${first} ` : ""),
    year: birth[0] ?? "",
    month: birth[1] ? String(Number(birth[1])) : "",
    day: birth[2] ? String(Number(birth[2])) : "",
    prefix: phone.prefix || DEFAULT_PHONE_PREFIX,
    digits: phone.digits,
    nif: c?.nif ?? "",
  };
}

/**
 * SPEC §5 profile: the blocking complete-profile form, the Google data form (e-mail read-only, all required)
 * and the my-data page (NIF optional; saved in place).
 */
export function ProfileForm({ session, variant, onSaved }: { session: SessionData; variant: ProfileVariant; onSaved?: () => void }) {
  const form = useForm<Values>({ resolver: resolverFor(variant), defaultValues: initialValues(session) });
  const names = useNameFields(form);
  const navigate = useNavigate();
  const { errors, isSubmitting } = form.formState;
  const prefix = form.watch("prefix");
  const rule = PHONE_PREFIXES.find((p) => p.code === prefix);
  const spanish = prefix === "+34";
  const years = useMemo(() => {
    const now = new Date().getFullYear();
    return Array.from({ length: BIRTH_YEARS }, (_, i) => now - i);
  }, []);
  const formError = (errors as { form?: { message?: string } }).form?.message;

  const submit = form.handleSubmit(async (v) => {
    if (variant === "my-data") {
      try {
        await accountApi.saveMyData(toProfile(v));
        void toast.success(copy.account.myDataSaved);
        onSaved?.();
      } catch {
        void toast.error(copy.account.myDataError);
      }
      return;
    }
    try {
      await accountApi.saveCustomer(toProfile(v));
    } catch (err) {
      void toast.error(t.saveError(err instanceof ApiError ? err.message : copy.auth.unexpected));
      return;
    }
    void toast.success(t.saved);
    // SPEC §4 "reload to /" without a page reload (which dropped the message): fresh session and data, then home.
    await queryClient.invalidateQueries();
    navigate("/");
  });

  const signOut = async () => {
    try {
      await signOutNow();
    } catch {
      void toast.error(copy.auth.unexpected);
    }
  };
  const select = "h-11 rounded-xl border border-stone-300 bg-white px-2 text-base aria-[invalid=true]:border-red-600";

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={variant === "google" ? t.googleTitle : t.title}>
      {variant === "google" && (
        <Field label={copy.auth.email}>{({ id }) => <TextInput id={id} value={session.user.email} readOnly aria-readonly="true" className="bg-stone-100" />}</Field>
      )}
      <Field label={copy.auth.firstName} error={errors.firstName?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput
            id={id}
            autoComplete="given-name"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...names.firstName}
          />
        )}
      </Field>
      <Field label={copy.auth.fullName} error={errors.fullName?.message}>
        {({ id, describedBy, invalid }) => (
          <TextInput id={id} autoComplete="name" aria-describedby={describedBy} aria-invalid={invalid || undefined} {...names.fullName} />
        )}
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{t.birthDate}</legend>
        <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
          <select aria-label={t.day} className={select} aria-invalid={errors.day ? true : undefined} {...form.register("day")}>
            <option value="">{t.day}</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
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
            <input id={id} type="tel" inputMode="tel" autoComplete="tel-national" aria-describedby={describedBy} aria-invalid={invalid || undefined} className={inputClass} {...form.register("digits")} />
          </div>
        )}
      </Field>
      <Field label={variant === "my-data" ? copy.account.nifOptional : t.nif} error={errors.nif?.message} hint={spanish ? <span className="text-stone-600">{copy.taxNumber.esHint}</span> : undefined}>
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
      <FormError>{formError}</FormError>
      <button type="submit" className="btn-primary w-full py-3" disabled={isSubmitting}>
        {variant === "my-data" ? copy.account.myDataSave : t.save}
      </button>
      {variant !== "my-data" && (
        <p className="text-center text-sm text-stone-600">
          {t.signOutText}{" "}
          <button type="button" className="font-semibold text-brand-700 underline-offset-2 hover:underline" onClick={() => void signOut()}>
            {copy.auth.signOut}
          </button>
        </p>
      )}
    </form>
  );
}
