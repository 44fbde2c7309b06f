import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { copy } from "../../shared/copy";
import { ConfigError } from "../config/app-config";
import { ApiError, errorBody } from "./errors";

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.field), err.status, err.headers);
  if (err instanceof HTTPException) {
    // Hono's own refusals (malformed JSON, wrong content type…) get the shop's body and Portuguese text.
    if (err.status === 400 && /json/i.test(err.message)) return c.json(errorBody("malformed_json", copy.errors.malformedJson), 400);
    if (err.status === 413) return c.json(errorBody("body_too_large", copy.errors.bodyTooLarge), 413);
    if (err.status < 500) return c.json(errorBody("invalid_input", copy.errors.invalidInput), err.status);
    console.error("http exception", c.req.method, c.req.path, err);
    return c.json(errorBody("internal_error", copy.errors.generic), 500);
  }
  if (err instanceof ConfigError) {
    console.error("[config] request refused:", err.message);
    return c.json(errorBody("service_unavailable", copy.errors.unavailable), 503);
  }
  console.error("unhandled error", c.req.method, c.req.path, err);
  return c.json(errorBody("internal_error", copy.errors.generic), 500);
};
