import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import { customers, products } from "../../db/schema";
import { reviews } from "../../db/schema-orders";
import { productNameIn } from "../catalog/catalog-language";

/** Order states that prove a purchase: paid and everything after it, never pending or cancelled (decisions/0017). */
const PURCHASED = sql`('paid','processing','shipped','delivered')`;

/** The customer's newest paid, not withdrawn order containing the product (orders_user_status_idx, then its lines). */
const provingOrder = (userId: string, productId: number) => sql`
  SELECT o.id FROM orders o JOIN order_items oi ON oi.order_id = o.id
  WHERE o.user_id = ${userId} AND o.status IN ${PURCHASED} AND o.withdrawn_at IS NULL AND oi.product_id = ${productId}
  ORDER BY o.created_at DESC LIMIT 1`;

/** A review as lists show it: the reviewer's names for the "Maria S." form, never their ids. */
const REVIEW_COLUMNS = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  createdAt: reviews.createdAt,
  firstName: customers.firstName,
  fullName: customers.fullName,
};

export interface NewReview {
  productId: number;
  userId: string;
  rating: number;
  title: string | null;
  body: string | null;
}

export function reviewsRepo(db: Db) {
  return {
    /** The active product's review aggregate, or undefined when there is no such product. */
    aggregate: async (productId: number) =>
      (
        await db
          .select({ sum: products.ratingSum, count: products.ratingCount })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.active, true)))
          .limit(1)
      )[0],

    /** The product's visible reviews, newest first, with the shop's reply (decisions/0047: hidden ones are not listed). */
    page: (productId: number, limit: number, offset: number) =>
      db
        .select({ ...REVIEW_COLUMNS, replyText: reviews.replyText, replyAt: reviews.replyAt })
        .from(reviews)
        .leftJoin(customers, eq(customers.userId, reviews.userId))
        .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),

    /** The newest visible reviews with a text, of active products (named in `lang`), newest first (reviews_created_idx). */
    latest: (limit: number, lang: Lang = DEFAULT_LANG) =>
      db
        .select({ ...REVIEW_COLUMNS, productId: products.id, productName: productNameIn(lang) })
        .from(reviews)
        .innerJoin(products, and(eq(products.id, reviews.productId), eq(products.active, true)))
        .leftJoin(customers, eq(customers.userId, reviews.userId))
        .where(and(isNotNull(reviews.body), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit),

    hasReviewed: async (userId: string, productId: number) =>
      (
        await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
          .limit(1)
      ).length > 0,

    hasPurchased: async (userId: string, productId: number) => (await db.all<{ id: string }>(provingOrder(userId, productId))).length > 0,

    /**
     * One statement: the review is written only with the order that proves the purchase, so no race between a check and
     * the write can let a non-buyer through. The unique (product, user) index refuses a second review, also in parallel.
     * Answers whether a row was written; a duplicate throws (the caller tells it by isUniqueViolation).
     */
    insert: async (r: NewReview) => {
      const written = await db.all<{ id: string }>(sql`
        INSERT INTO reviews (id, product_id, user_id, order_id, rating, title, body)
        SELECT ${crypto.randomUUID()}, ${r.productId}, ${r.userId}, proof.id, ${r.rating}, ${r.title}, ${r.body}
        FROM (${provingOrder(r.userId, r.productId)}) AS proof
        RETURNING id`);
      return written.length === 1;
    },
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;

/** D1 reports a unique index violation in the error's message (or its cause's). */
export function isUniqueViolation(err: unknown): boolean {
  const text = (e: unknown) => (e instanceof Error ? `${e.message} ${e.cause instanceof Error ? e.cause.message : ""}` : String(e));
  return /UNIQUE constraint failed/i.test(text(err));
}
