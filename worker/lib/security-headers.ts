import { secureHeaders } from "hono/secure-headers";

/** DESIGN §5: security headers on every worker response (static assets get theirs from web/public/_headers). */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    crossOriginResourcePolicy: "same-origin",
  });
