import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MAX_IMAGE_BYTES } from "../../shared/admin-catalog";
import { MAX_IMPORT_BYTES } from "../../shared/catalog-csv";
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

/** The owner's uploads (issue 34): an image (5 MB and its form's envelope) and the catalogue's CSV. Nothing else is larger. */
export const LARGE_BODIES: readonly { path: RegExp; maxSize: number }[] = [
  { path: /^\/api\/admin\/catalog\/(products\/\d+\/images|variants\/\d+\/image)$/, maxSize: MAX_IMAGE_BYTES + 64 * 1024 },
  { path: /^\/api\/admin\/catalog\/import$/, maxSize: MAX_IMPORT_BYTES },
];

const tooLarge = (c: Context) => c.json(errorBody("body_too_large", copies[requestLanguage(c)].errors.bodyTooLarge), 413);
const defaultLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
const largeLimits = LARGE_BODIES.map(({ path, maxSize }) => ({ path, limit: bodyLimit({ maxSize, onError: tooLarge }) }));

/** 64 KB for every body but the few uploads above; the route's role is checked before any body is read. */
export const limitBodySize = createMiddleware<AppEnv>(async (c, next) => {
  const large = largeLimits.find((l) => l.path.test(c.req.path));
  return (large?.limit ?? defaultLimit)(c, next);
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard (DESIGN §5): a state-changing request must come from the shop's own
 * origin. Browsers send Origin on every POST/PUT/PATCH/DELETE; a missing or foreign one is refused.
 * The providers' webhooks are the exceptions, each verified by its signature instead: Stripe's
 * (features/payments/payments.routes.ts) and the carrier's tracking (features/shipping-labels/carrier-webhook.routes.ts).
 */
export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";
export const CARRIER_WEBHOOK_PATH = "/api/shipping/carrier-webhook";
const SIGNED_WEBHOOKS = new Set([STRIPE_WEBHOOK_PATH, CARRIER_WEBHOOK_PATH]);
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !SIGNED_WEBHOOKS.has(c.req.path) && c.req.header("Origin") !== c.var.config.publicOrigin) {
    throw new ApiError(403, "forbidden_origin", (t) => t.errors.forbiddenOrigin);
  }
  await next();
});

/** Development and test only (APP_ENV explicitly set); production answers 404 as if the route did not exist. */
export const devOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.config.devFeatures) throw new ApiError(404, "not_found", (t) => t.errors.resourceNotFound);
  await next();
});
