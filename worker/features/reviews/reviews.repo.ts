import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { DEFAULT_LANG, type Lang } from "../../../shared/languages";
import type { Db } from "../../db/client";
import { customers, products } from "../../db/schema";
import { reviews } from "../../db/schema-orders";
import { when } from "../../lib/sql-condition";
import { productNameIn } from "../catalog/catalog-language";
import type { OwnerNotice } from "../owner-notifications/owner-notices";
import type { OwnerNoticesRepo } from "../owner-notifications/owner-notices.repo";

/**
 * The order state that proves a purchase for 'Compra verificada': delivered — the customer has the product in hand, so
 * the review is of the product and not of the wait (issue 44, decisions/0061; decisions/0017 counted it from payment).
 */
const PURCHASED = sql`('delivered')`;
/** Bought and on its way: paid, being prepared or sent, not delivered yet (the page says the review comes after delivery). */
const ON_ITS_WAY = sql`('paid','processing','shipped')`;

/** The customer's newest not withdrawn order in `states` containing the product (orders_user_status_idx, then its lines). */
const orderIn = (states: typeof PURCHASED, userId: string, productId: number) => sql`
  SELECT o.id FROM orders o JOIN order_items oi ON oi.order_id = o.id
  WHERE o.user_id = ${userId} AND o.status IN ${states} AND o.withdrawn_at IS NULL AND oi.product_id = ${productId}
  ORDER BY o.created_at DESC LIMIT 1`;
/** The customer's newest delivered, not withdrawn order containing the product: what a review is written with. */
const provingOrder = (userId: string, productId: number) => orderIn(PURCHASED, userId, productId);

/** A review as lists show it: the reviewer's names for the "Maria S." form, never their ids. */
const REVIEW_COLUMNS = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  createdAt: reviews.createdAt,
  firstName: customers.firstName,
  fullName: customers.fullName,
  /**
   * The language it was written in: its proving order's (a customer buys, and so reviews, in their shop's language);
   * Portuguese, the shop's first, when no order names it (issue 44: the other shop notes the language under it).
   */
  language: sql<Lang>`coalesce((SELECT o.language FROM orders o WHERE o.id = ${reviews.orderId}), ${DEFAULT_LANG})`,
};

export interface NewReview {
  /** Chosen before the write, so the owners' notice of the same batch names the row it follows. */
  id: string;
  productId: number;
  userId: string;
  rating: number;
  title: string | null;
  body: string | null;
}

/** Drizzle's SQL as D1's text and parameters, for a batch that also holds plain D1 statements. */
const dialect = new SQLiteAsyncDialect();

export function reviewsRepo(db: Db, owners: Pick<OwnerNoticesRepo, "insertWhen">) {
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

    /** Whether the customer bought the product in an order not delivered yet (paid, prepared or sent; not withdrawn). */
    hasOnItsWay: async (userId: string, productId: number) => (await db.all<{ id: string }>(orderIn(ON_ITS_WAY, userId, productId))).length > 0,

    /** The product's name in Portuguese (the owners' e-mail), or null when there is no such product. */
    productName: async (productId: number) =>
      (await db.select({ name: products.name }).from(products).where(eq(products.id, productId)).limit(1))[0]?.name ?? null,

    /**
     * One statement: the review is written only with the order that proves the purchase, so no race between a check and
     * the write can let a non-buyer through. The unique (product, user) index refuses a second review, also in parallel.
     * The owners' notice to moderate it (issue 44) is the batch's second statement, written only when the review is.
     * Answers whether a row was written; a duplicate throws (the caller tells it by isUniqueViolation).
     */
    insert: async (r: NewReview, notice: OwnerNotice | null = null) => {
      const review = dialect.sqlToQuery(sql`
        INSERT INTO reviews (id, product_id, user_id, order_id, rating, title, body)
        SELECT ${r.id}, ${r.productId}, ${r.userId}, proof.id, ${r.rating}, ${r.title}, ${r.body}
        FROM (${provingOrder(r.userId, r.productId)}) AS proof`);
      const d1 = db.$client;
      const [written] = await d1.batch([
        d1.prepare(review.sql).bind(...review.params),
        ...(notice ? [owners.insertWhen(notice, when("EXISTS (SELECT 1 FROM reviews WHERE id = :review)", { review: r.id }))] : []),
      ]);
      return (written?.meta.changes ?? 0) > 0;
    },
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;

/** D1 reports a unique index violation in the error's message (or its cause's). */
export function isUniqueViolation(err: unknown): boolean {
  const text = (e: unknown) => (e instanceof Error ? `${e.message} ${e.cause instanceof Error ? e.cause.message : ""}` : String(e));
  return /UNIQUE constraint failed/i.test(text(err));
}
