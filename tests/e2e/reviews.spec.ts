import { expect, type Page } from "@playwright/test";
import { copy } from "../../shared/copy";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { deliverAsOwner } from "./support/back-office";
import { apiJson } from "./support/catalog";
import { test } from "./support/fixtures";
import { paidOrder, productsToOrder } from "./support/orders";

// Real reviews (decisions/0017, UCPD annex I 23b–23c): only a customer with a delivered order containing the product
// sees the form (issue 44, decisions/0061: 'Compra verificada' after delivery; before it the page says so); everyone sees
// how reviews are checked.

const t = copy.reviews;
interface ReviewsPage {
  ratingAverage: number | null;
  reviewCount: number;
  items: { rating: number; title: string | null; body: string | null }[];
}
const reviewsOf = (page: Page, productId: number) => apiJson<ReviewsPage>(page.request, `/api/products/${productId}/reviews`);
const section = (page: Page) => page.getByRole("region", { name: t.title });
const form = (page: Page) => page.getByRole("form", { name: t.formTitle });

test.describe("product reviews", () => {
  test("a customer who received the product rates it, writes a title and text, and the page shows the new average and count", async ({
    page,
    browser,
  }, testInfo) => {
    const phone = testInfo.project.name === "phone";
    const { line, ...order } = await paidOrder(page, "avaliar");

    // Paid, not delivered yet: no form, the page says the review comes once it arrives.
    await page.goto(`/produto/${line.productId}`);
    await expect(section(page).getByRole("note").filter({ hasText: t.notDelivered })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await deliverAsOwner(browser, order.orderId);

    const before = await reviewsOf(page, line.productId);
    const rating = phone ? 5 : 4;
    const after = {
      reviewCount: before.reviewCount + 1,
      ratingAverage: Math.round((((before.ratingAverage ?? 0) * before.reviewCount + rating) / (before.reviewCount + 1)) * 10) / 10,
    };

    await page.goto(`/produto/${line.productId}`);
    const reviews = section(page);
    await expect(reviews).toContainText(t.howChecked);
    if (before.reviewCount === 0) await expect(reviews).toContainText(t.none);
    else await expect(reviews.getByRole("img", { name: t.starsLabel(before.ratingAverage!, before.reviewCount) })).toBeVisible();
    await expect(form(page)).toBeVisible();

    if (phone) {
      // A tap on the fifth star.
      await form(page)
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: t.star(5) }) })
        .click();
    } else {
      // The stars are a radio group: the keyboard moves from one star to the fourth.
      await form(page)
        .getByRole("radio", { name: t.star(1) })
        .focus();
      await page.keyboard.press("Space");
      for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    }
    await expect(form(page).getByRole("radio", { name: t.star(rating) })).toBeChecked();
    const title = `Recomendo ${Date.now()}`;
    await form(page).getByLabel(t.reviewTitle).fill(title);
    await form(page).getByLabel(t.reviewBody).fill("Chegou depressa e o bebé gosta muito.");
    await form(page).getByRole("button", { name: t.submit }).click();

    await expect(page.getByText(t.thanks)).toBeVisible();
    const stored = await reviewsOf(page, line.productId);
    expect(stored).toMatchObject(after);
    expect(stored.items[0]).toMatchObject({ rating, title, body: "Chegou depressa e o bebé gosta muito." });
    // The section's summary and the list follow without a reload; the form gives way to the 'already reviewed' line.
    await expect(reviews.getByRole("img", { name: t.starsLabel(after.ratingAverage, after.reviewCount) })).toBeVisible();
    await expect(reviews.getByRole("listitem").filter({ hasText: title })).toContainText(t.verified);
    await expect(form(page)).toHaveCount(0);
    await expect(reviews).toContainText(t.alreadyReviewed);
    // The product's rating next to its name too, after a reload.
    await page.reload();
    await expect(
      page
        .getByRole("main")
        .getByRole("img", { name: t.starsLabel(after.ratingAverage, after.reviewCount) })
        .first(),
    ).toBeVisible();
  });

  test("a visitor and a signed-in customer without an order of the product see no form, only how reviews are checked", async ({ page }) => {
    const [line] = await productsToOrder(page, 1);
    await page.goto(`/produto/${line!.productId}`);
    const reviews = section(page);
    await expect(reviews).toContainText(t.howChecked);
    await expect(reviews.getByRole("link", { name: t.signInToReview })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByRole("radio")).toHaveCount(0);

    await signedInCustomer(page, uniqueEmail("sem-compra"));
    await page.reload();
    await expect(reviews).toContainText(t.howChecked);
    await expect(reviews).toContainText(t.notBuyer);
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.submit })).toHaveCount(0);
  });
});
