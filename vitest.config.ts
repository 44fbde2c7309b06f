import path from "node:path";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        main: "./worker/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            APP_ENV: "test",
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
          },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup/apply-migrations.ts"],
    },
  };
});
