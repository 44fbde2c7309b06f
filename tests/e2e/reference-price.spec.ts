import { expect } from "@playwright/test";
import { announcesReduction, cardOf, euro, findProducts, productLink, type Summary } from "./support/catalog";
import { test } from "./support/fixtures";
import { queryMainShop, sql } from "./support/servers";

/**
 * EU Omnibus (docs/decisions/0015): a reduced price shows the lowest price of the 30 days before the reduction,
 * struck through and on its own line, and the badge is computed against it; without a higher 30-day low, the price alone.
 */

/**
 * The 30-day minimum read straight from the shop's price_history: the lowest price paid among the entries in effect
 * during the 30 days before the entry that set the current sale price (the first of the newest run with that sale price).
 */
async function thirtyDayMinimum(p: Summary): Promise<number | null> {
  const [rows] = await queryMainShop<{ m: number | null }>([
    sql`
    WITH s AS (
      SELECT min(effective_from) AS start FROM price_history
      WHERE product_id = ${p.id} AND variant_id IS NULL AND effective_from > coalesce((
        SELECT max(effective_from) FROM price_history WHERE product_id = ${p.id} AND variant_id IS NULL AND sale_price_cents IS NOT ${p.salePriceCents}), ''))
    SELECT min(coalesce(h.sale_price_cents, h.price_cents)) AS m FROM price_history h, s
    WHERE h.product_id = ${p.id} AND h.variant_id IS NULL AND h.effective_from < s.start
      AND h.effective_from >= coalesce((SELECT max(effective_from) FROM price_history WHERE product_id = ${p.id} AND variant_id IS NULL
        AND effective_from <= strftime('%Y-%m-%dT%H:%M:%fZ', s.start, '-30 days')), '');`,
  ]);
  return rows?.[0]?.m ?? null;
}

const line = (cents: number) => `Preço mais baixo nos últimos 30 dias: ${euro(cents)}`;

test("a discounted product: card and page show the 30-day lowest price from its history, struck through, and the badge off it", async ({ page, request }) => {
  // One whose honest reduction is smaller than its regular price suggests: the difference shows.
  const [p] = await findProducts(request, (x) => announcesReduction(x) && x.referencePriceCents !== x.priceCents);
  expect(p, "the demo catalogue has a product whose 30-day low is below its regular price").toBeDefined();
  const reference = await thirtyDayMinimum(p!);
  expect(reference).toBe(p!.referencePriceCents);
  const pct = Math.round((1 - p!.salePriceCents! / reference!) * 100);

  await page.goto(`/pesquisa?q=${encodeURIComponent(p!.name)}`);
  const card = cardOf(page, p!);
  await expect(card.getByTestId("reference-price")).toHaveText(line(reference!));
  await expect(card.locator("s")).toHaveText(`Preço anterior: ${euro(reference!)}`);
  await expect(card).toContainText(euro(p!.salePriceCents!));
  await expect(card).toContainText(`-${pct}%`);
  await expect(card.getByText(`Desconto de ${pct}%`)).toHaveCount(1);
  // Never against the regular price.
  await expect(card).not.toContainText(euro(p!.priceCents));

  await productLink(card, p!).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p!.name);
  const main = page.getByRole("main");
  await expect(main.getByTestId("reference-price")).toHaveText(line(reference!));
  await expect(main.locator("s").filter({ hasText: euro(reference!) })).toBeVisible();
  await expect(main.getByText(`-${pct}%`)).toBeVisible();
  await expect(main.getByText(euro(p!.priceCents))).toHaveCount(0);
});

test("on sale but the 30-day low is not above the sale price: the price alone, no badge, nothing struck through", async ({ page, request }) => {
  const [p] = await findProducts(request, (x) => x.salePriceCents !== null && !announcesReduction(x));
  expect(p, "the demo catalogue has a sale that may not be announced").toBeDefined();
  const reference = await thirtyDayMinimum(p!);
  expect(reference).toBe(p!.referencePriceCents);
  expect(reference === null || reference <= p!.salePriceCents!).toBe(true);

  await page.goto(`/pesquisa?q=${encodeURIComponent(p!.name)}`);
  const card = cardOf(page, p!);
  await expect(card).toContainText(euro(p!.salePriceCents!));
  await expect(card.locator("s")).toHaveCount(0);
  await expect(card.getByTestId("reference-price")).toHaveCount(0);
  await expect(card).not.toContainText("%");

  await page.goto(`/produto/${p!.id}`);
  const main = page.getByRole("main");
  await expect(main.getByText(euro(p!.salePriceCents!)).first()).toBeVisible();
  await expect(main.locator("s")).toHaveCount(0);
  await expect(main.getByTestId("reference-price")).toHaveCount(0);
  await expect(main.getByText(/^-\d+%$/)).toHaveCount(0);
});
