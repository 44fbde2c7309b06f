import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { ListingPageDef } from "../../../../shared/categories";
import { copy } from "../../../../shared/copy";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { catalogQueries } from "../api/catalog-queries";
import { FilterBar } from "./filter-bar";
import { InfiniteResults } from "./infinite-results";
import { readPrice, readSort, UI_LISTING_SORTS, withParams } from "./listing-params";
import { SubcategoryChips } from "./subcategory-chips";

/** Every category page, its aliases, the fixed-subcategory pages and the whole catalogue. */
export function ListingPage({ def }: { def: ListingPageDef }) {
  useDocumentTitle(def.title);
  const [params, setParams] = useSearchParams();
  const categories = useQuery({ ...catalogQueries.categories(), enabled: def.category !== null && !def.fixedSubcategory });
  const category = categories.data?.categories.find((c) => c.slug === def.category);
  const subs = category?.subcategories ?? [];
  const chosenSub = params.get("sub") ?? undefined;
  const sub = def.fixedSubcategory ?? (chosenSub && (!category || subs.some((s) => s.slug === chosenSub)) ? chosenSub : undefined);
  const min = readPrice(params.get("min"));
  const max = readPrice(params.get("max"));
  const sort = readSort(params.get("sort"), UI_LISTING_SORTS, "featured");

  const query = useInfiniteQuery(
    catalogQueries.listing({ category: def.category ?? undefined, subcategory: sub, min, max: max !== undefined && min !== undefined && max < min ? min : max, sort }),
  );
  const update = (changes: Record<string, string | number | undefined>) => setParams(withParams(params, changes), { replace: true, preventScrollReset: true });

  return (
    <div className="container-page space-y-6 py-6">
      <Breadcrumb items={[{ label: copy.common.home, to: "/" }, { label: def.title }]} />
      <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">{def.title}</h1>
      {!def.fixedSubcategory && subs.length > 0 && <SubcategoryChips subcategories={subs} active={sub} onChange={(s) => update({ sub: s })} />}
      <FilterBar
        min={min}
        max={max}
        total={query.data?.pages[0]?.total}
        sort={sort}
        sortOptions={UI_LISTING_SORTS.map((s) => ({ value: s, label: copy.listing.sorts[s] ?? s }))}
        onPrice={(lo, hi) => update({ min: lo, max: hi })}
        onSort={(s) => update({ sort: s === "featured" ? undefined : s })}
      />
      <InfiniteResults query={query} emptyText={copy.listing.empty} label={def.title} />
    </div>
  );
}
