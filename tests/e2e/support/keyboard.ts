import { expect, type Locator, type Page } from "@playwright/test";

/**
 * What the keyboard user sees of the focused element: it must be the element matching :focus-visible, inside the
 * screen, with an outline of at least 2 px or a focus ring (box-shadow) — on itself or, for a visually hidden
 * input, on the label or wrapper that draws it.
 */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: "nothing focused" };
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2) || (s.boxShadow !== "none" && s.boxShadow !== "");
    };
    const r0 = el.getBoundingClientRect();
    const tiny = r0.width < 4 || r0.height < 4;
    // The indicator may be drawn around what holds the element: the label of a visually hidden radio, the card of a link.
    const holders: Element[] = [];
    for (let e = el.parentElement, i = 0; e && i < 4; e = e.parentElement, i++) holders.push(e);
    const label = tiny ? el.closest("label") : null;
    const drawn = shows(el) ? el : [label, ...holders].find((e) => e && shows(e) && e.contains(el));
    const r = (drawn ?? el).getBoundingClientRect();
    const inView = r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
    return {
      ok: el.matches(":focus-visible") && Boolean(drawn) && inView,
      what: `${el.outerHTML.slice(0, 160)} (focus-visible ${el.matches(":focus-visible")}, drawn ${Boolean(drawn)}, in view ${inView})`,
    };
  });
}

export async function expectVisibleFocus(page: Page) {
  const s = await focusState(page);
  expect(s.ok, `focus not visible: ${s.what}`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus can be seen. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}
