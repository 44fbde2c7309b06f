import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { SearchSort } from "../../shared/constants";
import type { ListingParams } from "../../shared/listing-url";
import { client, unwrap } from "./api-client";

export type { ListingParams };

const str = (n: number | undefined) => (n === undefined ? undefined : String(n));

/** Every catalogue query key, so invalidation and prefetching name the same data. */
export const catalogKeys = {
  categories: () => ["categories"] as const,
  categoryTotals: () => ["categories", "totals"] as const,
  sizes: (category: string, subcategory: string | undefined) => ["categories", category, "sizes", subcategory ?? null] as const,
  products: () => ["products"] as const,
  featured: () => ["products", "featured"] as const,
  list: (p: ListingParams) => ["products", "list", p] as const,
  search: (q: string, sort: SearchSort) => ["products", "search", q, sort] as const,
  suggestions: (q: string, limit: number) => ["products", "suggestions", q, limit] as const,
  product: (id: string) => ["products", "detail", id] as const,
};

/**
 * The catalogue's reads (categories, listings, search, product detail). Shared by the listing, search,
 * product, home and header, so they live in lib/ rather than in one feature (docs/decisions/0008).
 */
export const catalogQueries = {
  categories: () =>
    queryOptions({
      queryKey: catalogKeys.categories(),
      queryFn: () => unwrap(client.api.categories.$get()),
      staleTime: 10 * 60_000,
    }),

  categoryTotals: () =>
    queryOptions({
      queryKey: catalogKeys.categoryTotals(),
      queryFn: () => unwrap(client.api.categories.totals.$get()),
    }),

  /** The sizes on sale in a category or subcategory: the listing's size chips (empty where nothing comes in sizes). */
  sizes: (category: string, subcategory: string | undefined) =>
    queryOptions({
      queryKey: catalogKeys.sizes(category, subcategory),
      queryFn: () => unwrap(client.api.categories[":slug"].sizes.$get({ param: { slug: category }, query: { subcategory } })),
      staleTime: 5 * 60_000,
    }),

  featured: () =>
    queryOptions({
      queryKey: catalogKeys.featured(),
      queryFn: () => unwrap(client.api.products.featured.$get()),
    }),

  listing: (p: ListingParams) =>
    infiniteQueryOptions({
      queryKey: catalogKeys.list(p),
      queryFn: ({ pageParam }) =>
        unwrap(
          client.api.products.$get({
            query: {
              category: p.category,
              subcategory: p.subcategory,
              min: str(p.min),
              max: str(p.max),
              size: p.size,
              sort: p.sort,
              page: String(pageParam),
            },
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),

  search: (q: string, sort: SearchSort) =>
    infiniteQueryOptions({
      queryKey: catalogKeys.search(q, sort),
      queryFn: ({ pageParam }) => unwrap(client.api.products.search.$get({ query: { q, sort, page: String(pageParam) } })),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),

  suggestions: (q: string, limit: number) =>
    queryOptions({
      queryKey: catalogKeys.suggestions(q, limit),
      queryFn: () => unwrap(client.api.products.search.$get({ query: { q, limit: String(limit) } })),
      staleTime: 30_000,
    }),

  product: (id: string) =>
    queryOptions({
      queryKey: catalogKeys.product(id),
      queryFn: () => unwrap(client.api.products[":id"].$get({ param: { id } })),
    }),
};
