import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { formatCents } from "../../shared/money";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { MAIN_SHOP_URL, mainShopSql } from "./support/servers";

/**
 * Issue 34, decisions/0045: the catalogue in the owner's hands. The owner puts a product on sale in the editor and the
 * product page follows with its Omnibus line; a shopper asks 'Avise-me quando voltar' on a sold-out product, the owner
 * restocks it in the back-office, and the shopper's e-mail is in the development outbox. Desktop and phone, axe.
 */
const t = adminCopy.catalog;
let ip = 40;

async function signInAsOwner(page: Page) {
  await page.context().clearCookies();
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { email: "dono@exemplo.pt", password: "Dono#2026loja", csrfToken },
    headers: { "X-Auth-Return-Redirect": "1", Origin: MAIN_SHOP_URL, "CF-Connecting-IP": `198.51.100.${ip++}` },
  });
  expect(res.ok()).toBe(true);
}

const axe = async (page: Page, where: string) => {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect.soft(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
};

test("the owner puts a product on sale: the editor shows the reference price, the product page follows @phone", async ({ page }) => {
  test.slow();
  const [p] = await findProducts(page.request, (x) => x.salePriceCents === null && x.priceCents > 1000, 1);
  const started = new Date(Date.now() - 1000).toISOString();
  try {
    await signInAsOwner(page);
    await page.goto("/admin/catalogo");
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    await page.getByLabel(t.search).fill(p!.name);
    await page.getByRole("button", { name: adminCopy.orders.apply }).click();
    await page.getByRole("link", { name: p!.name }).first().click();
    await expect(page.getByRole("form", { name: t.editor })).toBeVisible();
    await axe(page, "/admin/catalogo/:id");
    // Half price: below any price of the last 30 days (the demo history has sales too), so the reduction is announced.
    const sale = Math.round(p!.priceCents / 2);
    await page.getByLabel(t.fields.salePrice).fill((sale / 100).toFixed(2).replace(".", ","));
    const reference = page.getByText(/^Preço de referência que a loja mostrará/);
    await expect(reference).toBeVisible();
    const shown = (await reference.textContent())!.match(/: ([^:]+€)\.$/)![1]!;
    expect(shown).not.toBe(formatCents(sale));
    // From the keyboard: the emulated phone's pointer lands off the long form's button (Playwright's hit test), the
    // keyboard reaches it on every device.
    await page.getByRole("button", { name: t.save, exact: true }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await expect(async () => {
      await page.goto(`/produto/${p!.id}`);
      await expect(page.getByText(formatCents(sale)).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(copy.product.lowestPrice30Days(shown)).first()).toBeVisible();
  } finally {
    // The shop as it was, its price history too: a later run (the other project, a retry) on this shop sees no sale of ours.
    await mainShopSql`UPDATE products SET sale_price_cents = NULL WHERE id = ${p!.id}`;
    await mainShopSql`DELETE FROM price_history WHERE product_id = ${p!.id} AND effective_from >= ${started}`;
  }
});

test("a shopper waits for a sold-out product; the owner restocks it; the shopper's e-mail is in the outbox @phone", async ({ page, shopData }) => {
  test.slow();
  const [p] = await findProducts(page.request, (x) => x.stockQuantity >= 5, 1);
  await shopData.setStock(p!.id, 0);
  const email = `espera.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@exemplo.pt`;

  await page.goto(`/produto/${p!.id}`);
  await page.getByRole("button", { name: copy.product.notifyMe }).click();
  const form = page.getByRole("form", { name: copy.product.notifyTitle });
  await form.getByLabel(copy.product.notifyEmail).fill(email);
  await form.getByRole("button", { name: copy.product.notifySubmit }).click();
  await expect(form.getByRole("alert")).toContainText("aceite");
  await form.getByLabel(copy.product.notifyConsent).check();
  await axe(page, "/produto/:id (avise-me)");
  await form.getByRole("button", { name: copy.product.notifySubmit }).click();
  await expect(page.getByRole("status").filter({ hasText: copy.product.notifyDone(email) })).toBeVisible();

  await signInAsOwner(page);
  await page.goto(`/admin/catalogo/${p!.id}`);
  const stock = page.getByRole("region", { name: t.variants });
  const quantity = stock.getByPlaceholder(t.quantity);
  await quantity.fill("4");
  await expect(quantity).toHaveValue("4");
  await stock.getByRole("button", { name: t.adjust }).press("Enter");
  await expect(stock.getByRole("status")).toContainText(": stock agora 4.");
  await axe(page, "/admin/catalogo/:id (stock)");

  await expect
    .poll(async () => {
      const { emails } = (await (await page.request.get("/api/dev/outbox")).json()) as { emails: { to: string; subject: string }[] };
      return emails.find((m) => m.to === email)?.subject ?? null;
    })
    .toMatch(/^Voltou ao stock: /);
});
