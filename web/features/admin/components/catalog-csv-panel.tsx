import { type FormEvent, useId, useState } from "react";
import { type CatalogImportReport, IMPORT_MODES, MAX_REPORTED_ERRORS } from "../../../../shared/catalog-csv";
import { catalogCsvCopy } from "../../../../shared/copy/back-office/catalog-csv";
import { FormError } from "../../../components/ui/form-error";
import { useAdminMe } from "../api/admin-api";
import { CATALOG_EXPORT_URL, useCatalogImport } from "../api/catalog-csv-api";
import { errorText } from "./admin-format";

const t = catalogCsvCopy;

/** What happened, in one sentence or two, and the errors by line and column. */
function ImportReport({ report }: { report: CatalogImportReport }) {
  const r = t.result;
  const summary = report.dryRun
    ? report.errorCount === 0
      ? r.checked(report.lines)
      : r.checkedWithErrors(report.lines, report.validLines, report.errorCount)
    : report.applied && report.changes
      ? [r.imported(report.changes), report.errorCount > 0 ? r.skipped(report.lines - report.validLines) : ""].join(" ")
      : r.nothingImported(report.errorCount);
  const good = report.errorCount === 0 || (report.applied && !report.dryRun);
  return (
    <div className="space-y-3">
      <p role="status" className={`rounded-xl px-3 py-2 text-sm ${good ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}>
        {summary}
      </p>
      {report.errors.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-xl border border-stone-200">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-stone-50">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {r.line}
                </th>
                <th scope="col" className="px-3 py-2">
                  {r.column}
                </th>
                <th scope="col" className="px-3 py-2">
                  {r.message}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((err) => (
                <tr key={`${err.line}-${err.column}-${err.message}`} className="border-t border-stone-100">
                  <td className="px-3 py-1.5 tabular-nums">{err.line}</td>
                  <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs">{err.column ?? "—"}</td>
                  <td className="px-3 py-1.5">{err.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.errorCount > report.errors.length && <p className="text-sm text-stone-600">{r.moreErrors(MAX_REPORTED_ERRORS, report.errorCount)}</p>}
    </div>
  );
}

/**
 * The catalogue as CSV (issue 34, decisions/0046): the export for everyone in the back-office, and for the owner the
 * import — a file, what to do when lines have errors, a dry run — with its report. The server checks the role again.
 */
export function CatalogCsvPanel() {
  const owner = useAdminMe().data?.role === "owner";
  const upload = useCatalogImport();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<(typeof IMPORT_MODES)[number]>("all");
  const [dryRun, setDryRun] = useState(true);
  const [missing, setMissing] = useState(false);
  const ids = { file: useId(), hint: useId(), dry: useId() };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setMissing(!file);
    if (file) upload.mutate({ file, mode, dryRun });
  };
  return (
    <section aria-labelledby={`${ids.file}-titulo`} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={`${ids.file}-titulo`} className="text-lg font-bold">
        {t.panel.title}
      </h2>
      <p className="max-w-3xl text-sm text-stone-700">{t.panel.intro}</p>
      <a href={CATALOG_EXPORT_URL} download className="btn-outline inline-flex">
        {t.panel.export}
      </a>
      {owner && (
        <form onSubmit={submit} className="space-y-3 border-t border-stone-100 pt-4" aria-label={t.panel.importTitle}>
          <h3 className="font-semibold">{t.panel.importTitle}</h3>
          <div className="space-y-1">
            <p className="text-sm font-medium text-stone-800">{t.panel.file}</p>
            {/* The browser's own file button speaks the browser's language; this one speaks the back-office's. */}
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={ids.file}
                type="file"
                accept=".csv,text/csv"
                aria-describedby={ids.hint}
                aria-invalid={missing || undefined}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  upload.reset();
                }}
                className="peer sr-only"
              />
              <label htmlFor={ids.file} className="btn-outline inline-flex cursor-pointer peer-focus-visible:ring-3 peer-focus-visible:ring-brand-600">
                <span className="sr-only">{t.panel.file}: </span>
                {t.panel.choose}
              </label>
              <span className="text-sm text-stone-700">{file ? file.name : t.panel.none}</span>
            </div>
            <p id={ids.hint} className="max-w-3xl text-xs text-stone-600">
              {t.panel.fileHint} {t.panel.stockHint} {t.panel.weightHint}
            </p>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-stone-800">{t.panel.mode}</legend>
            {IMPORT_MODES.map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input type="radio" name="catalog-import-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                {t.panel.modes[m]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={ids.dry} className="flex items-center gap-2 text-sm">
            <input id={ids.dry} type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
            {t.panel.dryRun}
          </label>
          <button type="submit" className="btn-primary" disabled={upload.isPending}>
            {upload.isPending ? t.panel.working : dryRun ? t.panel.check : t.panel.submit}
          </button>
          <FormError>{missing ? t.panel.noFile : upload.error ? errorText(upload.error) : null}</FormError>
          {upload.data && <ImportReport report={upload.data} />}
        </form>
      )}
    </section>
  );
}
