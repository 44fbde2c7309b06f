import { defineConfig } from "vitest/config";

/**
 * Fast unit tests of pure logic (docs/decisions/0007-unit-tests.md): plain Node, no workerd, no bindings.
 * Anything that needs D1, KV, R2 or the worker's routes stays in tests/worker (vitest.config.ts).
 */
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
