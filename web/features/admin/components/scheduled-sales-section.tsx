import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { promotionsCopy } from "../../../../shared/copy/back-office/promotions";
import { type ScheduledSaleForm, scheduledSaleSchema } from "../../../../shared/promotion-rules";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { formResolver } from "../../../lib/form-resolver";
import { SALES_REPORT_CSV_URL, useEndSale, useSalePreview, useScheduledSales, useScheduledSalesReport, useScheduleSale } from "../api/sales-api";
import { errorText, euros, formatMoment } from "./admin-format";
import { CategoryChecklist } from "./category-checklist";

const t = promotionsCopy.sales;
const EMPTY: ScheduledSaleForm = { name: "", percent: "", startsAt: "", endsAt: "", categoryIds: [], products: "" };

/**
 * 'Saldos agendados' (issue 47): the sales with their period and state ('Terminar' ends one early), a form that shows
 * what a sale will touch before it is scheduled, and the results per sale. Owners only (the promotions page's).
 */
export function ScheduledSalesSection() {
  const sales = useScheduledSales();
  const end = useEndSale();
  return (
    <section aria-labelledby="saldos-agendados" className="space-y-4">
      <h2 id="saldos-agendados" className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="max-w-3xl text-sm text-stone-700">{t.intro}</p>
      {sales.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : sales.error ? (
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void sales.refetch()} />
      ) : sales.data.items.length === 0 ? (
        <p className="text-sm text-stone-700">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
          {sales.data.items.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="font-semibold">{s.name}</span>
              <span>-{s.percent}%</span>
              <span className="text-stone-700">{promotionsCopy.fromTo(formatMoment(s.startsAt), formatMoment(s.endsAt))}</span>
              <span className="text-stone-700">
                {t.table.products}: {s.products}
              </span>
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{t.statuses[s.status]}</span>
              {(s.status === "scheduled" || s.status === "running") && (
                <button
                  type="button"
                  className="btn-outline ml-auto text-red-700"
                  disabled={end.isPending}
                  onClick={() => window.confirm(t.endConfirm) && end.mutate(s.id)}
                >
                  {t.end}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormError>{end.error ? errorText(end.error) : null}</FormError>
      <ScheduleSaleForm />
      <SalesReport />
    </section>
  );
}

type Output = z.output<typeof scheduledSaleSchema>;

function ScheduleSaleForm() {
  const schedule = useScheduleSale();
  const preview = useSalePreview();
  const [done, setDone] = useState(false);
  const form = useForm<ScheduledSaleForm, unknown, Output>({ resolver: formResolver(scheduledSaleSchema), defaultValues: EMPTY });
  const id = useId();
  const errors = form.formState.errors;
  const onApiError = (err: Error) => {
    if (err instanceof ApiError && err.field && err.field in EMPTY)
      form.setError(err.field as keyof ScheduledSaleForm, { message: err.message }, { shouldFocus: true });
  };
  const submit = form.handleSubmit(() =>
    schedule.mutate(form.getValues(), {
      onSuccess: () => {
        setDone(true);
        form.reset(EMPTY);
        preview.reset();
      },
      onError: onApiError,
    }),
  );
  const showReach = form.handleSubmit(() => preview.mutate(form.getValues(), { onError: onApiError }));
  const apiError = [schedule.error, preview.error].find((x) => x && !(x instanceof ApiError && x.field && x.field in EMPTY));
  const text = (name: "name" | "percent" | "products", label: string, inputMode?: "numeric") => (
    <Field label={label} error={errors[name]?.message}>
      {({ id: inputId, describedBy, invalid }) => (
        <TextInput id={inputId} autoComplete="off" inputMode={inputMode} aria-describedby={describedBy} aria-invalid={invalid} {...form.register(name)} />
      )}
    </Field>
  );
  const moment = (name: "startsAt" | "endsAt", label: string) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id: inputId, describedBy, invalid }) => (
        <TextInput id={inputId} type="datetime-local" aria-describedby={describedBy} aria-invalid={invalid} {...form.register(name)} />
      )}
    </Field>
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => setDone(false)}
      aria-label={t.schedule}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("name", t.name)}
        {text("percent", t.percent, "numeric")}
        {moment("startsAt", t.startsAt)}
        {moment("endsAt", t.endsAt)}
      </div>
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field }) => (
          <CategoryChecklist
            id={`${id}-categorias`}
            value={field.value}
            onChange={field.onChange}
            note={
              errors.categoryIds?.message && (
                <p role="alert" className="text-sm text-red-700">
                  {errors.categoryIds.message}
                </p>
              )
            }
          />
        )}
      />
      {text("products", t.skus)}
      {preview.data && (
        <p role="status" className="rounded-xl bg-sky-50 p-3 text-sm text-sky-950">
          {t.reach(preview.data.products, preview.data.variants)}
        </p>
      )}
      <FormError>{apiError ? errorText(apiError) : null}</FormError>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-outline" onClick={() => void showReach()} disabled={preview.isPending}>
          {t.preview}
        </button>
        <button type="submit" className="btn-primary" disabled={schedule.isPending}>
          {t.schedule}
        </button>
        {done && (
          <p role="status" className="text-sm text-emerald-800">
            {t.scheduled}
          </p>
        )}
      </div>
    </form>
  );
}

function SalesReport() {
  const report = useScheduledSalesReport();
  const r = promotionsCopy.report;
  const rows = report.data?.items.filter((x) => x.orders > 0) ?? [];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-bold">{t.report}</h3>
        <a href={SALES_REPORT_CSV_URL} className="btn-outline" download>
          {promotionsCopy.actions.exportCsv}
        </a>
      </div>
      {report.isPending ? (
        <Spinner label={adminCopy.loading} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-700">{r.empty}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {rows.map((x) => (
            <li key={x.id}>
              <strong>{x.name}</strong>: {r.orders} {x.orders} · {r.revenue} {euros(x.revenueCents)} € · {r.discount} {euros(x.discountCents)} € · {r.average}{" "}
              {euros(x.averageCents)} €
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
