import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { SEARCH_MIN_CHARS, SEARCH_SORTS } from "../../../shared/constants";
import { searchParamsOf } from "../../../shared/listing-url";
import { paths } from "../../../shared/paths";
import { InfiniteResults } from "../../components/product/infinite-results";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { Select } from "../../components/ui/select";
import { catalogQueries } from "../../lib/catalog-queries";
import { withParams } from "../../lib/url-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { tellSearchOpened, useSearchTold } from "./api/search-told";
import { SearchPrompt } from "./search-prompt";
import { SearchWayOn } from "./search-way-on";

/** /pesquisa?q=: heading with the query, result count, sort, results with infinite scroll; without a usable term, a search field. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { q, sort } = searchParamsOf(params);
  const enough = q.length >= SEARCH_MIN_CHARS;
  useDocumentTitle(enough ? shopCopy.search.title(q) : shopCopy.search.paletteTitle);
  const query = useInfiniteQuery({ ...catalogQueries.search(q, sort), enabled: enough });
  const total = query.data?.pages[0]?.total;
  const first = query.data?.pages[0];
  const suggestion = first?.suggestion;
  useSearchTold(enough ? q : "", total);

  if (!enough) {
    return (
      <div className="container-page space-y-6 py-6">
        <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: shopCopy.search.paletteTitle }]} />
        <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">{shopCopy.search.paletteTitle}</h1>
        <SearchPrompt key={q} initial={q} />
      </div>
    );
  }

  return (
    <div className="container-page space-y-6 py-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: shopCopy.search.paletteTitle }]} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold text-stone-900 sm:text-3xl">{shopCopy.search.title(q)}</h1>
          <p className="mt-1 text-sm text-stone-600" aria-live="polite">
            {total !== undefined ? shopCopy.search.count(total) : "\u00a0"}
          </p>
          {suggestion && (
            <p className="mt-1 text-sm text-stone-700">
              {shopCopy.search.didYouMean}{" "}
              <Link to={paths.search(suggestion)} className="font-semibold text-brand-700 underline">
                {suggestion}
              </Link>
              ?
            </p>
          )}
        </div>
        <Select
          id="ordenar-pesquisa"
          label={shopCopy.listing.sortLabel}
          value={sort}
          options={SEARCH_SORTS.map((s) => ({ value: s, label: shopCopy.search.sorts[s] ?? s }))}
          onChange={(s) => setParams(withParams(params, { sort: s === "relevance" ? undefined : s }), { replace: true })}
        />
      </div>
      {/* A product opened from the results (its card's link): the search led somewhere. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: listens to its links' clicks, adds no action of its own */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link opened with the keyboard fires click too */}
      <div onClick={(e) => (e.target as Element).closest("a[href]") && tellSearchOpened(q)}>
        <InfiniteResults query={query} emptyText={shopCopy.search.empty} label={shopCopy.search.title(q)} />
        {first && <SearchWayOn partial={first.partial} categories={first.categories} />}
      </div>
    </div>
  );
}
