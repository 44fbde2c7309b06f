import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { catalogueCopy } from "#copy/catalogue";
import { commonCopy } from "#copy/common";
import { LANG } from "#copy/language";
import { shopCopy } from "#copy/shop";
import { categoriesNamed, type ListingPageDef } from "../../../../shared/categories";
import { listingParams, listingScope, readPriceRange, UI_LISTING_SORTS } from "../../../../shared/listing-url";
import { paths } from "../../../../shared/paths";
import { URL_PARAMS } from "../../../../shared/url-params";
import { sizeChips } from "../../../../shared/variants";
import { InfiniteResults } from "../../../components/product/infinite-results";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { catalogQueries } from "../../../lib/catalog-queries";
import { withParams } from "../../../lib/url-params";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { FilterBar } from "./filter-bar";
import { FilterChips } from "./filter-chips";

/** The filters' parameter names in this shop's language (issue 44: '?sub=', '?subcategoria='). */
const names = URL_PARAMS[LANG];

/** Every category page, its aliases, the fixed-subcategory pages and the whole catalogue. */
export function ListingPage({ def }: { def: ListingPageDef }) {
  useDocumentTitle(def.title);
  const [params, setParams] = useSearchParams();
  const categories = useQuery({ ...catalogQueries.categories(), enabled: !def.fixedSubcategory });
  const named = useMemo(() => categories.data && categoriesNamed(catalogueCopy, categories.data.categories), [categories.data]);
  const allCategories = named ?? [];
  // The whole catalogue can be narrowed to one category (?categoria=), kept in the URL like the other filters.
  const { categorySlug, category, subcategory: sub } = listingScope(def, params, named);
  const subs = category?.subcategories ?? [];
  const sizes = useQuery({ ...catalogQueries.sizes(categorySlug ?? "", sub), enabled: categorySlug !== undefined });
  const sizeOptions = sizeChips(sizes.data?.sizes ?? [], { shoe: shopCopy.product.shoeSize, nappy: shopCopy.product.nappySize });
  // The same reading of the URL as the worker's, which writes this query's first page into the HTML (decisions/0019).
  const listing = listingParams(def, params, categories.data?.categories, sizes.data?.sizes);
  const { min, max } = readPriceRange(params);
  const { size, sort } = listing;

  const query = useInfiniteQuery(catalogQueries.listing(listing));
  const update = (changes: Record<string, string | number | undefined>) => setParams(withParams(params, changes), { replace: true, preventScrollReset: true });

  return (
    <div className="container-page space-y-6 py-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: def.title }]} />
      <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">{def.title}</h1>
      {def.category === null && allCategories.length > 0 && (
        <FilterChips
          label={shopCopy.listing.categories}
          allLabel={shopCopy.listing.allCategories}
          options={allCategories}
          active={categorySlug}
          onChange={(c) => update({ [names.category]: c, [names.subcategory]: undefined, [names.size]: undefined })}
        />
      )}
      {!def.fixedSubcategory && subs.length > 0 && (
        <FilterChips
          label={shopCopy.listing.subcategories}
          allLabel={shopCopy.listing.allProducts}
          options={subs}
          active={sub}
          onChange={(s) => update({ [names.subcategory]: s, [names.size]: undefined })}
        />
      )}
      {sizeOptions.length > 0 && (
        <FilterChips
          label={shopCopy.product.sizeFilter}
          allLabel={shopCopy.product.allSizes}
          options={sizeOptions}
          active={size}
          onChange={(s) => update({ [names.size]: s })}
        />
      )}
      <FilterBar
        min={min}
        max={max}
        total={query.data?.pages[0]?.total}
        sort={sort}
        sortOptions={UI_LISTING_SORTS.map((s) => ({ value: s, label: shopCopy.listing.sorts[s] ?? s }))}
        onPrice={(lo, hi) => update({ min: lo, max: hi })}
        onSort={(s) => update({ sort: s === "featured" ? undefined : s })}
      />
      <InfiniteResults query={query} emptyText={shopCopy.listing.empty} label={def.title} />
    </div>
  );
}
