import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import type { z } from "zod";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { promotionsCopy } from "../../../../shared/copy/back-office/promotions";
import { type PromotionForm, promotionSchema } from "../../../../shared/promotion-rules";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { codesCsvUrl, useGenerateCodes, usePromotion, useSavePromotion, useSetPromotionStatus } from "../api/promotions-api";
import { errorText } from "./admin-format";
import { CategoryChecklist } from "./category-checklist";

const t = promotionsCopy;
const f = t.fields;

const EMPTY: PromotionForm = {
  name: "",
  code: "",
  kind: "percent",
  percent: "",
  amount: "",
  minOrder: "",
  startsAt: "",
  endsAt: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  firstPurchaseOnly: false,
  saleItems: "better",
  categoryIds: [],
  products: "",
};

const back = (
  <Link to={`${ADMIN_PATH}/promocoes`} className="text-sm underline">
    {t.title}
  </Link>
);

/** 'Nova promoção' and a promotion's own page (issue 47): its terms, its state, and its single-use codes. */
export function PromotionEditorPage() {
  const { id } = useParams();
  return id ? <ExistingPromotion id={id} /> : <NewPromotion />;
}

function NewPromotion() {
  const navigate = useNavigate();
  return (
    <div className="max-w-3xl space-y-4">
      {back}
      <h1 className="text-2xl font-bold">{t.newPromotion}</h1>
      <PromotionFormFields id={null} values={EMPTY} onSaved={(id) => navigate(`${ADMIN_PATH}/promocoes/${id}`, { state: { saved: true } })} />
    </div>
  );
}

function ExistingPromotion({ id }: { id: string }) {
  const current = usePromotion(id);
  // Just created ('Nova promoção' opens the promotion's own page): its 'saved' says so here.
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  if (current.isPending) return <Spinner label={t.loading} />;
  if (current.error)
    return (
      <div className="space-y-4">
        {back}
        <ErrorRetry message={errorText(current.error)} onRetry={() => void current.refetch()} />
      </div>
    );
  const { promotion, form, codes, usedCodes } = current.data;
  const ended = promotion.status === "ended";
  return (
    <div className="max-w-3xl space-y-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{promotion.name}</h1>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{t.statuses[promotion.state]}</span>
      </div>
      <StatusActions id={id} status={promotion.status} />
      <PromotionFormFields id={id} values={form} disabled={ended} initiallySaved={justCreated} onSaved={() => void current.refetch()} />
      <BulkCodes id={id} codes={codes} usedCodes={usedCodes} disabled={ended} />
    </div>
  );
}

/** Pausar / Retomar / Terminar (ending asks first: it is for good). */
function StatusActions({ id, status }: { id: string; status: "active" | "paused" | "ended" }) {
  const set = useSetPromotionStatus(id);
  const current = usePromotion(id);
  const [done, setDone] = useState(false);
  if (status === "ended") return null;
  const change = (to: "active" | "paused" | "ended") => {
    if (to === "ended" && !window.confirm(t.actions.endConfirm)) return;
    setDone(false);
    set.mutate(to, {
      onSuccess: () => {
        setDone(true);
        void current.refetch();
      },
    });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {status === "active" ? (
        <button type="button" className="btn-outline" onClick={() => change("paused")} disabled={set.isPending}>
          {t.actions.pause}
        </button>
      ) : (
        <button type="button" className="btn-outline" onClick={() => change("active")} disabled={set.isPending}>
          {t.actions.resume}
        </button>
      )}
      <button type="button" className="btn-outline text-red-700" onClick={() => change("ended")} disabled={set.isPending}>
        {t.actions.end}
      </button>
      {done && (
        <p role="status" className="text-sm text-emerald-800">
          {t.statusChanged}
        </p>
      )}
      <FormError>{set.error ? errorText(set.error) : null}</FormError>
    </div>
  );
}

type Output = z.output<typeof promotionSchema>;

function PromotionFormFields({
  id,
  values,
  disabled = false,
  initiallySaved = false,
  onSaved,
}: {
  id: string | null;
  values: PromotionForm;
  disabled?: boolean;
  initiallySaved?: boolean;
  onSaved: (id: string) => void;
}) {
  const save = useSavePromotion(id);
  const [saved, setSaved] = useState(initiallySaved);
  const form = useForm<PromotionForm, unknown, Output>({ resolver: formResolver(promotionSchema), values });
  const kind = useWatch({ control: form.control, name: "kind" });
  const formId = useId();
  const errors = form.formState.errors;
  // The schema's output is what the server reads; the form sends what was typed (the server checks it the same way).
  const submit = form.handleSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: (r) => {
        setSaved(true);
        onSaved(r.id);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.field && err.field in EMPTY)
          form.setError(err.field as keyof PromotionForm, { message: err.message }, { shouldFocus: true });
      },
    }),
  );
  const fieldError = save.error instanceof ApiError && save.error.field && save.error.field in EMPTY;
  const text = (name: "name" | "code" | "percent" | "amount" | "minOrder" | "maxUses" | "maxUsesPerCustomer" | "products", label: string, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint ? <span className="text-stone-600">{hint}</span> : undefined}>
      {({ id: inputId, describedBy, invalid }) => (
        <TextInput
          id={inputId}
          autoComplete="off"
          inputMode={
            name === "percent" || name === "maxUses" || name === "maxUsesPerCustomer"
              ? "numeric"
              : name === "amount" || name === "minOrder"
                ? "decimal"
                : undefined
          }
          aria-describedby={describedBy}
          aria-invalid={invalid}
          disabled={disabled || (name === "code" && id !== null)}
          {...form.register(name)}
        />
      )}
    </Field>
  );
  const moment = (name: "startsAt" | "endsAt", label: string) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id: inputId, describedBy, invalid }) => (
        <TextInput id={inputId} type="datetime-local" aria-describedby={describedBy} aria-invalid={invalid} disabled={disabled} {...form.register(name)} />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} onChange={() => setSaved(false)} className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", f.name, f.nameHint)}
        {text("code", f.code, id === null ? f.codeHint : undefined)}
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Select
              stacked
              id={`${formId}-kind`}
              label={f.kind}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              options={(["percent", "amount", "free_delivery"] as const).map((k) => ({ value: k, label: t.kinds[k] }))}
            />
          )}
        />
        {kind === "percent" && text("percent", f.percent)}
        {kind === "amount" && text("amount", f.amount)}
        {text("minOrder", f.minOrder)}
        {moment("startsAt", f.startsAt)}
        {moment("endsAt", f.endsAt)}
        {text("maxUses", f.maxUses, f.limitHint)}
        {text("maxUsesPerCustomer", f.maxUsesPerCustomer, f.limitHint)}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" disabled={disabled} {...form.register("firstPurchaseOnly")} />
        {f.firstPurchaseOnly}
      </label>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{f.saleItems}</legend>
        {(["better", "excluded", "stacked"] as const).map((rule) => (
          <label key={rule} className="flex items-center gap-2 text-sm">
            <input type="radio" value={rule} className="size-4" disabled={disabled} {...form.register("saleItems")} />
            {f.saleItemsOptions[rule]}
          </label>
        ))}
      </fieldset>
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field }) => (
          <CategoryChecklist
            id={`${formId}-categorias`}
            value={field.value}
            onChange={field.onChange}
            disabled={disabled}
            note={<span className="text-stone-600">{f.categoriesHint}</span>}
          />
        )}
      />
      {text("products", f.products)}
      <FormError>{save.error && !fieldError ? errorText(save.error) : null}</FormError>
      {!disabled && (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t.actions.saving : t.actions.save}
          </button>
          {saved && (
            <p role="status" className="text-sm text-emerald-800">
              {t.saved}
            </p>
          )}
        </div>
      )}
    </form>
  );
}

/** 'Gerar códigos' (single-use codes for a campaign) and the CSV of the promotion's codes. */
function BulkCodes({ id, codes, usedCodes, disabled }: { id: string; codes: number; usedCodes: number; disabled: boolean }) {
  const generate = useGenerateCodes(id);
  const current = usePromotion(id);
  const [count, setCount] = useState("100");
  const [prefix, setPrefix] = useState("");
  const [done, setDone] = useState<number | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    generate.mutate(
      { count: Number(count), prefix },
      {
        onSuccess: (r) => {
          setDone(r.generated);
          void current.refetch();
        },
      },
    );
  };
  const field = generate.error instanceof ApiError ? generate.error.field : undefined;
  return (
    <section aria-labelledby="promocao-codigos" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="promocao-codigos" className="text-lg font-bold">
          {t.actions.generate}
        </h2>
        {codes > 0 ? (
          <a href={codesCsvUrl(id)} className="btn-outline" download>
            {t.actions.exportCsv} ({codes})
          </a>
        ) : (
          <p className="text-sm text-stone-600">{t.errors.noCodes}</p>
        )}
      </div>
      {codes > 0 && <p className="text-sm text-stone-700">{t.usesOf(usedCodes, codes)}</p>}
      {!disabled && (
        <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="w-32">
            <Field label={f.count} error={field === "count" ? generate.error?.message : undefined}>
              {({ id: inputId, describedBy, invalid }) => (
                <TextInput
                  id={inputId}
                  inputMode="numeric"
                  value={count}
                  onChange={(e) => setCount(e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          </div>
          <div className="w-48">
            <Field label={f.prefix} error={field === "prefix" ? generate.error?.message : undefined}>
              {({ id: inputId, describedBy, invalid }) => (
                <TextInput
                  id={inputId}
                  value={prefix}
                  onChange={(e) => setPrefix(e.target.value)}
                  autoCapitalize="characters"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                />
              )}
            </Field>
          </div>
          <button type="submit" className="btn-primary" disabled={generate.isPending}>
            {t.actions.generate}
          </button>
        </form>
      )}
      {generate.error && !field && <FormError>{errorText(generate.error)}</FormError>}
      {done !== null && (
        <p role="status" className="text-sm text-emerald-800">
          {t.generated(done)}
        </p>
      )}
    </section>
  );
}
