import { type Copy, copies } from "../../shared/copy";
import type { Lang } from "../../shared/languages";

/**
 * A user-facing message as a function of the copy (decisions/0040): errors carry one, and lib/on-error.ts says it in
 * the request's language. `lang` is there for what a message formats itself (a date, a price).
 */
export type Say = (t: Copy, lang: Lang) => string;

/** The message in a language. */
export const sayIn = (say: Say, lang: Lang) => say(copies[lang], lang);

/** The Portuguese: what an error's `message` holds (logs, and code that reads it outside a request). */
export const sayPt = (say: Say) => sayIn(say, "pt");
