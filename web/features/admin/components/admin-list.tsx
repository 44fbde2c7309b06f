import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { orderNumber } from "./admin-format";

/**
 * A back-office list as a table (orders, withdrawals, the audit log): loading, an error with its retry, the empty state,
 * or the rows under their column headings. On a phone a table scrolls sideways inside its box, or, `stacked` (issue 44),
 * each row is a card of its cells, every cell labelled by its `data-label` (STACKED_CELL), so nothing is off-screen.
 */
export function AdminList<T>({
  query,
  rows,
  columns,
  empty,
  children,
  stacked = false,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  rows: T[] | undefined;
  columns: string[];
  empty: string;
  children: (row: T) => ReactNode;
  stacked?: boolean;
}) {
  if (query.isPending) return <Spinner label={adminCopy.loading} />;
  if (query.error || !rows) return <ErrorRetry message={adminCopy.loadError} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <p className="rounded-2xl border border-dashed border-stone-300 p-8 text-center text-stone-600">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
      <table className={`w-full text-left text-sm ${stacked ? STACKED_TABLE : "min-w-[44rem]"}`}>
        <thead className={`border-b border-stone-200 bg-stone-50 text-stone-600 ${stacked ? "max-md:sr-only" : ""}`}>
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

/** A stacked table below md: the table and its body as blocks, each row a grid of two columns (its cells' labels above them). */
const STACKED_TABLE = "max-md:block max-md:[&>tbody]:block md:min-w-[44rem]";
/** A stacked table's row: a card of two columns on a phone, a table row from md up. */
export const STACKED_ROW = "max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:px-3 max-md:py-3";
/** A stacked table's cell: its `data-label` above it on a phone (the column's heading is read to screen readers). */
export const STACKED_CELL =
  "max-md:block max-md:min-w-0 max-md:p-0 max-md:[overflow-wrap:anywhere] max-md:before:block max-md:before:font-sans max-md:before:font-normal max-md:before:text-xs max-md:before:text-stone-600 max-md:before:content-[attr(data-label)]";

/** A list's first cell: the order's number, linking to its page. */
export function OrderNumberCell({ id, label }: { id: string; label?: string }) {
  return (
    <td data-label={label} className={`whitespace-nowrap px-3 py-2 font-mono ${label ? STACKED_CELL : ""}`}>
      <Link to={`${ADMIN_PATH}/encomendas/${id}`} className="font-semibold text-brand-700 underline">
        {orderNumber(id)}
      </Link>
    </td>
  );
}

/** The customer's name and e-mail (an erased account has none). */
export function CustomerCell({ name, email, label }: { name: string | null; email: string | null; label?: string }) {
  return (
    <td data-label={label} className={`px-3 py-2 ${label ? `${STACKED_CELL} max-md:col-span-2` : ""}`}>
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
