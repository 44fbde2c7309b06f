import type { FormEvent, ReactNode } from "react";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { reportsCopy } from "../../../../shared/copy/back-office/reports";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { errorText } from "./admin-format";
import { ReportRangeFields } from "./report-range-fields";

/**
 * A report's form (issue 48): what the page adds (`children`, e.g. which report), the range of Lisbon days, 'Ver
 * relatório', and the CSV of what is shown once there is something. Submitting hands the form's `de` and `ate` on.
 */
export function ReportForm({
  label,
  range,
  onRange,
  csv,
  children,
}: {
  label: string;
  range: { from: string; to: string };
  onRange: (range: { de: string; ate: string }) => void;
  csv: { url: string; label: string } | null;
  children?: ReactNode;
}) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    onRange({ de: String(f.get("de") ?? ""), ate: String(f.get("ate") ?? "") });
  };
  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      {children}
      <ReportRangeFields from={range.from} to={range.to} />
      <button type="submit" className="btn-primary">
        {reportsCopy.show}
      </button>
      {csv && (
        <a href={csv.url} download className="btn-outline">
          {csv.label}
        </a>
      )}
    </form>
  );
}

/** A report's answer: the server's refusal (a range it does not take) said under the form, a spinner, or the report. */
export function ReportAnswer<T>({ query, children }: { query: { error: unknown; isPending: boolean; data: T | undefined }; children: (data: T) => ReactNode }) {
  if (query.error) return <FormError>{errorText(query.error)}</FormError>;
  if (query.isPending || query.data === undefined) return <Spinner label={adminCopy.loading} />;
  return <>{children(query.data)}</>;
}
