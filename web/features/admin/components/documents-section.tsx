import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { FormError } from "../../../components/ui/form-error";
import { useRetryDocument } from "../api/admin-api";
import { errorText, formatMoment } from "./admin-format";

const t = adminCopy.documents;

export interface AdminDocument {
  id: string;
  kind: "invoice_receipt" | "credit_note";
  status: string;
  number: string | null;
  totalCents: number | null;
  lastError: string | null;
  createdAt: string;
}

/** The state of a document in words, with its last error when it is not issued. */
export function DocumentState({ doc }: { doc: AdminDocument }) {
  return (
    <>
      {t.statuses[doc.status as keyof typeof t.statuses] ?? doc.status}
      {doc.status !== "issued" && doc.lastError && <span className="block text-xs text-red-800 [overflow-wrap:anywhere]">{doc.lastError}</span>}
    </>
  );
}

/** 'Tentar de novo' on a failed document (the owner's), and what came of it. */
export function RetryDocument({ id }: { id: string }) {
  const retry = useRetryDocument(id);
  if (retry.isSuccess) return <span role="status">{t.retried}</span>;
  return (
    <>
      <button type="button" className="btn-outline h-8 px-3 text-xs" disabled={retry.isPending} onClick={() => retry.mutate()}>
        {t.retry}
      </button>
      <FormError>{retry.error ? errorText(retry.error) : null}</FormError>
    </>
  );
}

/** An order's invoice and credit notes in the back-office (issue 33): number, state, total, the PDF, a retry when failed. */
export function DocumentsSection({ documents, owner }: { documents: AdminDocument[]; owner: boolean }) {
  if (documents.length === 0) return <p className="text-sm text-stone-600">{t.none}</p>;
  return (
    <ul className="divide-y divide-stone-100 text-sm">
      {documents.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="font-medium">
            {t.kinds[d.kind]} {d.number ?? ""}
          </span>
          <span className="text-stone-600">
            <DocumentState doc={d} />
          </span>
          {d.totalCents !== null && <span>{formatCents(d.totalCents)}</span>}
          <span className="text-stone-600">{formatMoment(d.createdAt)}</span>
          {d.status === "issued" && (
            <a href={`/api/invoices/${d.id}/pdf`} target="_blank" rel="noopener" className="underline">
              {t.open}
              <span className="sr-only"> {d.number}</span>
            </a>
          )}
          {owner && d.status === "failed" && <RetryDocument id={d.id} />}
        </li>
      ))}
    </ul>
  );
}
