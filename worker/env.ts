import type { AuthConfig } from "@hono/auth-js";
import type { AppConfig } from "./config/app-config";
import type { Db } from "./db/client";

/** The signed-in customer, as requireUser puts it on the context. */
export interface SessionUser {
  id: string;
  email: string;
  /** The session's id, to keep it alive across a password change. */
  sid: string;
}

/** Bindings from wrangler.toml (see worker-configuration.d.ts) plus optional secrets. */
export type Bindings = Omit<Env, "APP_ENV"> & {
  /** "production" unless set (wrangler.toml); "development" by npm start, "test" in tests. Parsed in config/. */
  APP_ENV?: string;
  /** scheme://host of the shop, for every link it writes (required in production). */
  PUBLIC_ORIGIN?: string;
  /** Set per request from PUBLIC_ORIGIN for Auth.js (require-user.ts); never configured by hand. */
  AUTH_URL?: string;
  /** Secrets, each optional so the embedded defaults run offline (DESIGN §4). */
  SHIPPING_SUPPLIER_URL?: string;
  SHIPPING_SUPPLIER_KEY?: string;
  /** Milliseconds before a supplier quote is abandoned (default 5000). */
  SHIPPING_TIMEOUT_MS?: string;
  /** Auth.js secret; development and tests fall back to a fixed local one. */
  AUTH_SECRET?: string;
  /** Google sign-in, when both are configured. */
  AUTH_GOOGLE_ID?: string;
  AUTH_GOOGLE_SECRET?: string;
  /** PBKDF2 iterations (default 600,000, OWASP); tests lower it. */
  PASSWORD_PBKDF2_ITERATIONS?: string;
  /** HTTP e-mail API (Resend-style POST {url}/emails); without it mail goes to the email_outbox table. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /** Quotes one client may ask per minute (default 20). */
  SHIPPING_QUOTES_PER_MINUTE?: string;
  /** Google Geocoding (SPEC §7) for the postal-code lookup; without a key the embedded table answers. */
  GEOCODING_API_KEY?: string;
  /** Overrides Google's endpoint (tests, a proxy). */
  GEOCODING_URL?: string;
  /** Milliseconds before a geocoding call is abandoned (default 3000). */
  GEOCODING_TIMEOUT_MS?: string;
  /** Postal-code lookups one client may ask per minute (default 30). */
  POSTAL_LOOKUPS_PER_MINUTE?: string;
  /** Stripe Checkout (both needed); without them development uses the test payment page and production sells nothing. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** The owner's setting: units of one variant an order line may have (1–99, default 10; decisions/0050). */
  ORDER_LINE_MAX_UNITS?: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    db: Db;
    config: AppConfig;
    /** Auth.js's configuration, set where a session is read (auth routes, requireUser, sessionUser). */
    authConfig: AuthConfig;
    /** Set by the per-account sign-in limit inside Auth.js's authorize; the seconds to wait. */
    signinRetryAfter?: number;
    /** Set by the account guard inside authorize (signin-limits.ts): the password alone is not enough, or the code was not right. */
    signinRefusal?: "code_required" | "code_invalid";
  };
};

/** Routes behind requireUser: the signed-in customer is on the context. */
export type ProtectedEnv = {
  Bindings: Bindings;
  Variables: AppEnv["Variables"] & { user: SessionUser };
};

/** A back-office member's role (issue 32, decisions/0042): owners from OWNER_EMAILS, staff from staff_members. */
export type AdminRole = "owner" | "staff";

/** Routes behind requireAdmin: the signed-in member and their role are on the context. */
export type AdminEnv = {
  Bindings: Bindings;
  Variables: ProtectedEnv["Variables"] & { role: AdminRole };
};
