import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** wrangler.toml [vars] as JSON: what a plain `wrangler deploy` would ship. */
      DEPLOY_VARS: string;
    }
  }
}
