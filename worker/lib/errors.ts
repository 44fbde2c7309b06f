import type { ContentfulStatusCode } from "hono/utils/http-status";
import { copy } from "../../shared/copy";

/** An error a client can act on. Leaves the API through the one onError handler. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (code: string, message: string = copy.errors.notFound) => new ApiError(404, code, message);
export const badRequest = (code: string, message: string, field?: string) => new ApiError(400, code, message, field);

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}
