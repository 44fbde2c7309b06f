import { copies } from "../../../shared/copy";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import { LATEST_REVIEWS_LIMIT, type LatestReview, REVIEWS_PAGE_SIZE, type Review, type ReviewEligibility, reviewerName } from "../../../shared/reviews";
import { DomainError } from "../../lib/domain-error";
import { ownerReviewMail } from "../owner-notifications/owner-mails";
import type { OwnerNotice, OwnerNotices } from "../owner-notifications/owner-notices";
import type { NewReview } from "./reviews.repo";

/** What the reviews service needs from storage (reviews.repo.ts over D1). */
export interface ReviewsStore {
  aggregate(productId: number): Promise<{ sum: number; count: number } | undefined>;
  page(
    productId: number,
    limit: number,
    offset: number,
  ): Promise<
    {
      id: string;
      rating: number;
      title: string | null;
      body: string | null;
      createdAt: string;
      firstName: string | null;
      fullName: string | null;
      language: Lang;
      replyText: string | null;
      replyAt: string | null;
    }[]
  >;
  latest(
    limit: number,
    lang: Lang,
  ): Promise<
    {
      id: string;
      rating: number;
      title: string | null;
      body: string | null;
      createdAt: string;
      firstName: string | null;
      fullName: string | null;
      language: Lang;
      productId: number;
      productName: string;
    }[]
  >;
  hasReviewed(userId: string, productId: number): Promise<boolean>;
  hasPurchased(userId: string, productId: number): Promise<boolean>;
  /** Bought in an order paid but not delivered yet (issue 44): the review waits for the delivery. */
  hasOnItsWay(userId: string, productId: number): Promise<boolean>;
  productName(productId: number): Promise<string | null>;
  /** The review, and the owners' notice to moderate it in the same batch (issue 44). */
  insert(review: NewReview, notice: OwnerNotice | null): Promise<boolean>;
}

/** The owners told of each new review (issue 44): their notices, and the shop's origin for the back-office's link. */
export interface ReviewOwners {
  notices: Pick<OwnerNotices, "make" | "deliver">;
  origin: string;
}

const averageOf = (a: { sum: number; count: number }) => (a.count > 0 ? Math.round((a.sum / a.count) * 10) / 10 : null);

/**
 * Reviews only by customers who bought the product, once each (UCPD annex I 23b–23c; decisions/0017), and only once it was
 * delivered: 'Compra verificada' is said of a product the reviewer has (issue 44, decisions/0061).
 */
export function reviewsService(store: ReviewsStore, isUniqueViolation: (err: unknown) => boolean, owners: ReviewOwners) {
  const aggregateOf = async (productId: number) => {
    const a = await store.aggregate(productId);
    if (!a) throw new DomainError("product_not_found", (t) => t.product.notFound);
    return a;
  };

  return {
    /**
     * A product's visible reviews with the shop's replies; a reviewer without a name is called so in `lang`. The count
     * and average are the product's, which count visible reviews only (migration 0029), so the pages match the list.
     */
    async list(productId: number, page: number, lang: Lang = DEFAULT_LANG) {
      const a = await aggregateOf(productId);
      const rows = await store.page(productId, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE);
      const items: Review[] = rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        title: row.title,
        body: row.body,
        createdAt: row.createdAt,
        reviewer: reviewerName(row.firstName, row.fullName, copies[lang].reviews.anonymous),
        language: row.language,
        reply: row.replyText && row.replyAt ? { text: row.replyText, at: row.replyAt } : null,
      }));
      return {
        ratingAverage: averageOf(a),
        reviewCount: a.count,
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        totalPages: Math.max(1, Math.ceil(a.count / REVIEWS_PAGE_SIZE)),
        items,
      };
    },

    /**
     * The home page's reviews: the newest with a text, whatever their rating — never a chosen few (UCPD annex I 23c;
     * decisions/0017 replaces SPEC §1's nine fixed 5-star testimonials with these).
     */
    async latest(lang: Lang = DEFAULT_LANG): Promise<{ items: LatestReview[] }> {
      const rows = await store.latest(LATEST_REVIEWS_LIMIT, lang);
      return {
        items: rows.map((row) => ({
          id: row.id,
          rating: row.rating,
          title: row.title,
          body: row.body ?? "",
          createdAt: row.createdAt,
          reviewer: reviewerName(row.firstName, row.fullName, copies[lang].reviews.anonymous),
          language: row.language,
          product: { id: row.productId, name: row.productName },
        })),
      };
    },

    async eligibility(userId: string | null, productId: number): Promise<ReviewEligibility> {
      await aggregateOf(productId);
      if (!userId) return { canReview: false, reason: "sign_in" };
      if (await store.hasReviewed(userId, productId)) return { canReview: false, reason: "already_reviewed" };
      if (!(await store.hasPurchased(userId, productId)))
        return { canReview: false, reason: (await store.hasOnItsWay(userId, productId)) ? "not_delivered" : "not_buyer" };
      return { canReview: true, reason: null };
    },

    async create(userId: string, productId: number, input: { rating: number; title: string | null; body: string | null }) {
      await aggregateOf(productId);
      const id = crypto.randomUUID();
      const productName = (await store.productName(productId)) ?? String(productId);
      const notice = owners.notices.make("review_pending", id, ownerReviewMail({ productName, ...input }, owners.origin));
      let written: boolean;
      try {
        written = await store.insert({ id, productId, userId, ...input }, notice);
      } catch (err) {
        if (isUniqueViolation(err)) throw new DomainError("review_already_exists", (t) => t.reviews.alreadyExists);
        throw err;
      }
      if (!written) {
        // Bought but not delivered yet (issue 44): said so, not as if it had never been bought.
        if (await store.hasOnItsWay(userId, productId)) throw new DomainError("review_not_delivered", (t) => t.reviews.notDeliveredYet);
        throw new DomainError("review_not_purchased", (t) => t.reviews.notPurchased);
      }
      owners.notices.deliver(notice);
      const a = await aggregateOf(productId);
      return { ratingAverage: averageOf(a), reviewCount: a.count };
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
