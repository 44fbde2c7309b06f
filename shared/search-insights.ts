import { z } from "zod";
import { messagesCopy } from "#copy/messages";
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "./constants";
import { searchInsightsCopy } from "./copy/back-office/search-insights";
import { copyKeys } from "./copy-keys";
import { LANGUAGES } from "./languages";
import { checkReportRange, reportDay } from "./reports";

/**
 * What shoppers search for (issue 48, decisions/0078): the results page tells the shop the search it showed and how many
 * it found, and when a result was opened; the back-office reads the counts per language and period and adds synonyms.
 */

/** The longest search kept (a longer one is cut): a count, not a transcript. */
export const COUNTED_QUERY_MAX = 80;

/** A search as counted: lower-case, its spaces folded, at most 80 characters; the same words typed twice are one search. */
export const countedQuery = (q: string) => q.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ").slice(0, COUNTED_QUERY_MAX).trim();

/**
 * Searches that look like someone's data (an e-mail address, a phone or tax number: 6 digits or more) are not counted:
 * the counts hold no personal data, whatever a shopper types into the box.
 */
export const looksPersonal = (q: string) => q.includes("@") || /\d{6,}/.test(q.replace(/[\s.\-+()]/g, ""));

const q = z.string().trim().min(SEARCH_MIN_CHARS, copyKeys(messagesCopy).errors.queryTooShort).max(SEARCH_MAX_CHARS);

/** The results page showed `q` (page 1) with `total` products. */
export const searchSeenSchema = z.object({ q, total: z.number().int().min(0).max(1_000_000) });
/** A result of `q` was opened. */
export const searchOpenedSchema = z.object({ q });

const e = searchInsightsCopy.errors;
export const searchInsightsQuerySchema = z.object({ from: reportDay, to: reportDay, language: z.enum(LANGUAGES, e.language) }).superRefine(checkReportRange);
export type SearchInsightsQuery = z.output<typeof searchInsightsQuerySchema>;

/** A synonym: one word shoppers type, and the words the catalogue uses for it. */
export const synonymSchema = z.object({
  language: z.enum(LANGUAGES, e.language),
  term: z
    .string()
    .trim()
    .min(2, e.term)
    .max(40, e.term)
    .refine((t) => /^[\p{L}\p{N}]+$/u.test(t), e.term),
  synonym: z
    .string()
    .trim()
    .min(2, e.synonym)
    .max(80, e.synonym)
    .refine((t) => /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u.test(t.replace(/\s+/g, " ")), e.synonym),
});
export type SynonymInput = z.output<typeof synonymSchema>;
export const synonymIdSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,9}$/, e.notFound) });

/** One search over the period: how often, how often it found nothing, how often a result was opened. */
export interface SearchCountRow {
  query: string;
  searches: number;
  zeroResults: number;
  opened: number;
}
export interface SearchInsights {
  from: string;
  to: string;
  language: (typeof LANGUAGES)[number];
  searches: number;
  top: SearchCountRow[];
  zeroResults: SearchCountRow[];
  unopened: SearchCountRow[];
}
export interface Synonym {
  id: number;
  language: (typeof LANGUAGES)[number];
  term: string;
  synonym: string;
  createdBy: string;
  createdAt: string;
}
export type SynonymForm = z.input<typeof synonymSchema>;
