import { queryOptions } from "@tanstack/react-query";
import { client, unwrap } from "../../../lib/api-client";

/** The newest reviews with a text across the shop, whatever their rating (GET /api/reviews/latest, decisions/0017). */
export const latestReviewsQuery = queryOptions({
  queryKey: ["reviews", "latest"] as const,
  queryFn: () => unwrap(client.api.reviews.latest.$get()),
  staleTime: 5 * 60_000,
});
