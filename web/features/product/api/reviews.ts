import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "../../../../shared/reviews";
import { client, unwrap } from "../../../lib/api-client";
import { catalogKeys } from "../../../lib/catalog-queries";

export const reviewsKeys = {
  all: (productId: string) => ["reviews", productId] as const,
  list: (productId: string) => ["reviews", productId, "list"] as const,
  eligibility: (productId: string, userId: string | undefined) => ["reviews", productId, "eligibility", userId ?? null] as const,
};

export const reviewsQueries = {
  /** The product's reviews, newest first, a page at a time ('Ver mais avaliações'). */
  list: (productId: string) =>
    infiniteQueryOptions({
      queryKey: reviewsKeys.list(productId),
      initialPageParam: 1,
      queryFn: ({ pageParam }) => unwrap(client.api.products[":id"].reviews.$get({ param: { id: productId }, query: { page: String(pageParam) } })),
      getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    }),
  eligibility: (productId: string, userId: string | undefined) =>
    queryOptions({
      queryKey: reviewsKeys.eligibility(productId, userId),
      queryFn: () => unwrap(client.api.products[":id"].reviews.eligibility.$get({ param: { id: productId } })),
    }),
};

/** POST a review; the list, the eligibility and the product's average and count are read again. */
export function usePostReview(productId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: ReviewInput) => unwrap(client.api.products[":id"].reviews.$post({ param: { id: productId }, json: v })),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: reviewsKeys.all(productId) }), qc.invalidateQueries({ queryKey: catalogKeys.products() })]),
  });
}
