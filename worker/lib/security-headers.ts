import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

const common = {
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  xContentTypeOptions: "nosniff",
} as const;

/** The API and the images: nothing to run, nothing to embed (DESIGN §5). */
const apiHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    imgSrc: ["'self'"],
    styleSrc: ["'unsafe-inline'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
  },
  crossOriginResourcePolicy: "same-origin",
});

/**
 * The pages the worker writes (docs/decisions/0019): the same policy as the static assets' web/public/_headers, so the
 * SPA's own scripts and styles run; the inlined data and JSON-LD are data blocks, not scripts.
 */
const pageHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", "data:", "blob:"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/** DESIGN §5: security headers on every worker response (static assets get theirs from web/public/_headers). */
export const securityHeaders = () => createMiddleware((c, next) => (/^\/(api|images)(\/|$)/.test(c.req.path) ? apiHeaders(c, next) : pageHeaders(c, next)));
