import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../../shared/error-codes";
import { type Say, sayPt } from "./say";

/**
 * An error the HTTP layer answers with its own status (validation, guards, rate limits). Services and
 * adapters throw DomainError instead (lib/domain-error.ts); both leave the API through lib/on-error.ts, which says the
 * message (`say`) in the request's language (decisions/0040); `message` is the Portuguese.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly say: Say,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(sayPt(say));
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}
