/**
 * The shop's languages (issue 31, docs/decisions/0039): Portuguese at the root, Spanish under /es/. A page's language is
 * its path's; the web is built once per language, and `#copy/language` says which build a module is in.
 */
export const LANGUAGES = ["pt", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The language of the shop's root and of anything that names none. */
export const DEFAULT_LANG: Lang = "pt";

/** Each language's BCP 47 tag: `<html lang>`, hreflang, and the numbers, prices and dates (Intl). */
export const LOCALE: Record<Lang, "pt-PT" | "es-ES"> = { pt: "pt-PT", es: "es-ES" };

/** The first segment of a language's paths ("" for the root language). */
export const LANG_PREFIX: Record<Lang, "" | "/es"> = { pt: "", es: "/es" };

/** The language of a page's path: /es and /es/… are Spanish, every other path Portuguese. */
export const langOfPath = (pathname: string): Lang => (pathname === "/es" || pathname.startsWith("/es/") ? "es" : "pt");

/** The cookie that remembers the visitor's language (a year; set by the language switch and read on the first page). */
export const LANG_COOKIE = "idioma";

export const isLang = (v: unknown): v is Lang => (LANGUAGES as readonly unknown[]).includes(v);

/** The header the web's API client sends on every request: the language of the page it calls from (issue 31, decisions/0040). */
export const LANGUAGE_HEADER = "X-Shop-Language";
