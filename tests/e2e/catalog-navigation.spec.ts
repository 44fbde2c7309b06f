import { expect, type Page } from "@playwright/test";
import { apiJson, productCards } from "./support/catalog";
import { test } from "./support/fixtures";

const showing = (page: Page) => page.getByText(/^Mostrando \d+ de \d+ produtos$/);
const shownCount = (text: string) => Number(/^Mostrando (\d+)/.exec(text.trim())?.[1] ?? Number.NaN);

/** Scrolls to the bottom until at least `want` cards are on screen; each scroll must bring more cards. */
async function loadAtLeast(page: Page, want: number) {
  for (let shown = await productCards(page).count(); shown < want; shown = await productCards(page).count()) {
    const before = shown;
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return productCards(page).count();
        },
        { message: `more than ${before} cards after scrolling to the bottom`, timeout: 20_000 },
      )
      .toBeGreaterThan(before);
  }
  expect(await productCards(page).count()).toBeGreaterThanOrEqual(want);
  // Let a page already asked for arrive, so the count is settled.
  await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
}

test.describe("returning to a long listing", () => {
  test("back from a product deep in the list keeps the loaded pages and the scroll position (Voltar and browser back) @phone", async ({ page }) => {
    test.slow(); // three pages of cards, opened and returned to twice
    await page.goto("/catalogo");
    await expect(productCards(page)).toHaveCount(52);
    await loadAtLeast(page, 130);
    const target = productCards(page).nth(120); // on the third page of 52
    const name = (await target.getByRole("link").innerText()).trim();
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -150); // not flush with the top edge: a real shopper's position
    await expect(target).toBeInViewport();
    const count = (await showing(page).innerText()).trim();

    for (const how of ["Voltar", "browser back"] as const) {
      await target.getByRole("link").click();
      await expect(page).toHaveURL(/\/produto\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      // A new page still starts at the top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      if (how === "Voltar") await page.getByRole("button", { name: "Voltar" }).click();
      else await page.goBack();
      await expect(page).toHaveURL(/\/catalogo$/);
      await expect(productCards(page).nth(120)).toContainText(name);
      await expect(productCards(page).nth(120), how).toBeInViewport();
      // Every page loaded before is still there (not reset to the first 52). One more page may have arrived meanwhile:
      // a fetch the scrolling had started can land after the count was read.
      await expect.poll(async () => shownCount(await showing(page).innerText()), { message: how }).toBeGreaterThanOrEqual(shownCount(count));
    }
  });

  test("the end message shows only once every product is on screen", async ({ page, request }) => {
    const { total } = await apiJson(request, "/api/products?category=kit-enxoval-completo");
    expect(total).toBeGreaterThan(52);
    // Every state the page ever shows the end message in, with the count next to it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { endSeen: string[] }).endSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector("main")?.textContent ?? "";
        if (!text.includes("Você viu todos os produtos disponíveis")) return;
        const m = /Mostrando (\d+) de (\d+) produtos/.exec(text);
        seen.push(m ? `${m[1]} de ${m[2]}` : "sem contagem");
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/kit-enxoval-completo");
    await expect(productCards(page)).toHaveCount(52);
    await expect(page.getByText("Você viu todos os produtos disponíveis")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText(`Mostrando ${total} de ${total} produtos`)).toBeVisible();
    await expect(page.getByText("Você viu todos os produtos disponíveis")).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { endSeen: string[] }).endSeen);
    expect(new Set(seen)).toEqual(new Set([`${total} de ${total}`]));
  });
});
