import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { AUDIT_CSV_URL } from "../api/admin-api";

/** The audit log (owner only, issue 32): what it holds, and its export as CSV (each order's page shows its own part). */
export function AuditPage() {
  const t = adminCopy.audit;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      <a href={AUDIT_CSV_URL} download className="btn-primary inline-flex">
        {t.export}
      </a>
    </div>
  );
}
