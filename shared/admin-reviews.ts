import { z } from "zod";
import { reviewsAdminCopy } from "./copy/back-office/reviews";

/**
 * The customers' reviews in the back-office (issue 34, decisions/0047): what its routes take and answer, checked the same
 * way in the browser and the worker. The back-office is Portuguese; so are these refusals.
 */
const e = reviewsAdminCopy.errors;

export const ADMIN_REVIEWS_PAGE_SIZE = 25;
/** Why the owner hides a review (the review policy's list; worker/db/schema-orders.ts holds the same for its CHECK). */
export const REVIEW_HIDE_REASONS = ["offensive", "personal_data", "off_topic", "spam", "other"] as const;
export type ReviewHideReason = (typeof REVIEW_HIDE_REASONS)[number];
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_NOTE_MAX = 500;

/** GET /api/admin/reviews: visible or hidden (both when absent), a product by sku or number, the page. */
export const adminReviewsQuerySchema = z.object({
  state: z.enum(["visible", "hidden"]).optional(),
  product: z.string().trim().min(1, e.product).max(40, e.product).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

/** A review's id: the shop's are UUIDs, the demo's 'demo-review-12-1'. */
export const adminReviewIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, e.id) });

/** POST /api/admin/reviews/:id/hide: a reason from the list and a note (required with 'other'). */
export const hideReviewSchema = z
  .object({
    reason: z.enum(REVIEW_HIDE_REASONS, e.reason),
    note: z
      .string(e.noteLong)
      .trim()
      .max(REVIEW_NOTE_MAX, e.noteLong)
      .nullish()
      .transform((s) => s || null),
  })
  .refine((v) => v.reason !== "other" || v.note !== null, { message: e.noteRequired, path: ["note"] });
export type HideReviewInput = z.input<typeof hideReviewSchema>;

/** PUT /api/admin/reviews/:id/reply: the shop's reply (a new one replaces the old). */
export const replyReviewSchema = z.object({
  text: z.string(e.replyEmpty).trim().min(1, e.replyEmpty).max(REVIEW_REPLY_MAX, e.replyLong),
});
export type ReplyReviewInput = z.input<typeof replyReviewSchema>;

/** A review as the back-office lists it: the customer's words as written, and what the shop did with it. */
export interface AdminReview {
  id: string;
  product: { id: number; sku: string; name: string };
  rating: number;
  title: string | null;
  body: string | null;
  /** As the shop shows it ("Maria S."). */
  reviewer: string;
  orderId: string | null;
  createdAt: string;
  hidden: { at: string; reason: ReviewHideReason; note: string | null; by: string } | null;
  reply: { text: string; at: string; by: string } | null;
}
