import { type FormEvent, useId } from "react";
import { Link } from "react-router";
import type { AdminProductsQuery } from "../../../../shared/admin-catalog";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { catalogProductsCopy } from "../../../../shared/copy/back-office/catalog-products";
import { formatCents } from "../../../../shared/money";
import { inputClass } from "../../../components/ui/field";
import { Select } from "../../../components/ui/select";
import { useAdminMe } from "../api/admin-api";
import { useAdminProducts } from "../api/catalog-api";
import { AdminList, Pager, useUrlFilters } from "./admin-list";
import { CatalogCsvPanel } from "./catalog-csv-panel";

const t = adminCopy.catalog;
const tp = catalogProductsCopy;
const ANY = "todos";

/** The filters as the URL holds them (a list can be shared and reloaded). */
function queryOf(params: URLSearchParams): Partial<AdminProductsQuery> {
  const active = params.get("ativo");
  const stock = params.get("stock");
  const archived = params.get("arquivo");
  return {
    q: params.get("q") || undefined,
    active: active === "1" || active === "0" ? active : undefined,
    stock: stock === "out" || stock === "low" ? stock : undefined,
    archived: archived === "1" || archived === "all" ? archived : undefined,
    page: Math.max(1, Number(params.get("pagina")) || 1),
  };
}

/** The catalogue (issue 34): search by name or sku, active or not, sold out or low, 50 a page at 100,000 products. */
export function CatalogListPage() {
  const { params, set, filtered, clear } = useUrlFilters();
  const query = queryOf(params);
  const products = useAdminProducts(query);
  const qId = useId();
  const owner = useAdminMe().data?.role === "owner";
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    set({ q: String(new FormData(e.currentTarget).get("q") ?? "").trim() });
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        {owner && (
          <Link to={`${ADMIN_PATH}/catalogo/novo`} className="btn-primary">
            {tp.newProduct}
          </Link>
        )}
      </div>
      <form onSubmit={submit} aria-label={adminCopy.orders.filters} className="flex flex-wrap items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4">
        <label htmlFor={qId} className="min-w-56 flex-1 text-sm">
          {t.search}
          <input id={qId} name="q" type="search" defaultValue={query.q} className={`${inputClass} mt-1`} />
        </label>
        <div className="w-48">
          <Select
            stacked
            id="catalog-active"
            label={t.active}
            value={query.active ?? ANY}
            options={[
              { value: ANY, label: t.anyActive },
              { value: "1", label: t.activeOnly },
              { value: "0", label: t.inactiveOnly },
            ]}
            onChange={(v) => set({ ativo: v === ANY ? undefined : v })}
          />
        </div>
        <div className="w-48">
          <Select
            stacked
            id="catalog-stock"
            label={t.stock}
            value={query.stock ?? ANY}
            options={[
              { value: ANY, label: t.anyStock },
              { value: "out", label: t.outOfStock },
              { value: "low", label: t.lowStock },
            ]}
            onChange={(v) => set({ stock: v === ANY ? undefined : v })}
          />
        </div>
        <div className="w-48">
          <Select
            stacked
            id="catalog-archived"
            label={tp.archive.filter}
            value={query.archived ?? ANY}
            options={[
              { value: ANY, label: tp.archive.hide },
              { value: "1", label: tp.archive.only },
              { value: "all", label: tp.archive.all },
            ]}
            onChange={(v) => set({ arquivo: v === ANY ? undefined : v })}
          />
        </div>
        <button type="submit" className="btn-primary">
          {adminCopy.orders.apply}
        </button>
        {filtered && (
          <button type="button" className="btn-outline" onClick={clear}>
            {adminCopy.orders.clear}
          </button>
        )}
      </form>
      <AdminList query={products} rows={products.data?.items} columns={Object.values(t.columns)} empty={t.empty}>
        {(p) => (
          <tr key={p.id} className="border-b border-stone-100 last:border-0">
            <td className="px-3 py-2 font-mono text-xs">{p.sku}</td>
            <td className="px-3 py-2">
              <Link to={`${ADMIN_PATH}/catalogo/${p.id}`} className="underline">
                {p.name}
              </Link>
              {p.warningsEsMissing && (
                <span className="ml-2 whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">{t.warningsEsBadge}</span>
              )}
            </td>
            <td className="px-3 py-2">{p.categoryName ?? "—"}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {p.salePriceCents !== null ? (
                <>
                  <s className="text-stone-500">{formatCents(p.priceCents)}</s> {formatCents(p.salePriceCents)}
                </>
              ) : (
                formatCents(p.priceCents)
              )}
            </td>
            <td className="px-3 py-2">
              {p.stockQuantity}
              {p.lowVariants > 0 && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">{t.lowBadge(p.lowVariants)}</span>
              )}
            </td>
            <td className="px-3 py-2">{p.archived ? tp.archive.badge : p.active ? t.activeLabel.yes : t.activeLabel.no}</td>
          </tr>
        )}
      </AdminList>
      {products.data && products.data.items.length > 0 && (
        <Pager
          label={t.page(products.data.page, products.data.totalPages, products.data.total)}
          page={products.data.page}
          pages={products.data.totalPages}
          go={(n) => set({ pagina: String(n) })}
        />
      )}
      <CatalogCsvPanel />
    </div>
  );
}
