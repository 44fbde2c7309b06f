import { Link } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { useAdminMe, useDocumentsNotIssued } from "../api/admin-api";
import { formatMoment, orderNumber } from "./admin-format";
import { AdminList } from "./admin-list";
import { DocumentState, RetryDocument } from "./documents-section";

const t = adminCopy.documents;

/** Faturação (issue 33): the documents not issued yet — awaiting a manual invoice, still being retried, or failed. */
export function DocumentsPage() {
  const list = useDocumentsNotIssued();
  const owner = useAdminMe().data?.role === "owner";
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{list.data?.manual ? t.manualIntro : t.intro}</p>
      <AdminList
        query={list}
        rows={list.data?.items}
        columns={[t.columns.number, t.columns.kind, t.columns.status, t.columns.total, t.columns.created, ""]}
        empty={t.empty}
      >
        {(d) => (
          <tr key={d.id} className="border-b border-stone-100 last:border-0">
            <td className="px-3 py-2">
              <Link to={`${ADMIN_PATH}/encomendas/${d.orderId}`} className="font-mono underline">
                {orderNumber(d.orderId)}
              </Link>
            </td>
            <td className="px-3 py-2">{t.kinds[d.kind]}</td>
            <td className="px-3 py-2">
              <DocumentState doc={d} />
            </td>
            <td className="px-3 py-2">{d.totalCents === null ? "—" : formatCents(d.totalCents)}</td>
            <td className="whitespace-nowrap px-3 py-2">{formatMoment(d.createdAt)}</td>
            <td className="px-3 py-2">{owner && d.status === "failed" && <RetryDocument id={d.id} />}</td>
          </tr>
        )}
      </AdminList>
    </div>
  );
}
