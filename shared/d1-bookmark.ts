/**
 * The D1 session bookmark the browser carries between requests (docs/decisions/0021): the worker answers with the
 * bookmark of the request's D1 session, the web client keeps the newest and sends it with every request, so a
 * customer's reads after their own writes see those writes even when a read replica serves them.
 */

/** Request and response header of the bookmark. */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/** D1's bookmark format: three 8-digit hex fields and a 32-digit hex one (e.g. 00000085-0000024c-00004c6d-8e61…). */
const FORMAT = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** A well-formed bookmark (lower-cased), or null for none or anything else (ignored, never an error). */
export function parseBookmark(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  const v = value.trim().toLowerCase();
  return FORMAT.test(v) ? v : null;
}

/**
 * The newer of two bookmarks. Their fields are fixed-width hex with the log position first, so the later one sorts
 * after the earlier; answers that arrive out of order never move the kept bookmark back.
 */
export function newerBookmark(kept: string | null, incoming: string | null): string | null {
  const a = parseBookmark(kept);
  const b = parseBookmark(incoming);
  if (!a) return b;
  if (!b) return a;
  return b > a ? b : a;
}
