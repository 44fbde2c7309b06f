import { expect } from "@playwright/test";
import { dashboardCopy } from "../../shared/copy/back-office/dashboard";
import { reportsCopy } from "../../shared/copy/back-office/reports";
import type { Dashboard } from "../../shared/dashboard";
import { formatCents } from "../../shared/money";
import { axe } from "./support/a11y";
import { signInAsOwner, signInAsStaff } from "./support/back-office";
import { test } from "./support/fixtures";
import { orderOf, paidOrder } from "./support/orders";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 48: the back-office opens on its dashboard. After three orders paid today (one then cancelled and refunded in
 * full by the owner), today's sales net of the refund, the orders and the refunds read as much more as those orders
 * made; the per-day chart has its table; what waits links to its list; staff see the counts and no money. Each worker's
 * shop runs its files one after another, so what changed is what this test did. Desktop and phone; axe.
 */
const t = dashboardCopy;

test("the owner reads today's figures after three orders, one refunded; a chart's table; staff see no money @phone", async ({ page, browser }, testInfo) => {
  await signInAsOwner(page);
  const today = async () => (await (await page.request.get("/api/admin/dashboard?period=today")).json()) as Dashboard;
  const before = (await today()).current.figures;

  // Three shoppers pay, each in a context of their own; the owner cancels the last one, refunding it whole.
  const totals: number[] = [];
  let refundedId = "";
  for (const i of [1, 2, 3]) {
    const context = await browser.newContext({ ...testInfo.project.use, baseURL: MAIN_SHOP_URL });
    try {
      const shopper = await context.newPage();
      const order = await paidOrder(shopper, `painel${i}`);
      totals.push((await orderOf(shopper, order.orderId)).totalCents);
      refundedId = order.orderId;
    } finally {
      await context.close();
    }
  }
  expect((await page.request.post(`/api/admin/orders/${refundedId}/cancel`, { headers: { Origin: MAIN_SHOP_URL } })).status()).toBe(200);
  const paid = totals[0]! + totals[1]! + totals[2]!;
  const refunded = totals[2]!;

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: t.title, level: 1 })).toBeVisible();
  const figure = (label: string) => page.getByRole("term").getByText(label, { exact: true }).locator("xpath=following-sibling::dd[1]");
  await expect(figure(t.figures.orders)).toHaveText((before.orders + 3).toLocaleString("pt-PT"));
  await expect(figure(t.figures.sales)).toHaveText(formatCents(before.salesCents! + paid - refunded));
  await expect(figure(t.figures.refunds)).toHaveText(formatCents(before.refundsCents! + refunded));

  // The per-day chart: a canvas with its summary, and the same numbers in a table.
  const perDay = page.getByRole("figure", { name: t.charts.salesPerDay });
  await expect(perDay.getByRole("img")).toHaveAttribute("aria-label", new RegExp(`^${t.charts.salesPerDay}`));
  await perDay.getByText(t.charts.showTable).click();
  await expect(perDay.getByRole("table").getByRole("row").nth(1)).toContainText(formatCents(before.salesCents! + paid - refunded));
  await expect(page.getByRole("figure", { name: t.charts.paymentMethods }).getByRole("img")).toBeVisible();
  // The forgotten carts' reminders of the period (issue 50): counts, and the revenue for the owner.
  const reminders = page.getByRole("region", { name: t.cartReminders.title });
  await expect(reminders).toContainText(/lembretes? enviados?/);
  await expect(reminders).toContainText("Receita recuperada:");
  await axe(page, "/admin (dashboard)");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // Another period, kept in the address.
  await page.getByRole("button", { name: t.periods["7d"] }).click();
  await expect(page).toHaveURL(/\/admin\?periodo=7d$/);
  await expect(page.getByRole("button", { name: t.periods["7d"] })).toHaveAttribute("aria-pressed", "true");

  // What waits: the two orders still paid are among those to prepare; the link opens that list.
  await page.getByRole("link", { name: new RegExp(t.waiting.toPrepare) }).click();
  await expect(page).toHaveURL(/\/admin\/encomendas\?estado=paid$/);

  // Staff: the counts, no money.
  const staffContext = await browser.newContext({ ...testInfo.project.use, baseURL: MAIN_SHOP_URL });
  try {
    const staff = await staffContext.newPage();
    await signInAsStaff(staff);
    await staff.goto("/admin");
    await expect(staff.getByText(t.staffNote)).toBeVisible();
    await expect(staff.getByRole("term").getByText(t.figures.orders, { exact: true })).toBeVisible();
    await expect(staff.getByRole("term").getByText(t.figures.sales, { exact: true })).toHaveCount(0);
    await expect(staff.getByRole("figure", { name: t.charts.ordersPerDay })).toBeVisible();
    await expect(staff.getByRole("figure", { name: t.charts.topByRevenue })).toHaveCount(0);
    await expect(staff.getByRole("region", { name: t.cartReminders.title })).not.toContainText("Receita recuperada:");
  } finally {
    await staffContext.close();
  }
});

test("the owner's sales report: by region for a range of days, a range ending before it starts refused, the CSV; the VAT report and its CSV @phone", async ({
  page,
}) => {
  const r = reportsCopy;
  await signInAsOwner(page);
  await page.goto("/admin");
  // The year's distance sales to Spain against the One-Stop-Shop threshold, on the owner's dashboard.
  await expect(page.getByRole("heading", { name: t.oss.title })).toBeVisible();
  await page.getByRole("link", { name: r.nav }).click();
  await expect(page.getByRole("heading", { name: r.title, level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: r.title });
  await form.getByRole("combobox", { name: r.report }).click();
  await page.getByRole("option", { name: r.reports.region }).click();
  await expect(page).toHaveURL(/relatorio=region/);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());
  await form.getByLabel(r.from, { exact: true }).fill(today);
  await form.getByLabel(r.to, { exact: true }).fill("2020-01-01");
  await form.getByRole("button", { name: r.show }).click();
  await expect(page.getByText(r.errors.endBeforeStart)).toBeVisible();
  await form.getByLabel(r.to, { exact: true }).fill(today);
  await form.getByRole("button", { name: r.show }).click();
  // Earlier tests on this shop paid orders to mainland Portugal today.
  await expect(page.getByRole("row").filter({ hasText: r.regions["pt-continente"]! })).toBeVisible();
  // The refunds in the same days, by why: the first test cancelled a paid order today.
  const refunds = page.getByRole("region", { name: r.refunds.title });
  await expect(refunds.getByRole("row").filter({ hasText: r.refunds.kinds.cancellation })).toBeVisible();
  // The codes' and sales' discounts of the same days: a section of its own (a code or a sale, or none given).
  await expect(page.getByRole("region", { name: r.discounts.title })).toBeVisible();
  await axe(page, "/admin/relatorios");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: r.csv, exact: true }).click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe('"chave";"nome";"encomendas";"unidades";"vendas";"reembolsos";"liquido"');
  expect(text).toContain(r.regions["pt-continente"]);

  // VAT for the accountant: today's documents (the orders paid here were invoiced by the simulator) by region and rate,
  // reconciled with the orders, and its CSV.
  await page.getByRole("link", { name: r.tabs.vat, exact: true }).click();
  await expect(page.getByRole("heading", { name: r.vat.title, level: 1 })).toBeVisible();
  const vatForm = page.getByRole("form", { name: r.vat.title });
  await vatForm.getByLabel(r.from, { exact: true }).fill(today);
  await vatForm.getByLabel(r.to, { exact: true }).fill(today);
  await vatForm.getByRole("button", { name: r.show }).click();
  await expect(page).toHaveURL(/relatorios\/iva\?.*de=/);
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: r.vat.regions.PT! })
      .filter({ hasText: r.vat.rate(2300) })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: r.vat.reconciliation.title })).toContainText(r.vat.reconciliation.paid);
  await axe(page, "/admin/relatorios/iva");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const [vat] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: r.vat.csv, exact: true }).click()]);
  expect(vat.suggestedFilename()).toBe(`iva-${today}-${today}.csv`);
  const vatText = Buffer.concat(await (await vat.createReadStream()).toArray()).toString("utf8");
  expect(vatText.replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(/^"mes";"regiao";"regiao_nome";"taxa";"faturas";"base";"iva";"total"/);
  expect(vatText).toContain(`"${r.vat.regions.PT}"`);
});
