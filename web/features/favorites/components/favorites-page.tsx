import { Heart } from "lucide-react";
import { Link } from "react-router";
import { copy } from "../../../../shared/copy";
import { paths } from "../../../../shared/paths";
import { ProductGrid } from "../../../components/product/product-grid";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useFavorites } from "../api/favorites";

export function FavoritesPage() {
  useDocumentTitle(copy.favorites.title);
  const { query } = useFavorites();
  const items = query.data?.items ?? [];
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: copy.common.home, to: paths.home }, { label: copy.favorites.title }]} />
      <div>
        <h1 className="text-2xl font-extrabold">{copy.favorites.title}</h1>
        {query.data && <p className="mt-1 text-sm text-stone-600">{copy.favorites.count(items.length)}</p>}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{copy.errors.generic}</p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={copy.favorites.empty}
          action={
            <Link to={paths.catalogue} className="btn-primary">
              {copy.favorites.explore}
            </Link>
          }
        >
          <p>{copy.favorites.emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{copy.favorites.listHeading}</h2>
          <ProductGrid products={items} label={copy.favorites.title} />
        </>
      )}
    </div>
  );
}
