import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LANG, isLang, LANG_COOKIE, type Lang, langOfPath } from "../../../shared/languages";

/** Auth.js's cookie that keeps where the sign-in started from (plain or __Secure- prefixed). */
const CALLBACK_COOKIES = ["authjs.callback-url", "__Secure-authjs.callback-url"];

/**
 * The language of an account made by a Google sign-in (decisions/0041): the shop's the sign-in started from (its
 * callback page's path, which the web names in its build's language), else the visitor's remembered choice, else
 * Portuguese. A Google callback is Google's redirect: it carries no X-Shop-Language, only the browser's cookies.
 */
export function signUpLanguage(c: Context): Lang {
  for (const name of CALLBACK_COOKIES) {
    const url = getCookie(c, name);
    if (!url) continue;
    try {
      return langOfPath(new URL(url, "http://shop.invalid").pathname);
    } catch {
      break;
    }
  }
  const chosen = getCookie(c, LANG_COOKIE);
  return isLang(chosen) ? chosen : DEFAULT_LANG;
}
