import { type FormEvent, useId } from "react";
import { Link } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { customersCopy } from "../../../../shared/copy/back-office/customers";
import { formatCents } from "../../../../shared/money";
import { inputClass } from "../../../components/ui/field";
import { useCustomers } from "../api/customers-api";
import { formatDay } from "./admin-format";
import { AdminList, Pager, STACKED_CELL, STACKED_ROW, useUrlFilters } from "./admin-list";

const t = customersCopy;
const PAGE_SIZE = 50;

/** 'Clientes' (issue 48): the shop's customer accounts, newest first, found by name, e-mail, phone or NIF; 50 a page. */
export function CustomersListPage() {
  const { params, set } = useUrlFilters();
  const q = params.get("q") || undefined;
  const page = Math.max(1, Number(params.get("pagina")) || 1);
  const customers = useCustomers(q, page);
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    set({ q: String(new FormData(e.currentTarget).get("q") ?? "").trim() });
  };
  const pages = customers.data ? Math.max(1, Math.ceil(customers.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="max-w-2xl text-stone-700">{t.intro}</p>
      <form onSubmit={submit} role="search" aria-label={t.search} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <label htmlFor={id} className="min-w-56 flex-1 text-sm">
          {t.search}
          <input id={id} name="q" type="search" defaultValue={q} className={`${inputClass} mt-1`} />
        </label>
        <button type="submit" className="btn-primary">
          {t.searchButton}
        </button>
      </form>
      <AdminList query={customers} rows={customers.data?.items} columns={Object.values(t.columns)} empty={t.empty} stacked>
        {(c) => (
          <tr key={c.id} className={`border-b border-stone-100 last:border-0 ${STACKED_ROW}`}>
            <td data-label={t.columns.name} className={`px-3 py-2 ${STACKED_CELL}`}>
              <Link to={`${ADMIN_PATH}/clientes/${c.id}`} className="font-semibold text-brand-700 underline">
                {c.name || c.email}
              </Link>
            </td>
            <td data-label={t.columns.email} className={`px-3 py-2 [overflow-wrap:anywhere] ${STACKED_CELL}`}>
              {c.email}
            </td>
            <td data-label={t.columns.phone} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              {c.phone || "—"}
            </td>
            <td data-label={t.columns.nif} className={`px-3 py-2 ${STACKED_CELL}`}>
              {c.nif || "—"}
            </td>
            <td data-label={t.columns.orders} className={`px-3 py-2 ${STACKED_CELL}`}>
              {c.orders}
            </td>
            <td data-label={t.columns.lifetime} className={`whitespace-nowrap px-3 py-2 font-semibold ${STACKED_CELL}`}>
              {formatCents(c.lifetimeCents)}
            </td>
            <td data-label={t.columns.since} className={`whitespace-nowrap px-3 py-2 ${STACKED_CELL}`}>
              {formatDay(c.createdAt)}
            </td>
          </tr>
        )}
      </AdminList>
      {customers.data && customers.data.items.length > 0 && (
        <Pager label={t.page(page, pages, customers.data.total)} page={page} pages={pages} go={(n) => set({ pagina: String(n) })} />
      )}
    </div>
  );
}
