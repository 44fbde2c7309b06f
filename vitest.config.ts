import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";

export default defineConfig(async () => {
  // The worker serves the built SPA's index.html as every page (docs/decisions/0019), from wrangler.toml's [assets]
  // directory: build it first, so the tests never read a missing or stale dist/client (about two seconds).
  // NODE_ENV is production as for `npm start` and Playwright (vitest sets "test", which would build React's development JSX).
  // `npm test` builds once for every suite and says so (SHOP_BUILT=1).
  if (process.env.SHOP_BUILT !== "1")
    execFileSync("npm", ["run", "-s", "build"], { cwd: import.meta.dirname, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  // The vars a plain `wrangler deploy` would ship, for the production-configuration tests.
  const deployVars = unstable_readConfig({ config: path.join(import.meta.dirname, "wrangler.toml") }).vars;
  return {
    // The web's first-screen renderer, as wrangler.toml's [alias] names it (docs/decisions/0022).
    resolve: {
      alias: {
        "@ssr/render-page-es": path.join(import.meta.dirname, "dist/server/render-page-es.js"),
        "@ssr/render-page": path.join(import.meta.dirname, "dist/server/render-page.js"),
      },
    },
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // An empty database for the tests that apply migrations to a shop with data (variants-schema.test.ts).
          d1Databases: ["MIGRATION_DB"],
          bindings: {
            TEST_MIGRATIONS: migrations,
            DEPLOY_VARS: JSON.stringify(deployVars),
            APP_ENV: "test",
            // The origin the tests call the worker on (tests/worker/setup/request.ts); links are built from it.
            PUBLIC_ORIGIN: "http://shop.test",
            // The supplier adapter is exercised against msw (tests/worker/shipping-*.test.ts).
            SHIPPING_SUPPLIER_URL: "https://supplier.test",
            SHIPPING_SUPPLIER_KEY: "test-supplier-key",
            SHIPPING_TIMEOUT_MS: "300",
            // Fewer PBKDF2 iterations keep tests quick; the stored format carries its parameters.
            PASSWORD_PBKDF2_ITERATIONS: "2000",
            AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
            // Google sign-in is exercised against msw (tests/worker/auth-google.test.ts).
            AUTH_GOOGLE_ID: "test-google-client",
            AUTH_GOOGLE_SECRET: "test-google-secret",
            // The geocoder adapter is exercised against msw at Google's own address (tests/worker/postal-lookup.test.ts).
            GEOCODING_API_KEY: "test-geocoding-key",
            GEOCODING_TIMEOUT_MS: "300",
            // The back-office's owner (production requires OWNER_EMAILS; tests/worker/admin-*.test.ts sign in as it).
            OWNER_EMAILS: "dono@exemplo.pt",
            // The seller's details (production requires them; tests/worker/production-config.test.ts).
            COMPANY_NAME: "Loja de Teste, Lda.",
            COMPANY_NIPC: "509999999",
            COMPANY_ADDRESS: "Rua do Teste, 1, 1000-001 Lisboa",
            COMPANY_EMAIL: "apoio@loja.test",
            COMPANY_PHONE: "+351 210 000 001",
          },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup/apply-migrations.ts"],
      // A file spends most of its time starting its runtime and waiting on workerd, not on the CPU: one file per core
      // (vitest's default leaves one core idle) took the suite from 253 to 153 s on a 2-core machine (decisions/0036).
      maxWorkers: availableParallelism(),
      // The files of one vitest worker share its runtime instead of starting one each (about 9 s a file on a 2-core
      // machine: a new workerd, the worker's modules fetched again, 36 migrations); setup/apply-migrations.ts gives each
      // file the migrated database, and an empty KV and bucket, as a new runtime would (decisions/0072).
      isolate: false,
    },
  };
});
