import { z } from "zod";
import { messagesCopy } from "#copy/messages";
import { validationCopy } from "#copy/validation";
import { LISTING_SORTS, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_SORTS } from "./constants";
import { copyKeys } from "./copy-keys";

const v = copyKeys(validationCopy).validation;
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, v.slug)
  .max(80);
const euros = z.coerce.number(v.number).finite(v.number).min(0, v.notNegative).max(100_000);
const page = z.coerce.number().int(v.wholeNumber).min(1, v.atLeastOne).max(100_000).default(1);

export const listingQuerySchema = z
  .object({
    category: slug.optional(),
    subcategory: slug.optional(),
    min: euros.optional(),
    max: euros.optional(),
    sort: z.enum(LISTING_SORTS).default("featured"),
    /** Only products with an active variant in this size (shared/variants.ts labels). */
    size: z.string().trim().min(1).max(40).optional(),
    page,
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: v.minAboveMax,
    path: ["min"],
  });
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_MIN_CHARS, copyKeys(messagesCopy).errors.queryTooShort).max(SEARCH_MAX_CHARS),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  limit: z.coerce.number().int().min(1).max(52).optional(),
  page,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const categorySizesSchema = z.object({ slug });
export const categorySizesQuerySchema = z.object({ subcategory: slug.optional() });

export const productIdSchema = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,9}$/, v.productId),
});

/** The e-mail and an explicit consent (GDPR art. 7: a box the subscriber ticks, never ticked in advance). */
export const newsletterSchema = z.object({
  email: z.email(v.email).max(254),
  consent: z.literal(true, v.newsletterConsent),
});
/** The home page's form: the box starts unticked, so the form holds a boolean until it is ticked. */
export const newsletterFormSchema = newsletterSchema.extend({ consent: z.boolean().refine((c) => c, v.newsletterConsent) });
