import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { copies } from "../../shared/copy";
import { BOOKMARK_HEADER, parseBookmark } from "../../shared/d1-bookmark";
import { appConfig } from "../config/app-config";
import { createDb } from "../db/client";
import type { AppEnv } from "../env";
import { NO_STORE } from "./cache-control";
import { isPublicCatalogRead, startSession } from "./d1-session";
import { ApiError, errorBody } from "./errors";
import { requestLanguage } from "./request-language";

/** Largest JSON (or form) body the API reads; larger ones get 413 before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Parses the configuration once per isolate; a production deployment without its secrets serves nothing. */
export const withConfig = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", appConfig(c.env));
  await next();
});

/**
 * The request's Drizzle client over a D1 session (lib/d1-session.ts, docs/decisions/0021). The answer carries the
 * session's bookmark for the client to send back, except a publicly cacheable one (a cached copy would hand out an
 * old bookmark; catalogue reads do not move a customer's bookmark forward anyway).
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const session = startSession(c.env.DB, parseBookmark(c.req.header(BOOKMARK_HEADER)), isPublicCatalogRead(c.req.method, c.req.path));
  c.set("db", createDb(session, c.env.DB));
  await next();
  const bookmark = session.getBookmark();
  if (!bookmark || c.res.headers.get("Cache-Control") !== NO_STORE) return;
  try {
    c.res.headers.set(BOOKMARK_HEADER, bookmark);
  } catch {
    // A response with immutable headers (e.g. Response.redirect): copy it.
    const res = new Response(c.res.body, c.res);
    res.headers.set(BOOKMARK_HEADER, bookmark);
    c.res = res;
  }
});

export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(errorBody("body_too_large", copies[requestLanguage(c)].errors.bodyTooLarge), 413),
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard (DESIGN §5): a state-changing request must come from the shop's own
 * origin. Browsers send Origin on every POST/PUT/PATCH/DELETE; a missing or foreign one is refused.
 * Stripe's webhook is the one exception, verified by its signature instead (features/payments/payments.routes.ts).
 */
export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.req.path !== STRIPE_WEBHOOK_PATH && c.req.header("Origin") !== c.var.config.publicOrigin) {
    throw new ApiError(403, "forbidden_origin", (t) => t.errors.forbiddenOrigin);
  }
  await next();
});

/** Development and test only (APP_ENV explicitly set); production answers 404 as if the route did not exist. */
export const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.config.devFeatures) throw new ApiError(404, "not_found", (t) => t.errors.resourceNotFound);
  await next();
});
