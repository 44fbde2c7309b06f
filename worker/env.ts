import type { Db } from "./db/client";

/** Bindings from wrangler.toml (see worker-configuration.d.ts) plus optional secrets. */
export type Bindings = Env & {
  /** Secrets of later features are added here, each optional so the embedded defaults run offline. */
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: { db: Db };
};
