import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { reviewsAdminCopy } from "../../shared/copy/back-office/reviews";
import { axe } from "./support/a11y";
import { lastMail } from "./support/accounts";
import { signInAsOwner } from "./support/back-office";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { mainShopSql } from "./support/servers";

/**
 * Issue 34, decisions/0047: the owner hides one review (with its reason) and replies to another in the back-office;
 * the product page shows the reply under its review and no longer the hidden one, and links to the review policy.
 * Desktop (the admin pages' phone layout is walked in admin.spec.ts and catalog-admin.spec.ts), axe on the new page and its dialog.
 */
const t = reviewsAdminCopy;

/** Two customers' reviews of the product, written as the seed writes them, dated ahead so they come first. */
async function twoReviews(productId: number, tag: string) {
  const users = [`e2e-mod-a-${tag}`, `e2e-mod-b-${tag}`];
  const texts = { hide: `Texto ofensivo ${tag}`, reply: `Gostei muito ${tag}` };
  for (const [n, user] of users.entries()) {
    await mainShopSql`INSERT INTO users (id, email) VALUES (${user}, ${`${user}@exemplo.pt`})`;
    await mainShopSql`INSERT INTO customers (user_id, email, first_name, full_name) VALUES (${user}, ${`${user}@exemplo.pt`}, ${"Rita"}, ${"Rita Lopes"})`;
    await mainShopSql`INSERT INTO reviews (id, product_id, user_id, rating, title, body, created_at)
      VALUES (${`${user}-r`}, ${productId}, ${user}, ${n === 0 ? 1 : 4}, ${null}, ${n === 0 ? texts.hide : texts.reply}, ${`2099-01-0${n + 1}T10:00:00.000Z`})`;
  }
  return { users, texts };
}

test("the owner hides a review and replies to another; the product page shows the reply and not the hidden one", async ({ page }, testInfo) => {
  test.slow();
  const [p] = await findProducts(page.request, () => true, 1);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const { users, texts } = await twoReviews(p!.id, tag);
  const reply = `Obrigado, Rita! Volte sempre. ${tag}`;
  try {
    await signInAsOwner(page);
    await page.goto("/admin/avaliacoes");
    await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
    await page.getByLabel(t.product).fill(String(p!.id));
    await page.getByRole("button", { name: t.apply }).click();
    const list = page.getByRole("list", { name: t.list });
    const toHide = list.getByRole("listitem").filter({ hasText: texts.hide });
    const toReply = list.getByRole("listitem").filter({ hasText: texts.reply });
    await expect(toHide).toContainText(t.visible);
    await axe(page, "/admin/avaliacoes");

    // Hide, with the reason from the list and a note.
    await toHide.getByRole("button", { name: t.hide }).click();
    const hideDialog = page.getByRole("dialog", { name: t.hideTitle });
    await expect(hideDialog).toContainText(t.hideText);
    await hideDialog.getByRole("button", { name: t.hideConfirm }).click();
    await expect(hideDialog.getByRole("alert")).toContainText(t.errors.reason);
    await hideDialog.getByRole("combobox", { name: t.reason }).click();
    await page.getByRole("option", { name: t.reasons.offensive }).click();
    await hideDialog.getByLabel(t.note).fill("Insulta outra cliente.");
    await axe(page, "/admin/avaliacoes (ocultar)");
    await hideDialog.getByRole("button", { name: t.hideConfirm }).click();
    await expect(hideDialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: t.said.hidden })).toBeVisible();
    await expect(toHide).toContainText(t.hidden);
    await expect(toHide).toContainText(`Motivo: ${t.reasons.offensive}`);
    await expect(toHide).toContainText(texts.hide);
    await expect(toHide.getByRole("button", { name: t.unhide })).toBeVisible();
    // The customer is told, with the reason in the shop's words and the note (the dialog said so).
    const told = await lastMail(page.request, `${users[0]}@exemplo.pt`, copy.mail.review.hiddenSubject(p!.name));
    expect(told.text).toContain(`Motivo: ${copy.mail.review.reasons.offensive}\nNota: Insulta outra cliente.`);

    // Reply as the shop.
    await toReply.getByRole("button", { name: t.reply, exact: true }).click();
    const replyDialog = page.getByRole("dialog", { name: t.replyTitle });
    await replyDialog.getByLabel(t.replyLabel).fill(reply);
    await replyDialog.getByRole("button", { name: t.replySave }).click();
    await expect(replyDialog).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: t.said.replied })).toBeVisible();
    await expect(toReply).toContainText(reply);
    await expect(toReply.getByRole("button", { name: t.editReply })).toBeVisible();
    expect((await lastMail(page.request, `${users[1]}@exemplo.pt`, copy.mail.review.repliedSubject(p!.name))).text).toContain(reply);

    // The product page: the reply under its review, the hidden review gone, the policy a link away.
    await page.goto(`/produto/${p!.id}`);
    const reviews = page.getByRole("region", { name: copy.reviews.title });
    const replied = reviews.getByRole("listitem").filter({ hasText: texts.reply });
    await expect(replied).toContainText(`${copy.reviews.shopReply} · `);
    await expect(replied).toContainText(reply);
    await expect(reviews.getByRole("listitem").first()).toContainText(texts.reply);
    await expect(page.getByText(texts.hide)).toHaveCount(0);
    await reviews.getByRole("link", { name: copy.reviews.policyLink }).click();
    await expect(page.getByRole("heading", { name: "10. Avaliações dos produtos" })).toBeInViewport();
  } finally {
    // The shop as it was: the two customers and their reviews go (the products' ratings follow by trigger).
    for (const user of users) await mainShopSql`DELETE FROM users WHERE id = ${user}`;
  }
});
