/**
 * Screenshots of pages at desktop and phone width, for looking at what we build.
 *   npx tsx scripts/screenshots.ts [baseURL] [path ...]   → .tmp/screens/*.png
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:8787";
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ["/", "/sono-conforto", "/produto/5", "/pesquisa?q=berco", "/nada"];
mkdirSync(".tmp/screens", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    // Scroll through so lazy images and deferred sections load, then back to the top.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    const name = p.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    await page.screenshot({ path: `.tmp/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log("screenshots in .tmp/screens");
