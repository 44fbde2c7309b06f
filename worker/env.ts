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
  /** "development" locally (wrangler.toml), "test" in tests, "production" when deployed. */
  APP_ENV: string;
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
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: { db: Db; user: SessionUser };
};
