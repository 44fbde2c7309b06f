import { ADMIN_REVIEWS_PAGE_SIZE, type AdminReview, type AdminReviewsQuery, type HideReviewInput } from "../../../shared/admin-reviews";
import { copies } from "../../../shared/copy";
import { pathsFor } from "../../../shared/page-tables";
import { reviewerName } from "../../../shared/reviews";
import type { AdminReviewRow, Reviewer, ReviewMail, ReviewsAdminRepo, ReviewWrite } from "./reviews-admin.repo";

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
 * and replies as the shop. The reviewer is e-mailed, in their language, when their review is hidden (with the reason)
 * and at the shop's first reply. Nothing here writes the customer's rating, title or text. Every write answers the review as
 * it is now, and whether this request changed it (a second hide of a hidden review changes nothing and is not audited);
 * null: no such review.
 */
export function reviewsAdminService({ repo, deliverSoon, origin }: { repo: ReviewsAdminRepo; deliverSoon: (ids: string[]) => void; origin: string }) {
  const after = async (id: string, write: ReviewWrite, mail: ReviewMail | null = null) => {
    if (write === "not-found") return null;
    // Written only when this request changed the review (the batch's own condition); a row not written is skipped.
    if (mail && write === "changed") deliverSoon([mail.id]);
    const review = await repo.one(id);
    return review ? { review: asReview(review), changed: write === "changed" } : null;
  };

  /** The reviewer's e-mail in their language, when the review still has its author (null: nobody to tell). */
  const mailTo = async (id: string, compose: (r: Reviewer) => { subject: string; text: string }): Promise<ReviewMail | null> => {
    const r = await repo.reviewer(id);
    return r ? { id: crypto.randomUUID(), mail: { to: r.email, ...compose(r) } } : null;
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

    /** Hidden with the policy's reason; the reviewer is told why (the note too: it is written for them to read). */
    async hide(id: string, input: { reason: HideReviewInput["reason"]; note: string | null }, actor: string) {
      const mail = await mailTo(id, (r) => {
        const m = copies[r.language].mail.review;
        const paths = pathsFor(r.language);
        return {
          subject: m.hiddenSubject(r.productName),
          text: m.hiddenText({
            firstName: r.firstName,
            product: r.productName,
            reason: m.reasons[input.reason],
            note: input.note,
            policy: `${origin}${paths.terms}#${copies[r.language].reviews.policyAnchor}`,
            contact: `${origin}${paths.contact}`,
          }),
        };
      });
      return after(id, await repo.hide(id, input.reason, input.note, actor, mail), mail);
    },
    unhide: async (id: string, actor: string) => after(id, await repo.unhide(id, actor)),
    /** The reply; the reviewer is told of the first one, with its words and the product's page. */
    async reply(id: string, text: string, actor: string) {
      const mail = await mailTo(id, (r) => {
        const m = copies[r.language].mail.review;
        const link = `${origin}${pathsFor(r.language).product(r.productId)}`;
        return { subject: m.repliedSubject(r.productName), text: m.repliedText({ firstName: r.firstName, product: r.productName, reply: text, link }) };
      });
      return after(id, await repo.reply(id, text, actor, mail), mail);
    },
    deleteReply: async (id: string, actor: string) => after(id, await repo.deleteReply(id, actor)),
  };
}
export type ReviewsAdminService = ReturnType<typeof reviewsAdminService>;
