import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.1 AA, as the European Accessibility Act asks. */
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core on the page as it is (or only inside the `include` selector); violations are soft failures naming `where`,
 * each rule with the elements it found. Runs once no animation is running.
 */
export async function axe(page: Page, where: string, include?: string) {
  // A dialog or drawer still fading in has text of too little contrast for a moment: axe reads the page once it is still.
  // (A spinner's endless animation does not count.)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`).join(", ")}`);
  expect.soft(found, where).toEqual([]);
}
