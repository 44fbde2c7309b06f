import { expect } from "@playwright/test";
import { searchInsightsCopy } from "../../shared/copy/back-office/search-insights";
import { shopCopy } from "../../shared/copy/pt/shop";
import { axe } from "./support/a11y";
import { signInAsOwner } from "./support/back-office";
import { test } from "./support/fixtures";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 48: what shoppers search for. A shopper's search finds nothing; the owner sees it under 'Sem resultados' in
 * 'Pesquisas', adds a synonym from it, and the shopper's next search finds the product, whose opening is counted.
 * Each run uses a word of its own (a worker's shop keeps its data from one test to the next). Desktop and phone; axe.
 */
const t = searchInsightsCopy;

test("a search that found nothing gets a synonym from the back-office; the shopper's next search finds the product @phone", async ({
  page,
  browser,
}, testInfo) => {
  // A word no shopper typed before on this shop, however often the test runs.
  const word = `mamadeira${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: MAIN_SHOP_URL });
  try {
    const shopper = await context.newPage();
    const told = shopper.waitForResponse((r) => r.url().endsWith("/api/search/seen") && r.status() === 204);
    await shopper.goto(`/pesquisa?q=${word}`);
    await expect(shopper.getByText(shopCopy.search.empty)).toBeVisible();
    await told;

    await signInAsOwner(page);
    await page.goto("/admin");
    await page.getByRole("link", { name: t.nav, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
    const zero = page.getByRole("region", { name: t.sections.zero });
    const row = zero.getByRole("row").filter({ hasText: word });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: t.addSynonym }).click();
    const form = page.getByRole("form", { name: t.addSynonym });
    await expect(form.getByLabel(t.synonyms.term)).toHaveValue(word);
    await expect(form.getByLabel(t.synonyms.synonym)).toBeFocused();
    // A refusal says why and keeps what was typed.
    await form.getByLabel(t.synonyms.synonym).fill("<b>");
    await form.getByRole("button", { name: t.synonyms.save }).click();
    await expect(form.getByText(t.errors.synonym)).toBeVisible();
    await form.getByLabel(t.synonyms.synonym).fill("biberão");
    await form.getByRole("button", { name: t.synonyms.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.synonyms.added(word, "biberão") })).toBeVisible();
    await expect(page.getByRole("region", { name: t.synonyms.title }).getByRole("row").filter({ hasText: word })).toBeVisible();
    await axe(page, "/admin/pesquisas");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // The shopper searches again: the synonym is used at once; opening a result is counted.
    await shopper.goto(`/pesquisa?q=${word}`);
    const result = shopper
      .getByRole("main")
      .getByRole("link", { name: /Biberão/i })
      .first();
    await expect(result).toBeVisible();
    await shopper.waitForFunction(() => document.querySelector("#root[data-rendered]") === null);
    const opened = shopper.waitForResponse((r) => r.url().endsWith("/api/search/opened") && r.status() === 204);
    await result.click();
    await opened;
    await page.reload();
    // Two searches, one of them found nothing, one result opened.
    const top = page.getByRole("region", { name: t.sections.top }).getByRole("row").filter({ hasText: word }).getByRole("cell");
    await expect(top).toHaveText([word, "2", "1", "1"]);
  } finally {
    await context.close();
  }
});
