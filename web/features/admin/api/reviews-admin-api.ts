import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminReviewsQuery, HideReviewInput } from "../../../../shared/admin-reviews";
import { client, unwrap } from "../../../lib/api-client";

/** The customers' reviews in the back-office (issue 34, decisions/0047): /api/admin/reviews through the typed client. */
const keys = {
  all: ["admin", "reviews"] as const,
  list: (q: Partial<AdminReviewsQuery>) => [...keys.all, "list", q] as const,
};

const asParams = (q: Partial<AdminReviewsQuery>) =>
  Object.fromEntries(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );

export const useAdminReviews = (q: Partial<AdminReviewsQuery>) =>
  useQuery({
    queryKey: keys.list(q),
    queryFn: () => unwrap(client.api.admin.reviews.$get({ query: asParams(q) as never })),
    placeholderData: keepPreviousData,
  });

/** The owner's changes to one review: hide, show again, reply, delete the reply; the lists read again after each. */
export function useReviewChanges(id: string) {
  const qc = useQueryClient();
  const settled = () => qc.invalidateQueries({ queryKey: keys.all });
  const review = client.api.admin.reviews[":id"];
  const param = { id };
  return {
    hide: useMutation({ mutationFn: (json: HideReviewInput) => unwrap(review.hide.$post({ param, json })), onSettled: settled }),
    unhide: useMutation({ mutationFn: () => unwrap(review.unhide.$post({ param })), onSettled: settled }),
    reply: useMutation({ mutationFn: (text: string) => unwrap(review.reply.$put({ param, json: { text } })), onSettled: settled }),
    deleteReply: useMutation({ mutationFn: () => unwrap(review.reply.$delete({ param })), onSettled: settled }),
  };
}
