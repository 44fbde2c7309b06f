import { expect } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { axe } from "./support/a11y";
import { signInAsStaff } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";

// Issue 49: staff choose the paid orders they are packing in the orders list and open one PDF with their packing slips.
const t = adminCopy.orders;

test("staff choose two paid orders and open their packing slips, one PDF @phone", async ({ page }) => {
  test.slow();
  const first = await paidOrder(page, "guia-a");
  const second = await paidOrder(page, "guia-b");
  await signInAsStaff(page);
  await page.goto("/admin/encomendas?estado=paid");
  await page.getByRole("checkbox", { name: t.selectOrder(first.number) }).check();
  await page.getByRole("checkbox", { name: t.selectOrder(second.number) }).check();
  await expect(page.getByRole("status").filter({ hasText: t.chosen(2) })).toBeVisible();
  await axe(page, "/admin/encomendas with orders chosen");

  const link = page.getByRole("link", { name: t.packingSlips });
  const href = await link.getAttribute("href");
  expect(href).toContain(encodeURIComponent(`${first.orderId},${second.orderId}`));
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // A PDF a reader opens, a page per order.
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(2);

  await page.getByRole("button", { name: t.unselect }).click();
  await expect(page.getByRole("link", { name: t.packingSlips })).toHaveCount(0);
});
