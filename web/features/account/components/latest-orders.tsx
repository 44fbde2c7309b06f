import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { accountCopy } from "#copy/account";
import { commonCopy } from "#copy/common";
import { formatCents } from "../../../../shared/money";
import { formatOrderDate, orderNumber } from "../../../../shared/order-display";
import { paths } from "../../../../shared/paths";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge";
import { ordersQuery } from "../../../lib/order-queries";

const t = accountCopy.account;
const SHOWN = 3;

/** The account overview's three newest orders (number, date, status, total), or why there are none. */
export function LatestOrders({ userId }: { userId: string }) {
  const { data, isPending, isError } = useQuery(ordersQuery(userId));
  if (isPending) return <p className="mt-3 text-sm text-stone-600">{commonCopy.common.loading}</p>;
  if (isError) return <p className="mt-3 text-sm text-red-700">{t.ordersError}</p>;
  if (data.length === 0) return <p className="mt-3 text-sm text-stone-600">{t.noOrders}</p>;
  return (
    <>
      <ul className="mt-3 divide-y divide-stone-200 text-sm">
        {data.slice(0, SHOWN).map((o) => (
          <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{orderNumber(o.id)}</span>
              <span className="text-stone-600">
                {" · "}
                <time dateTime={o.createdAt}>{formatOrderDate(o.createdAt)}</time>
              </span>
            </span>
            <span className="flex items-center gap-2">
              <OrderStatusBadge status={o.status} withdrawnAt={o.withdrawnAt} refund={o.refund} />
              <span className="font-semibold tabular-nums">{formatCents(o.totalCents)}</span>
            </span>
          </li>
        ))}
      </ul>
      <Link to={paths.orders} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t.allOrders}
      </Link>
    </>
  );
}
