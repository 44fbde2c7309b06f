import { expect } from "@playwright/test";
import { customersCopy } from "../../shared/copy/back-office/customers";
import { axe } from "./support/a11y";
import { signInAsOwner } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 48: the owner finds a customer by e-mail in 'Clientes', opens their page (the order they paid, what they spent),
 * writes an internal note (an empty one stays on its field), and downloads the customer's data. Desktop and phone; axe.
 */
const t = customersCopy;

test("the owner finds a customer by e-mail, reads their page and writes a note @phone", async ({ page, browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, baseURL: MAIN_SHOP_URL });
  let order: Awaited<ReturnType<typeof paidOrder>>;
  try {
    order = await paidOrder(await context.newPage(), "clientes");
  } finally {
    await context.close();
  }
  await signInAsOwner(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: t.nav }).click();
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: t.search }).fill(order.email);
  await page.getByRole("button", { name: t.searchButton }).click();
  const rows = page.getByRole("row").filter({ hasText: order.email });
  await expect(rows).toHaveCount(1);
  await axe(page, "/admin/clientes");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await rows.getByRole("link").click();

  const orders = page.getByRole("region", { name: t.sections.orders });
  await expect(orders.getByRole("link", { name: order.number })).toBeVisible();
  await expect(page.getByText(/^Gastou .* em 1 encomenda paga/)).toBeVisible();

  const notes = page.getByRole("region", { name: t.sections.notes });
  await notes.getByRole("button", { name: t.addNote }).click();
  await expect(notes.getByText(t.noteInvalid)).toBeVisible();
  await notes.getByRole("textbox", { name: t.noteLabel }).fill("Prefere entregas ao sábado.");
  await notes.getByRole("button", { name: t.addNote }).click();
  await expect(notes.getByRole("listitem").filter({ hasText: "Prefere entregas ao sábado." })).toBeVisible();
  await expect(page.getByRole("region", { name: t.sections.audit })).toContainText("Nota interna sobre um cliente");
  await axe(page, "/admin/clientes/:id");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The data download: the customer's file, with the note.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.export }).click()]);
  const file = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"))) as {
    account: { email: string };
    shopNotes: { text: string }[];
  };
  expect(file.account.email).toBe(order.email);
  expect(file.shopNotes.map((n) => n.text)).toEqual(["Prefere entregas ao sábado."]);
});
