import { Heart } from "lucide-react";
import { Link } from "react-router";
import { copy } from "../../../../shared/copy";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ProductGrid } from "../../catalog/components/product-grid";
import { useFavorites } from "../api/favorites";

export function FavoritesPage() {
  useDocumentTitle(copy.favorites.title);
  const { query } = useFavorites();
  const items = query.data?.items ?? [];
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: copy.common.home, to: "/" }, { label: copy.favorites.title }]} />
      <div>
        <h1 className="text-2xl font-extrabold">{copy.favorites.title}</h1>
        {query.data && <p className="mt-1 text-sm text-stone-600">{copy.favorites.count(items.length)}</p>}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{copy.errors.generic}</p>
      ) : items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <Heart aria-hidden className="mx-auto size-10 text-stone-300" />
          <p className="mt-3 text-lg font-semibold">{copy.favorites.empty}</p>
          <p className="mt-1 text-sm text-stone-600">{copy.favorites.emptyText}</p>
          <Link to="/catalogo" className="btn-primary mt-6">
            {copy.favorites.explore}
          </Link>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{copy.favorites.listHeading}</h2>
          <ProductGrid products={items} label={copy.favorites.title} />
        </>
      )}
    </div>
  );
}
