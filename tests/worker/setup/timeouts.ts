/**
 * The timeout of a test that does much work on purpose (races fired many times, a whole CSV, every search sort): its
 * own, not the global 5 s, which a machine loaded by other work can exceed (issue 43). Quick tests keep the default.
 */
export const SLOW_TEST_MS = 30_000;
