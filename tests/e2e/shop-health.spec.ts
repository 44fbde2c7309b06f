import { expect } from "@playwright/test";
import { healthCopy } from "../../shared/copy/back-office/health";
import { axe } from "./support/a11y";
import { signInAsOwner, signInAsStaff } from "./support/back-office";
import { test } from "./support/fixtures";
import { mainShopSql } from "./support/servers";

/**
 * Issue 46: 'Saúde da loja' for owners and staff: an e-mail that failed is listed with its error and tried again from
 * the page; the scheduled jobs and webhooks say when nothing ran yet. Desktop and phone, axe on the page.
 */
const t = healthCopy;

test("staff see an e-mail that failed and try it again from the health page @phone", async ({ page }) => {
  const id = crypto.randomUUID();
  const subject = `Encomenda ${id.slice(0, 8)} enviada`;
  await mainShopSql`INSERT INTO email_outbox (id, "to", subject, text, status, attempts, last_error) VALUES (${id}, 'cliente.saude@exemplo.pt', ${subject}, 'Olá', 'failed', 8, 'mail API answered 503')`;
  await signInAsStaff(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: t.nav }).click();
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
  const emails = page.getByRole("region", { name: t.emails.title });
  const row = emails.getByRole("listitem").filter({ hasText: subject });
  await expect(row).toContainText("mail API answered 503");
  await expect(page.getByRole("region", { name: t.jobs.title })).toBeVisible();
  await axe(page, "/admin/saude");
  await row.getByRole("button", { name: t.emails.retry }).click();
  await expect(page.getByRole("status").filter({ hasText: t.emails.retried })).toBeVisible();
  // Sent through the development mailbox (after the answer), it leaves the list once the page reads again.
  await expect(async () => {
    await page.getByRole("button", { name: t.refresh }).click();
    await expect(emails.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0, { timeout: 1000 });
  }).toPass();
});

test("the owner reaches it too, from the back-office's menu", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/saude");
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: t.webhooks.title })).toBeVisible();
});
