import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReview, type AdminReviewsQuery, type HideReviewInput } from "../../../shared/admin-reviews";
import { copies } from "../../../shared/copy";
import { reviewerName } from "../../../shared/reviews";
import type { AdminReviewRow, ReviewsAdminRepo, ReviewWrite } from "./reviews-admin.repo";

const asReview = (r: AdminReviewRow): AdminReview => ({
  id: r.id,
  product: { id: r.productId, sku: r.productSku, name: r.productName },
  rating: r.rating,
  title: r.title,
  body: r.body,
  // The back-office is Portuguese.
  reviewer: reviewerName(r.firstName, r.fullName, copies.pt.reviews.anonymous),
  orderId: r.orderId,
  createdAt: r.createdAt,
  hidden: r.hiddenAt && r.hiddenReason && r.hiddenBy ? { at: r.hiddenAt, reason: r.hiddenReason, note: r.hiddenNote, by: r.hiddenBy } : null,
  reply: r.replyText && r.replyAt && r.replyBy ? { text: r.replyText, at: r.replyAt, by: r.replyBy } : null,
});

/**
 * The customers' reviews in the back-office (issue 34, decisions/0047): staff and the owner read them; the owner hides
 * one (with a reason from the review policy's list, kept while it is hidden and in the audit log), shows it again,
 * and replies as the shop. Nothing here writes the customer's rating, title or text. Every write answers the review as
 * it is now, and whether this request changed it (a second hide of a hidden review changes nothing and is not audited);
 * null: no such review.
 */
export function reviewsAdminService({ repo }: { repo: ReviewsAdminRepo }) {
  const after = async (id: string, write: ReviewWrite) => {
    if (write === "not-found") return null;
    const review = await repo.one(id);
    return review ? { review: asReview(review), changed: write === "changed" } : null;
  };

  return {
    async list(q: AdminReviewsQuery) {
      const { rows, total } = await repo.list(q);
      return {
        items: rows.map(asReview),
        total,
        page: q.page,
        pageSize: ADMIN_REVIEWS_PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)),
      };
    },

    hide: async (id: string, input: { reason: HideReviewInput["reason"]; note: string | null }, actor: string) =>
      after(id, await repo.hide(id, input.reason, input.note, actor)),
    unhide: async (id: string, actor: string) => after(id, await repo.unhide(id, actor)),
    reply: async (id: string, text: string, actor: string) => after(id, await repo.reply(id, text, actor)),
    deleteReply: async (id: string, actor: string) => after(id, await repo.deleteReply(id, actor)),
  };
}
export type ReviewsAdminService = ReturnType<typeof reviewsAdminService>;
