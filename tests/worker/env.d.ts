import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** An empty D1 database, for migration tests. */
      MIGRATION_DB: D1Database;
      /** wrangler.toml [vars] as JSON: what a plain `wrangler deploy` would ship. */
      DEPLOY_VARS: string;
      /** The seller's details the tests configure (vitest.config.ts). */
      COMPANY_NAME: string;
      COMPANY_NIPC: string;
      COMPANY_ADDRESS: string;
      COMPANY_EMAIL: string;
      COMPANY_PHONE: string;
    }
  }
}
