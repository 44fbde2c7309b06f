import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { formatCents } from "../../shared/money";
import { axe } from "./support/a11y";
import { OWNER, signInAsOwner } from "./support/back-office";
import { test } from "./support/fixtures";
import { paidOrder } from "./support/orders";
import { ageSessionsOf, MAIN_SHOP_URL, queryMainShop, sql } from "./support/servers";

/**
 * Issue 44 (the back-office, decisions/0060): the orders list on a 390 px phone with nothing off-screen; an order's
 * totals that add up (subtotal, the discount named by its code); a refund refused for an old sign-in offers 'Entrar de
 * novo', back to the same page; 'Sair' in the header; the audit log on screen with its filters and pages.
 */
const t = adminCopy;

test("the orders list on a 390 px phone: no sideways scroll, each order's number, customer, status and total on screen @phone-only", async ({ page }) => {
  const order = await paidOrder(page, "telemovel", { quantity: 2 });
  await signInAsOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/encomendas");
  await expect(page.getByRole("heading", { name: t.orders.title })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: order.number });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Every cell of the row inside the screen's width: number, customer, status, total.
  for (const cell of [
    row.getByRole("link", { name: order.number }),
    row.getByText(copy.orderPages.status.paid, { exact: true }),
    row.getByText(formatCents(Number((await (await page.request.get(`/api/admin/orders/${order.orderId}`)).json()).order.totalCents)), { exact: true }),
  ]) {
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(row.getByText(/@exemplo\.pt/)).toBeVisible();
  await axe(page, "/admin (390 px)");
  // The order's own page fits too (a long e-mail wraps in the customer's card).
  await row.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { name: t.order.title(order.number) })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a discounted order's page: subtotal, 'Desconto' with its code, delivery and total add up", async ({ page }) => {
  const order = await paidOrder(page, "desconto-admin", { quantity: 2, discount: true });
  await signInAsOwner(page);
  const { order: o } = (await (await page.request.get(`/api/admin/orders/${order.orderId}`)).json()) as {
    order: { subtotalCents: number; discountCents: number; shippingCents: number; totalCents: number };
  };
  expect(o.discountCents).toBeGreaterThan(0);
  expect(o.subtotalCents - o.discountCents + o.shippingCents).toBe(o.totalCents);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  const lines = page.getByRole("region", { name: t.order.lines });
  const term = (name: string) => lines.getByRole("term").filter({ hasText: name });
  await expect(term(t.order.subtotal)).toBeVisible();
  await expect(lines.getByRole("definition").filter({ hasText: formatCents(o.subtotalCents) })).toBeVisible();
  await expect(term(t.order.discount(order.discountCode!))).toBeVisible();
  await expect(lines.getByRole("definition").filter({ hasText: `−${formatCents(o.discountCents)}` })).toBeVisible();
  await expect(
    lines
      .getByRole("definition")
      .filter({ hasText: formatCents(o.totalCents) })
      .last(),
  ).toBeVisible();
  await axe(page, "/admin/encomendas/:id (discount)");
});

test("a refund after 30 minutes offers 'Entrar de novo', which comes back to the order's page; then the refund goes through", async ({ page }) => {
  const order = await paidOrder(page, "reentrar", { quantity: 2 });
  await signInAsOwner(page);
  await page.goto(`/admin/encomendas/${order.orderId}`);
  await expect(page.getByRole("heading", { name: t.order.title(order.number) })).toBeVisible();
  await ageSessionsOf(OWNER.email, 45);

  const refund = page.getByRole("form", { name: t.order.refund });
  const { shippingCents } = (await (await page.request.get(`/api/admin/orders/${order.orderId}`)).json()).order as { shippingCents: number };
  const amount = formatCents(shippingCents);
  await refund.getByLabel(t.order.refundShipping(amount)).check();
  await refund.getByRole("button", { name: t.order.refund }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t.order.refundConfirm(amount) })
    .click();
  await expect(refund.getByRole("alert")).toHaveText(copy.orders.admin.freshSignIn);
  await refund.getByRole("button", { name: t.signInAgain }).click();

  await expect(page).toHaveURL(/\/auth\?voltar=%2Fadmin%2Fencomendas%2F/);
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail").fill(OWNER.email);
  await form.getByLabel("Senha", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/encomendas/${order.orderId}$`));
  await expect(page.getByRole("heading", { name: t.order.title(order.number) })).toBeVisible();

  await refund.getByLabel(t.order.refundShipping(amount)).check();
  await refund.getByRole("button", { name: t.order.refund }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t.order.refundConfirm(amount) })
    .click();
  await expect(page.getByRole("status").filter({ hasText: t.order.refundDone(amount) })).toBeVisible();
});

test("'Sair' in the back-office's header signs out and opens the sign-in page @phone", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto("/admin/catalogo");
  await page.getByRole("button", { name: t.nav.signOut }).click();
  await expect(page).toHaveURL(/\/auth\?voltar=%2Fadmin$/);
  await expect(page.getByRole("form", { name: "Entrar" })).toBeVisible();
  expect((await page.request.get("/api/admin/me")).status()).toBe(401);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: t.forbiddenTitle })).toBeVisible();
});

test("the audit log on screen: newest first, filtered by action, by who and by day, in pages; its CSV takes the filters @phone", async ({ page }) => {
  // A long journey (five filters, an export, two pages): 10 s on an idle desktop, over 30 s on a busy phone run.
  test.slow();
  const tag = Math.random().toString(36).slice(2, 8);
  const action = `e2e.filtro${tag}`;
  const paging = `e2e.paginas${tag}`;
  const who = `auditor.${tag}@exemplo.pt`;
  // One call to the shop's database for all 56 rows (one call each took most of this test's time on a busy machine).
  await queryMainShop([
    // Forty actions listed before ours, so the action list is longer than a phone's screen on every run.
    ...Array.from({ length: 40 }, (_, i) => sql`INSERT INTO audit_log (actor, action, after) VALUES (${who}, ${`e2e.a${tag}${i}`}, 'x')`),
    ...[
      ["2026-01-10T09:00:00.000Z", who, "primeiro"],
      ["2026-01-15T09:00:00.000Z", who, "segundo"],
      ["2026-01-15T10:00:00.000Z", "sistema", "do sistema"],
      ["2026-01-20T09:00:00.000Z", who, "terceiro"],
    ].map(([at, actor, after]) => sql`INSERT INTO audit_log (at, actor, action, after) VALUES (${at!}, ${actor!}, ${action}, ${after!})`),
    ...Array.from({ length: 52 }, (_, i) => sql`INSERT INTO audit_log (actor, action, after) VALUES (${who}, ${paging}, ${`p${i}`})`),
  ]);

  await signInAsOwner(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: t.nav.audit }).click();
  await expect(page.getByRole("heading", { name: t.audit.title })).toBeVisible();
  // Newest first: the last row written is the first.
  await expect(page.getByRole("row").nth(1)).toContainText("p51");

  const filters = page.getByRole("form", { name: t.audit.filters });
  const rows = page.getByRole("row").filter({ hasText: action });
  await filters.getByRole("combobox", { name: t.audit.action }).click();
  // The open list stays within the screen and scrolls inside it.
  const list = page.getByRole("listbox");
  const listBox = (await list.boundingBox())!;
  expect(listBox.y).toBeGreaterThanOrEqual(0);
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await page.getByRole("option", { name: action, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`acao=${action.replace(".", "\\.")}`));
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText("terceiro");

  await filters.getByRole("combobox", { name: t.audit.actor }).click();
  await page.getByRole("option", { name: who, exact: true }).click();
  await expect(rows).toHaveCount(3);

  await filters.getByLabel(t.audit.from).fill("2026-01-12");
  await filters.getByLabel(t.audit.to).fill("2026-01-20");
  await filters.getByRole("button", { name: t.audit.apply }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("terceiro");
  await expect(rows.nth(1)).toContainText("segundo");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await axe(page, "/admin/auditoria (filtered)");

  // The export takes the same filters, in the catalogue's format.
  const href = (await page.getByRole("link", { name: t.audit.exportFiltered }).getAttribute("href"))!;
  expect(href).toContain(`action=${action}`);
  const csv = await page.request.get(new URL(href, MAIN_SHOP_URL).toString());
  expect(csv.ok()).toBe(true);
  const body = await csv.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = body.subarray(3).toString("utf8").trim().split("\r\n");
  expect(records[0]).toBe('"id";"at";"actor";"action";"order_id";"before";"after";"detail"');
  expect(records.slice(1).map((r) => r.split(";")[6])).toEqual(['"segundo"', '"terceiro"']);

  // 'Sistema' by its name; then pages of 50.
  await filters.getByRole("button", { name: t.audit.clear }).click();
  await filters.getByRole("combobox", { name: t.audit.actor }).click();
  await page.getByRole("option", { name: t.audit.system }).click();
  await filters.getByRole("combobox", { name: t.audit.action }).click();
  await page.getByRole("option", { name: action, exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("do sistema");

  await page.goto(`/admin/auditoria?acao=${paging}`);
  const pager = page.getByRole("navigation", { name: t.audit.page(1, 2, 52) });
  await expect(pager).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: paging })).toHaveCount(50);
  await pager.getByRole("button", { name: t.orders.next }).click();
  await expect(page.getByRole("navigation", { name: t.audit.page(2, 2, 52) })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: paging })).toHaveCount(2);
  await expect(page.getByRole("row").filter({ hasText: paging }).last()).toContainText("p0");
});
