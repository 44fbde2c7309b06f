import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** An empty D1 database, for migration tests. */
      MIGRATION_DB: D1Database;
      /** wrangler.toml [vars] as JSON: what a plain `wrangler deploy` would ship. */
      DEPLOY_VARS: string;
    }
  }
}
