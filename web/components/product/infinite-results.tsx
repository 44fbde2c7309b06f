import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { CARDS_DRAWN_FIRST, INFINITE_SCROLL_MARGIN_PX, SKELETONS_FIRST_LOAD, SKELETONS_LOADING_MORE } from "../../../shared/constants";
import type { ProductSummary } from "../../../shared/product-card";
import { useFirstPaint } from "../../lib/use-first-paint";
import { EmptyState } from "../ui/empty-state";
import { ErrorRetry } from "../ui/error-retry";
import { ProductGrid } from "./product-grid";

const NO_ITEMS: ProductSummary[] = [];

interface Page {
  items: ProductSummary[];
  total: number;
}

/** Far enough up that "above the screen" is all of it. */
const ABOVE_SCREEN_MARGIN_PX = 1_000_000;

/** A product grid fed page by page: 16 skeletons first, 8 while loading more, the next page within 1000 px of the bottom. */
export function InfiniteResults({ query, emptyText, label }: { query: UseInfiniteQueryResult<InfiniteData<Page>>; emptyText: string; label: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const afterList = useRef<HTMLParagraphElement>(null);
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch, isFetchNextPageError } = query;
  // 52 cards at a time: React renders them as an interruptible transition (short slices, no long task),
  // keeping skeletons or the previous cards on screen meanwhile.
  const loaded = useMemo(() => data?.pages.flatMap((p) => p.items) ?? NO_ITEMS, [data]);
  // The worker draws the first screen's cards (decisions/0022), hydrated as they are; the rest of the page follows
  // in the same interruptible way.
  const firstPaint = useFirstPaint();
  const [drawnFirst] = useState(() => (firstPaint ? loaded.slice(0, CARDS_DRAWN_FIRST) : NO_ITEMS));
  const items = useDeferredValue(loaded, drawnFirst);

  useEffect(() => {
    const el = sentinel.current;
    // Only once the cards on screen have caught up with the pages loaded: otherwise the sentinel stays in
    // view while they render and every page would be fetched in a row.
    if (!el || !hasNextPage || items.length !== loaded.length) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
      },
      // Within 1000 px below the screen, or anywhere above it: a flick to the footer jumps over the sentinel without
      // ever crossing the screen, and a tall footer on a phone leaves it above; it must still count as reached.
      { rootMargin: `${ABOVE_SCREEN_MARGIN_PX}px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, items.length, loaded.length]);

  if (isPending || (data && items.length === 0 && (data.pages[0]?.total ?? 0) > 0)) return <ProductGrid products={[]} skeletons={SKELETONS_FIRST_LOAD} />;
  if (isError && !data) {
    return (
      <EmptyState>
        <ErrorRetry message={shopCopy.listing.error} onRetry={() => void refetch()} />
      </EmptyState>
    );
  }
  const total = data.pages[0]?.total ?? 0;
  if (total === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <div>
      <h2 className="sr-only">{label}</h2>
      {/* The grid grows as it is reached: without this, Tab would never get past it to the footer. */}
      <button
        type="button"
        onClick={() => afterList.current?.focus()}
        className="sr-only focus:not-sr-only focus:mb-3 focus:inline-block focus:rounded-full focus:border focus:border-stone-300 focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold"
      >
        {shopCopy.listing.skipList}
      </button>
      <ProductGrid products={items} skeletons={isFetchingNextPage ? SKELETONS_LOADING_MORE : 0} eagerFirst={4} label={label} />
      <div ref={sentinel} />
      <div className="mt-8 space-y-3 text-center text-sm text-stone-600">
        <p ref={afterList} tabIndex={-1} aria-live="polite" className="outline-none">
          {shopCopy.listing.showing(items.length, total)}
        </p>
        {isFetchNextPageError && (
          <div>
            <p role="alert">{shopCopy.listing.error}</p>
            <button type="button" className="btn-outline mt-2" onClick={() => void fetchNextPage()}>
              {commonCopy.common.retry}
            </button>
          </div>
        )}
        {/* Only once every card is on screen: not while the last page is still being rendered. */}
        {!hasNextPage && items.length === loaded.length && <p className="font-medium">{shopCopy.listing.end}</p>}
      </div>
    </div>
  );
}
