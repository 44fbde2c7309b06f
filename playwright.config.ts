import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8788);
// Two workers on this 2-core machine; each has a shop of its own (scripts/e2e-servers.sh, tests/e2e/support/servers.ts).
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const SUPPLIER_PORT = Number(process.env.E2E_SUPPLIER_PORT ?? 8799);

// Debian's Chromium headless shell (package chromium-headless-shell): the same Blink and V8 as /usr/bin/chromium, without
// the full browser's shell, as Playwright's own headless runs use; about a third less time on two cores
// (decisions/0073). CHROME_PATH chooses another (/usr/bin/chromium to watch a run with --headed).
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROME_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export default defineConfig({
  testDir: "tests/e2e",
  // Most tests take 3–15 s; on a loaded 2-core CI machine one of them now and then passes 30 s (CI's run of 2e7cd7d: a
  // sale test that takes 8–10 s here). 60 s keeps such a run green and still fails a test that hangs.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // A file's tests run in order on one worker; the files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [["list"]],
  use: {
    // Worker n's own shop is on PORT + 100·n: the fixtures (tests/e2e/support/fixtures.ts) set each worker's baseURL.
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every test's actions to keep the failing ones' (about a fifth of the suite's time on two cores):
    // kept for local runs; CI reports the error and the page's snapshot (error-context.md), and nothing reads a trace there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: CHROME_PATH, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", grepInvert: /@phone-only/, use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined } },
    {
      name: "phone",
      grep: /@phone/,
      use: { ...devices["Pixel 7"], browserName: "chromium", channel: undefined },
    },
  ],
  webServer: {
    command: "bash scripts/e2e-servers.sh",
    // Ready once every shop answers (the fake supplier's /ready, scripts/e2e-servers.sh).
    url: `http://127.0.0.1:${SUPPLIER_PORT}/ready`,
    timeout: 480_000,
    env: { E2E_PORT: String(PORT), E2E_WORKERS: String(WORKERS), E2E_SUPPLIER_PORT: String(SUPPLIER_PORT) },
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
