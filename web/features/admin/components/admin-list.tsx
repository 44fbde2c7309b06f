import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { orderNumber } from "./admin-format";

/**
 * A back-office list as a table (orders, withdrawals): loading, an error with its retry, the empty state, or the rows
 * under their column headings (scrolling sideways on a phone).
 */
export function AdminList<T>({
  query,
  rows,
  columns,
  empty,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  rows: T[] | undefined;
  columns: string[];
  empty: string;
  children: (row: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={adminCopy.loading} />;
  if (query.error || !rows) return <ErrorRetry message={adminCopy.loadError} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(children)}</tbody>
      </table>
    </div>
  );
}

/** A list's first cell: the order's number, linking to its page. */
export function OrderNumberCell({ id }: { id: string }) {
  return (
    <td className="whitespace-nowrap px-3 py-2 font-mono">
      <Link to={`${ADMIN_PATH}/encomendas/${id}`} className="font-semibold text-brand-700 underline">
        {orderNumber(id)}
      </Link>
    </td>
  );
}

/** The customer's name and e-mail (an erased account has none). */
export function CustomerCell({ name, email }: { name: string | null; email: string | null }) {
  return (
    <td className="px-3 py-2">
      <div>{name ?? "—"}</div>
      <div className="text-stone-600">{email ?? adminCopy.order.noCustomer}</div>
    </td>
  );
}

/** A list's pages: where it is, and 'Anterior' / 'Seguinte'. */
export function Pager({ label, page, pages, go }: { label: string; page: number; pages: number; go: (page: number) => void }) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      <span className="flex gap-2">
        <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => go(page - 1)}>
          {adminCopy.orders.previous}
        </button>
        <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => go(page + 1)}>
          {adminCopy.orders.next}
        </button>
      </span>
    </nav>
  );
}

/**
 * A list's filters as the URL holds them (a list can be shared and reloaded): `set` changes some (an empty value drops
 * it) and goes back to the first page unless it sets the page; `clear` drops them all.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!("pagina" in changes)) next.delete("pagina");
    setParams(next);
  };
  return { params, set, filtered: [...params.keys()].length > 0, clear: () => setParams(new URLSearchParams()) };
}
