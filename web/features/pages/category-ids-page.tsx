import { useQuery } from "@tanstack/react-query";
import { commonCopy } from "#copy/common";
import { messagesCopy } from "#copy/messages";
import { Spinner } from "../../components/ui/spinner";
import { catalogQueries } from "../../lib/catalog-queries";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Developer listing of category and subcategory ids and slugs with product totals. */
export function CategoryIdsPage() {
  const t = commonCopy.categoryIds;
  useDocumentTitle(t.title);
  const totals = useQuery(catalogQueries.categoryTotals());
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      {totals.isPending && <Spinner />}
      {totals.isError && (
        <p role="alert" className="mt-6">
          {messagesCopy.errors.generic}
        </p>
      )}
      {totals.data && (
        <div className="mt-6 overflow-x-auto card">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {t.id}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t.category} / {t.subcategory}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t.slug}
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  {t.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {totals.data.categories.flatMap((c) => [
                <tr key={`c${c.id}`} className="border-t border-stone-200 bg-brand-50/50 font-semibold">
                  <td className="px-4 py-2">{c.id}</td>
                  <th scope="row" className="px-4 py-2">
                    {c.name}
                  </th>
                  <td className="px-4 py-2 font-mono">{c.slug}</td>
                  <td className="px-4 py-2 text-right">{c.total}</td>
                </tr>,
                ...c.subcategories.map((s) => (
                  <tr key={`s${s.id}`} className="border-t border-stone-100">
                    <td className="px-4 py-2 pl-8">{s.id}</td>
                    <td className="px-4 py-2 pl-8">{s.name}</td>
                    <td className="px-4 py-2 font-mono">{s.slug}</td>
                    <td className="px-4 py-2 text-right">{s.total}</td>
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
