import { Heart } from "lucide-react";
import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { messagesCopy } from "#copy/messages";
import { shopCopy } from "#copy/shop";
import { paths } from "../../../../shared/paths";
import { ProductGrid } from "../../../components/product/product-grid";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useFavorites } from "../api/favorites";

export function FavoritesPage() {
  useDocumentTitle(shopCopy.favorites.title);
  const { query } = useFavorites();
  const items = query.data?.items ?? [];
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: shopCopy.favorites.title }]} />
      <div>
        <h1 className="text-2xl font-extrabold">{shopCopy.favorites.title}</h1>
        {query.data && <p className="mt-1 text-sm text-stone-600">{shopCopy.favorites.count(items.length)}</p>}
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert">{messagesCopy.errors.generic}</p>
      ) : items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={shopCopy.favorites.empty}
          action={
            <Link to={paths.catalogue} className="btn-primary">
              {shopCopy.favorites.explore}
            </Link>
          }
        >
          <p>{shopCopy.favorites.emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{shopCopy.favorites.listHeading}</h2>
          <ProductGrid products={items} label={shopCopy.favorites.title} />
        </>
      )}
    </div>
  );
}
