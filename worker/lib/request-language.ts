import type { Context } from "hono";
import { DEFAULT_LANG, isLang, LANGUAGE_HEADER, type Lang } from "../../shared/languages";

/**
 * The language of an API request (decisions/0040): the web's API client names its build's language in
 * X-Shop-Language; exactly 'pt' or 'es' counts, anything else (or nothing) is Portuguese.
 */
export function requestLanguage(c: Context): Lang {
  const named = c.req.header(LANGUAGE_HEADER);
  return isLang(named) ? named : DEFAULT_LANG;
}
