import type { Page } from "@playwright/test";

/** A route's own chunk in the build (`/assets/<name>-<hash>.js`). */
export const chunkOf = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/**
 * Holds back the page's requests matching `pattern` (a route's scripts, an API call) until released; `asked` resolves
 * when the page first asks for one.
 */
export async function holdBack(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  let seen: () => void = () => {};
  const asked = new Promise<void>((r) => (seen = r));
  await page.route(pattern, async (route) => {
    seen();
    await released;
    await route.continue();
  });
  return { asked, release };
}
