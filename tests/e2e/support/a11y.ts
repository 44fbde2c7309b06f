import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 AA, as the European Accessibility Act asks. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Waits until no finite animation or transition runs (a spinner's endless animation does not count). */
async function still(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Starts noting whether anything begins to move (a toast that times out and fades, a drawer that opens). */
async function watchMotion(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __axeMoved?: boolean; __axeWatching?: boolean };
    w.__axeMoved = false;
    if (w.__axeWatching) return;
    w.__axeWatching = true;
    const moved = () => {
      w.__axeMoved = true;
    };
    document.addEventListener("transitionrun", moved, true);
    document.addEventListener("animationstart", moved, true);
  });
}

/**
 * axe-core on the page as it is (or only inside the `include` selector); violations are soft failures naming `where`,
 * each rule with the elements it found. Runs once no animation is running.
 *
 * A dialog still fading in, or a toast whose 4 s run out while axe reads the page and that fades away, has text of too
 * little contrast for a moment. So when something started to move during the reading, the page is read again once it
 * is still: a real violation is found every time; a passing moment is not.
 */
export async function axe(page: Page, where: string, include?: string) {
  let found: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await still(page);
    await watchMotion(page);
    let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(", ")}`);
    const moved = await page.evaluate(() => (window as unknown as { __axeMoved?: boolean }).__axeMoved === true);
    if (found.length === 0 || !moved) break;
  }
  expect.soft(found, where).toEqual([]);
}
