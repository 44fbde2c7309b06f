import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { homeCopy } from "#copy/home";
import { FEATURED_LIMIT } from "../../../shared/constants";
import { paths } from "../../../shared/paths";
import { ProductGrid } from "../../components/product/product-grid";
import { catalogQueries } from "../../lib/catalog-queries";

/** SPEC §8: a failed featured fetch shows nothing rather than an error. */
export function FeaturedProducts() {
  const featured = useQuery(catalogQueries.featured());
  if (featured.isError || (featured.data && featured.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="destaques" className="container-page py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="destaques" className="text-2xl font-extrabold sm:text-3xl">
          {homeCopy.home.featured}
        </h2>
        <Link to={paths.catalogue} className="text-sm font-semibold text-brand-700 hover:underline">
          {homeCopy.home.seeAll}
        </Link>
      </div>
      <div className="mt-6">
        <ProductGrid products={featured.data?.items ?? []} skeletons={featured.isPending ? FEATURED_LIMIT : 0} label={homeCopy.home.featured} />
      </div>
    </section>
  );
}
