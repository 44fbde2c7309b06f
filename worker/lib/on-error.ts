import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { copy } from "../../shared/copy";
import { ApiError, errorBody } from "./errors";

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.field), err.status, err.headers);
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    return c.json(errorBody("http_error", err.message || res.statusText), err.status);
  }
  console.error("unhandled error", c.req.method, c.req.path, err);
  return c.json(errorBody("internal_error", copy.errors.generic), 500);
};
