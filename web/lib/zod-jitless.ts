/**
 * Zod compiles a fast object parser with `new Function` when it may, and probes for that on its first object schema.
 * The shop's Content-Security-Policy grants no 'unsafe-eval', so the probe is refused and the browser reports a CSP
 * violation (Lighthouse's best-practices audit lists it). Zod parses fast enough for our forms without it.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` (so that copies of zod share it) and reads `jitless`
 * when a schema is made. Setting it here, in the first module web/main.tsx runs, spares the first load the 4 KB gzip
 * that importing zod's `config` would add; tests/e2e/csp.spec.ts fails if zod stops honouring it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
