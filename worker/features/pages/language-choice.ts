import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isLang, LANG_COOKIE, type Lang } from "../../../shared/languages";

/** The language a browser prefers most (the highest-weighted range of Accept-Language), as one of the shop's, or null. */
export function browserLanguage(acceptLanguage: string | undefined): Lang | null {
  let best: { tag: string; q: number } | null = null;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!range || range === "*" || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: range.toLowerCase(), q };
  }
  const primary = best?.tag.split("-")[0];
  return best ? (primary === "es" ? "es" : "pt") : null;
}

/**
 * The language to open the shop's root in (issue 31): the one the visitor chose with the switch (the cookie), otherwise
 * on a first visit their browser's (Spanish → es, any other → pt).
 */
export function rootLanguage(c: Context): Lang {
  const chosen = getCookie(c, LANG_COOKIE);
  if (isLang(chosen)) return chosen;
  return browserLanguage(c.req.header("Accept-Language")) ?? "pt";
}
