import { z } from "zod";
import { reviewsCopy } from "#copy/reviews";
import { copyKeys } from "./copy-keys";
import type { Lang } from "./languages";

const r = copyKeys(reviewsCopy).reviews;

/** Limits of a review, the same in the form, in POST /api/products/:id/reviews and in the table's CHECK. */
export const REVIEW_LIMITS = { title: 120, body: 2000 } as const;
export const REVIEWS_PAGE_SIZE = 10;
/** How many of the newest reviews the home page shows (GET /api/reviews/latest). */
export const LATEST_REVIEWS_LIMIT = 9;

/** Empty optional text is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((s) => (s ? s : null));

export const reviewInputSchema = z.object({
  rating: z.number(r.ratingRequired).int(r.ratingRequired).min(1, r.ratingRequired).max(5, r.ratingRequired),
  title: optionalText(REVIEW_LIMITS.title, r.titleLong),
  body: optionalText(REVIEW_LIMITS.body, r.bodyLong),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number(r.page).int(r.page).min(1, r.page).max(10_000, r.page).default(1),
});

/**
 * A review as the API lists it: the reviewer by first name and the initial of the last name only; the shop's public
 * reply under it, if any (decisions/0047: never who wrote it). Hidden reviews are not listed.
 */
export interface Review {
  id: string;
  rating: number;
  title: string | null;
  body: string | null;
  reviewer: string;
  createdAt: string;
  /** The language it was written in (its order's): the other shop notes it under the review (issue 44). */
  language: Lang;
  reply: { text: string; at: string } | null;
}

/** A review on the home page: always with its text, and the product it is about. */
export interface LatestReview extends Omit<Review, "body" | "reply"> {
  body: string;
  product: { id: number; name: string };
}

/** Whether the signed-in customer may review: why not, when not. */
export type ReviewEligibility =
  | { canReview: true; reason: null }
  | { canReview: false; reason: "sign_in" | "not_buyer" | "not_delivered" | "already_reviewed" };

/** "Maria Silva" → "Maria S."; the first name alone when there is no other name. */
export function reviewerName(firstName: string | null, fullName: string | null, fallback: string): string {
  const first = firstName?.trim() || fullName?.trim().split(/\s+/)[0] || "";
  if (!first) return fallback;
  const rest = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  const last = rest.length > 1 ? rest[rest.length - 1]! : "";
  return last && last !== first ? `${first} ${last[0]!.toLocaleUpperCase("pt-PT")}.` : first;
}
