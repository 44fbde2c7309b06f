import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

/** JavaScript the home page loads before any interaction (phone viewport), gzip-sized from the build. */
export async function homeInitialJs(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const files = new Set<string>();
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (r.resourceType() === "script") files.add(u.pathname);
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await browser.close();
  const sizes = [...files].map((f) => ({ file: f, gzip: gzipSync(readFileSync(`dist/client${f}`), { level: 9 }).length }));
  return { files: sizes, totalGzip: sizes.reduce((n, s) => n + s.gzip, 0) };
}
