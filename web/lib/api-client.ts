import type { AppType } from "@worker/index";
import { hc } from "hono/client";
import { commonCopy } from "#copy/common";
import { LANG } from "#copy/language";
import type { ErrorCode } from "../../shared/error-codes";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { bookmarkStore, fetchWithBookmark } from "./d1-bookmark";

/**
 * The one way the web talks to the API: the typed Hono client. Every call carries the D1 bookmark back
 * (lib/d1-bookmark.ts), so the customer's reads after a write see it, and this build's language, so the API's
 * messages and e-mails are in it (decisions/0040).
 */
export const client = hc<AppType>("/", {
  headers: { [LANGUAGE_HEADER]: LANG },
  fetch: fetchWithBookmark(
    bookmarkStore(() => (typeof localStorage === "undefined" ? undefined : localStorage)),
    (input, init) => fetch(input, init),
  ),
});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The API's code (shared/error-codes.ts); "http_error" when the answer carried none the shop knows. */
    readonly code: ErrorCode | "http_error",
    message: string,
    readonly field?: string,
    /** Seconds to wait, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

interface JsonResponse<T> {
  ok: boolean;
  status: number;
  headers: Headers;
  json(): Promise<T>;
}

/** Awaits a typed client call; a non-2xx answer becomes an ApiError with the server's code and message. */
export async function unwrap<T>(call: Promise<JsonResponse<T>>): Promise<T> {
  const res = await call;
  if (res.ok) return res.json();
  let body: { error?: { code?: string; message?: string; field?: string } } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    /* not JSON */
  }
  const retryAfter = res.status === 429 ? Number(res.headers.get("Retry-After")) || 60 : undefined;
  // The worker answers only with codes of shared/error-codes.ts (its ApiError and DomainError take nothing else); the
  // list itself stays out of the entry chunk (the home page's JavaScript budget): a code is taken as sent when it has a
  // code's shape.
  const sent = body.error?.code;
  const code = typeof sent === "string" && /^[a-z_]+$/.test(sent) ? (sent as ErrorCode) : "http_error";
  throw new ApiError(res.status, code, body.error?.message ?? commonCopy.common.unexpectedError, body.error?.field, retryAfter);
}
