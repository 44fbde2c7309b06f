import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ListingSort, SearchSort } from "../../../../shared/constants";
import { client, unwrap } from "../../../lib/api-client";

export interface ListingParams {
  category?: string;
  subcategory?: string;
  min?: number;
  max?: number;
  sort: ListingSort;
}

const str = (n: number | undefined) => (n === undefined ? undefined : String(n));

export const catalogQueries = {
  categories: () =>
    queryOptions({
      queryKey: ["categories"],
      queryFn: () => unwrap(client.api.categories.$get()),
      staleTime: 10 * 60_000,
    }),

  categoryTotals: () =>
    queryOptions({
      queryKey: ["categories", "totals"],
      queryFn: () => unwrap(client.api.categories.totals.$get()),
    }),

  featured: () =>
    queryOptions({
      queryKey: ["products", "featured"],
      queryFn: () => unwrap(client.api.products.featured.$get()),
    }),

  listing: (p: ListingParams) =>
    infiniteQueryOptions({
      queryKey: ["products", "list", p],
      queryFn: ({ pageParam }) =>
        unwrap(
          client.api.products.$get({
            query: { category: p.category, subcategory: p.subcategory, min: str(p.min), max: str(p.max), sort: p.sort, page: String(pageParam) },
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),

  search: (q: string, sort: SearchSort) =>
    infiniteQueryOptions({
      queryKey: ["products", "search", q, sort],
      queryFn: ({ pageParam }) => unwrap(client.api.products.search.$get({ query: { q, sort, page: String(pageParam) } })),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),

  suggestions: (q: string, limit: number) =>
    queryOptions({
      queryKey: ["products", "suggestions", q, limit],
      queryFn: () => unwrap(client.api.products.search.$get({ query: { q, limit: String(limit) } })),
      staleTime: 30_000,
    }),

  product: (id: string) =>
    queryOptions({
      queryKey: ["products", "detail", id],
      queryFn: () => unwrap(client.api.products[":id"].$get({ param: { id } })),
    }),
};
