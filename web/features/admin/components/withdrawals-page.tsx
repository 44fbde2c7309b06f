import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { useWithdrawals } from "../api/admin-api";
import { formatDay, formatMoment } from "./admin-format";
import { AdminList, CustomerCell, OrderNumberCell } from "./admin-list";

const t = adminCopy.withdrawals;

/** The withdrawals (issue 32): the refund's deadline (14 days from the withdrawal), near or past ones marked. */
export function WithdrawalsPage() {
  const list = useWithdrawals();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      <AdminList query={list} rows={list.data?.items} columns={Object.values(t.columns)} empty={t.empty}>
        {(w) => (
          <tr key={w.id} className="border-b border-stone-100 last:border-0">
            <OrderNumberCell id={w.id} />
            <CustomerCell name={w.name} email={w.email} />
            <td className="whitespace-nowrap px-3 py-2">{formatMoment(w.withdrawnAt)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {formatDay(w.refundBy)}
              {w.urgency && (
                <span
                  className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${w.urgency === "late" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"}`}
                >
                  {w.urgency === "late" ? t.late : t.soon}
                </span>
              )}
            </td>
            <td className="px-3 py-2">{!w.goodsSent ? t.goodsNotSent : w.goodsReturnedAt ? t.goodsBack : t.goodsAway}</td>
            <td className="px-3 py-2">
              {formatCents(w.refundedCents)} / {formatCents(w.totalCents)}
            </td>
          </tr>
        )}
      </AdminList>
    </div>
  );
}
