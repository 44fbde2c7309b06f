import { type FormEvent, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { reportsCopy } from "../../../../shared/copy/back-office/reports";
import { searchInsightsCopy } from "../../../../shared/copy/back-office/search-insights";
import { isLang, LANGUAGES, type Lang } from "../../../../shared/languages";
import { type SearchCountRow, type SynonymForm, synonymSchema } from "../../../../shared/search-insights";
import { addDays, shopToday } from "../../../../shared/shop-day";
import { Field, inputClass } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { formResolver } from "../../../lib/form-resolver";
import { useAddSynonym, useRemoveSynonym, useSearchInsights, useSynonyms } from "../api/search-insights-api";
import { errorText, formatMoment } from "./admin-format";
import { AdminList, STACKED_CELL, STACKED_ROW, useUrlFilters } from "./admin-list";
import { AdminSection } from "./admin-section";
import { ReportRangeFields } from "./report-range-fields";

const t = searchInsightsCopy;
const c = t.columns;

/**
 * 'Pesquisas' (issue 48): what shoppers searched for in a period and language (the most made, those that found nothing,
 * those whose results nobody opened), and the synonyms search uses. A search that found nothing offers 'Adicionar
 * sinónimo' with its word filled in. Owners and staff.
 */
export function SearchInsightsPage() {
  const { params, set } = useUrlFilters();
  const today = shopToday();
  const language: Lang = isLang(params.get("lingua")) ? (params.get("lingua") as Lang) : "pt";
  const range = { from: params.get("de") || addDays(today, -29), to: params.get("ate") || today };
  const report = useSearchInsights({ ...range, language });
  const [adding, setAdding] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    set({ de: String(f.get("de") ?? ""), ate: String(f.get("ate") ?? ""), lingua: language });
  };
  const table = (rows: SearchCountRow[] | undefined, empty: string, withAdd: boolean) => (
    <AdminList query={report} rows={rows} columns={[c.query, c.searches, c.zero, c.opened, ...(withAdd ? [c.action] : [])]} empty={empty} stacked>
      {(r) => (
        <tr key={r.query} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
          <td data-label={c.query} className={`px-3 py-2 font-medium [overflow-wrap:anywhere] ${STACKED_CELL} max-md:col-span-2`}>
            {r.query}
          </td>
          <td data-label={c.searches} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
            {r.searches}
          </td>
          <td data-label={c.zero} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
            {r.zeroResults}
          </td>
          <td data-label={c.opened} className={`px-3 py-2 tabular-nums ${STACKED_CELL}`}>
            {r.opened}
          </td>
          {withAdd && (
            <td data-label={c.action} className={`px-3 py-2 ${STACKED_CELL} max-md:col-span-2`}>
              <button
                type="button"
                className="btn-outline whitespace-nowrap"
                onClick={() => {
                  setSaved(null);
                  setAdding(r.query.split(" ")[0] ?? r.query);
                }}
              >
                {t.addSynonym}
              </button>
            </td>
          )}
        </tr>
      )}
    </AdminList>
  );
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-3xl text-sm text-stone-700">{t.intro}</p>
      <form onSubmit={submit} aria-label={t.title} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <div className="w-44">
          <Select
            stacked
            id="search-language"
            label={t.language}
            value={language}
            options={LANGUAGES.map((l) => ({ value: l, label: t.languages[l] ?? l }))}
            onChange={(v) => set({ de: range.from, ate: range.to, lingua: v })}
          />
        </div>
        <ReportRangeFields from={range.from} to={range.to} />
        <button type="submit" className="btn-primary">
          {reportsCopy.show}
        </button>
      </form>
      {report.error ? (
        <FormError>{errorText(report.error)}</FormError>
      ) : (
        report.data && <p className="text-sm font-semibold">{t.total(report.data.searches)}</p>
      )}
      <AdminSection title={t.sections.zero}>
        {saved && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {saved}
          </p>
        )}
        {adding !== null && (
          <SynonymEditor
            key={`${language}-${adding}`}
            language={language}
            term={adding}
            onCancel={() => setAdding(null)}
            onSaved={(term, synonym) => {
              setAdding(null);
              setSaved(t.synonyms.added(term, synonym));
            }}
          />
        )}
        {table(report.data?.zeroResults, t.emptyZero, true)}
      </AdminSection>
      <AdminSection title={t.sections.top}>{table(report.data?.top, t.empty, false)}</AdminSection>
      <AdminSection title={t.sections.unopened}>{table(report.data?.unopened, t.emptyUnopened, false)}</AdminSection>
      <Synonyms language={language} />
    </div>
  );
}

/** A synonym for a word shoppers typed: saved, search uses it at once; a refusal (a word with one already) says why. */
function SynonymEditor({
  language,
  term,
  onCancel,
  onSaved,
}: {
  language: Lang;
  term: string;
  onCancel: () => void;
  onSaved: (term: string, synonym: string) => void;
}) {
  const add = useAddSynonym();
  const s = t.synonyms;
  const form = useForm<SynonymForm, unknown, z.output<typeof synonymSchema>>({
    resolver: formResolver(synonymSchema),
    defaultValues: { language, term, synonym: "" },
  });
  const submit = form.handleSubmit((values) => add.mutate(values, { onSuccess: ({ synonym }) => onSaved(synonym.term, synonym.synonym) }));
  // The form opens on its one empty field, where the owner is about to type.
  useEffect(() => form.setFocus("synonym"), [form]);
  return (
    <form noValidate onSubmit={submit} aria-label={t.addSynonym} className="flex flex-wrap items-start gap-3 rounded-xl bg-brand-50 p-3">
      <Field label={s.term} error={form.formState.errors.term?.message}>
        {(f) => (
          <input id={f.id} aria-describedby={f.describedBy} aria-invalid={f.invalid || undefined} className={`${inputClass} w-44`} {...form.register("term")} />
        )}
      </Field>
      <Field label={s.synonym} error={form.formState.errors.synonym?.message}>
        {(f) => (
          <input
            id={f.id}
            aria-describedby={f.describedBy}
            aria-invalid={f.invalid || undefined}
            className={`${inputClass} w-56`}
            {...form.register("synonym")}
          />
        )}
      </Field>
      <div className="flex gap-2 self-end">
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          {s.save}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          {s.cancel}
        </button>
      </div>
      <div className="w-full">
        <FormError>{add.error ? errorText(add.error) : null}</FormError>
      </div>
    </form>
  );
}

/** The language's synonyms, each removable; what was just done said once. */
function Synonyms({ language }: { language: Lang }) {
  const s = t.synonyms;
  const list = useSynonyms(language);
  const remove = useRemoveSynonym();
  const col = s.columns;
  return (
    <AdminSection title={s.title}>
      <p className="text-sm text-stone-700">{s.intro}</p>
      {remove.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {s.removed}
        </p>
      )}
      <FormError>{remove.error ? errorText(remove.error) : null}</FormError>
      <AdminList query={list} rows={list.data?.synonyms} columns={[col.term, col.synonym, col.by, col.at, ""]} empty={s.empty} stacked>
        {(r) => (
          <tr key={r.id} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
            <td data-label={col.term} className={`px-3 py-2 font-medium ${STACKED_CELL}`}>
              {r.term}
            </td>
            <td data-label={col.synonym} className={`px-3 py-2 ${STACKED_CELL}`}>
              {r.synonym}
            </td>
            <td data-label={col.by} className={`px-3 py-2 [overflow-wrap:anywhere] ${STACKED_CELL}`}>
              {r.createdBy}
            </td>
            <td data-label={col.at} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              {formatMoment(r.createdAt)}
            </td>
            <td className={`px-3 py-2 ${STACKED_CELL}`}>
              <button type="button" className="btn-outline" aria-label={s.removeLabel(r.term)} disabled={remove.isPending} onClick={() => remove.mutate(r.id)}>
                {s.remove}
              </button>
            </td>
          </tr>
        )}
      </AdminList>
    </AdminSection>
  );
}
