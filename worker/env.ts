import type { Db } from "./db/client";

/** Bindings from wrangler.toml (see worker-configuration.d.ts) plus optional secrets. */
export type Bindings = Env & {
  /** Secrets, each optional so the embedded defaults run offline (DESIGN §4). */
  SHIPPING_SUPPLIER_URL?: string;
  SHIPPING_SUPPLIER_KEY?: string;
  /** Milliseconds before a supplier quote is abandoned (default 5000). */
  SHIPPING_TIMEOUT_MS?: string;
  /** Quotes one client may ask per minute (default 20). */
  SHIPPING_QUOTES_PER_MINUTE?: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: { db: Db };
};
