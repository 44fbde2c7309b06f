import { type Browser, chromium, devices } from "@playwright/test";

/** DESIGN §7: a phone's first screen downloads at most this many bytes of images (decisions/0084). */
export const IMAGE_BYTES_TARGET = 300 * 1024;
/** The home and a category page (the demo catalogue's). */
export const IMAGE_BYTES_PAGES = ["/", "/sono-conforto"];

export interface ImageBytesResult {
  path: string;
  /** The bytes of the images drawn on the first screen, before any scroll: what the target is about. */
  firstScreenBytes: number;
  /** Every image the page downloaded before any scroll (the browser fetches lazy ones near the screen too). */
  downloadedBytes: number;
  images: { url: string; bytes: number; firstScreen: boolean }[];
}

/**
 * Opens each page in a phone-sized Chromium (Playwright's Pixel 7: 412 × 839 CSS px, 2.625 device pixels per px), with
 * an empty cache, and sums the bytes of the images it downloads until the network is quiet, without scrolling.
 */
export async function measureImageBytes(base: string, pages = IMAGE_BYTES_PAGES): Promise<ImageBytesResult[]> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const results: ImageBytesResult[] = [];
    for (const path of pages) {
      const context = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await context.newPage();
      const downloads = new Map<string, Promise<number>>();
      page.on("response", (res) => {
        if (res.request().resourceType() !== "image" || res.status() !== 200) return;
        downloads.set(
          res.url(),
          res.body().then(
            (b) => b.length,
            () => 0,
          ),
        );
      });
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // The images whose box meets the screen, by the address each one chose (srcset, sizes).
      const visible = new Set(
        await page.evaluate(() =>
          [...document.images]
            .filter((img) => {
              const r = img.getBoundingClientRect();
              return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
            })
            .map((img) => img.currentSrc),
        ),
      );
      const images = await Promise.all([...downloads].map(async ([url, bytes]) => ({ url, bytes: await bytes, firstScreen: visible.has(url) })));
      await context.close();
      results.push({
        path,
        firstScreenBytes: images.filter((i) => i.firstScreen).reduce((n, i) => n + i.bytes, 0),
        downloadedBytes: images.reduce((n, i) => n + i.bytes, 0),
        images,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The bench's lines: each page's first screen against the target. */
export const imageBytesChecks = (results: ImageBytesResult[]) =>
  results.map((r) => ({
    target: `first-screen images on a phone ≤ ${IMAGE_BYTES_TARGET / 1024} KB on ${r.path} (${(r.firstScreenBytes / 1024).toFixed(1)} KB; ${(r.downloadedBytes / 1024).toFixed(1)} KB downloaded before any scroll)`,
    ok: r.firstScreenBytes <= IMAGE_BYTES_TARGET,
  }));
