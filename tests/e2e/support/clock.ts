import type { Page } from "@playwright/test";

/**
 * Stops the page's installed clock a moment ahead of where it stands, so timers wait for runFor from here.
 * Reading the page's time and pausing it are two round trips; on a busy machine the running clock can pass a
 * target set just ahead ("Cannot fast-forward to the past", seen in CI with 10 ms), so the target is read again.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const target = await page.evaluate(() => Date.now() + 500);
    try {
      await page.clock.pauseAt(target);
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}
