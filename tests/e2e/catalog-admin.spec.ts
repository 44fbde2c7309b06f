import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { catalogCsvCopy } from "../../shared/copy/back-office/catalog-csv";
import { catalogProductsCopy } from "../../shared/copy/back-office/catalog-products";
import { formatCents } from "../../shared/money";
import { axe } from "./support/a11y";
import { signInAsOwner } from "./support/back-office";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { mainShopSql, queryMainShop, sql } from "./support/servers";

/**
 * Issue 34, decisions/0045: the catalogue in the owner's hands. The owner puts a product on sale in the editor and the
 * product page follows with its Omnibus line; a shopper asks 'Avise-me quando voltar' on a sold-out product, the owner
 * restocks it in the back-office, and the shopper's e-mail is in the development outbox. Desktop and phone, axe.
 */
const t = adminCopy.catalog;
const tp = catalogProductsCopy;

test("the owner puts a product on sale: the editor shows the reference price, the product page follows", async ({ page }) => {
  test.slow();
  const [p] = await findProducts(page.request, (x) => x.salePriceCents === null && x.priceCents > 1000, 1);
  const started = new Date(Date.now() - 1000).toISOString();
  try {
    await signInAsOwner(page);
    await page.goto("/admin/catalogo");
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    await page.getByLabel(t.search).fill(p!.name);
    await page.getByRole("button", { name: adminCopy.orders.apply }).click();
    // Its own row: the demo catalogue gives some products the same name (seen in CI: another one's editor opened).
    await page
      .getByRole("link", { name: p!.name, exact: true })
      .and(page.locator(`[href$="/catalogo/${p!.id}"]`))
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/catalogo/${p!.id}$`));
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

test("a shopper waits for a sold-out product; the owner restocks it; the shopper's e-mail is in the outbox", async ({ page, shopData }) => {
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

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("the owner gives a product sizes and a photo: the product page offers both sizes and shows the photo first", async ({ page }) => {
  test.slow();
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const category = (await queryMainShop<{ id: number }>([sql`SELECT id FROM categories ORDER BY id LIMIT 1;`]))[0]![0]!;
  await mainShopSql`INSERT INTO products (name, description, price_cents, sku, stock_quantity, active, category_id) VALUES ('Babete de Teste E2E', 'Babete.', 990, ${sku}, 3, 1, ${category.id})`;
  const product = (await queryMainShop<{ id: number }>([sql`SELECT id FROM products WHERE sku = ${sku};`]))[0]![0]!;
  try {
    await signInAsOwner(page);
    await page.goto(`/admin/catalogo/${product.id}`);
    const variants = page.getByRole("region", { name: t.variants });
    await expect(variants.getByText(sku, { exact: true })).toBeVisible();

    // The default variant gets its size, then a second size arrives with its units and a price of its own.
    await variants.getByRole("button", { name: t.editVariant }).press("Enter");
    let dialog = page.getByRole("dialog", { name: t.variantTitle(sku) });
    await dialog.getByLabel(t.variantFields.size).fill("0-3 meses");
    await axe(page, "/admin/catalogo/:id (variante)");
    await dialog.getByRole("button", { name: t.save }).press("Enter");
    await expect(variants.getByRole("status")).toHaveText(t.variantSaved);

    await variants.getByRole("button", { name: t.addVariant }).press("Enter");
    dialog = page.getByRole("dialog", { name: t.variantTitle(null) });
    await dialog.getByLabel(t.variantFields.sku).fill(`${sku}-36`);
    await dialog.getByLabel(t.variantFields.size).fill("0-3 meses");
    await dialog.getByLabel(t.variantFields.stock).fill("2");
    await dialog.getByRole("button", { name: t.save }).press("Enter");
    // Two variants with the same size: the server's refusal lands on the size field, the dialog stays open.
    await expect(dialog.getByText(copy.orders.admin.catalog.optionsTaken)).toBeVisible();
    await dialog.getByLabel(t.variantFields.size).fill("3-6 meses");
    await dialog.getByLabel(t.variantFields.price).fill("12,50");
    await dialog.getByRole("button", { name: t.save }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(variants.getByText(`${sku}-36`, { exact: true })).toBeVisible();
    // The new size's own photo, in its own sku's folder.
    await variants.getByLabel(t.addVariantImage(`${sku}-36`)).setInputFiles({ name: "tamanho.png", mimeType: "image/png", buffer: PNG });
    await expect(variants.getByRole("img", { name: t.variantImageAlt(`${sku}-36`) })).toBeVisible();

    // A photo: uploaded, then made the main image.
    const images = page.getByRole("region", { name: t.images });
    await expect(images.getByText(t.noImages)).toBeVisible();
    await images.getByLabel(t.upload).setInputFiles({ name: "Babete Azul.png", mimeType: "image/png", buffer: PNG });
    await expect(images.getByRole("status")).toHaveText(t.uploaded);
    await expect(images.getByRole("img", { name: t.imageAlt(1) })).toBeVisible();
    await expect(images.getByText(/^babete-azul-[0-9a-f]{8}\.png$/)).toBeVisible();
    await axe(page, "/admin/catalogo/:id (imagens)");

    await expect(async () => {
      await page.goto(`/produto/${product.id}`);
      await expect(page.getByRole("radio", { name: "3-6 meses" })).toBeAttached({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.locator(`img[src*="/images/${sku}/babete-azul-"]`).first()).toBeVisible();
    // Choosing the size shows its own photo.
    await page.getByRole("radio", { name: "3-6 meses" }).check({ force: true });
    await expect(page.locator(`img[src*="/images/${sku}-36/tamanho-"]`).first()).toBeVisible();
  } finally {
    // Off sale again: later tests of this worker's shop see the demo catalogue as it was.
    await mainShopSql`UPDATE products SET active = 0 WHERE id = ${product.id}`;
  }
});

test("the owner exports the catalogue as CSV and checks a file: a bad line is reported by line and column, nothing written", async ({ page }) => {
  const c = catalogCsvCopy;
  await signInAsOwner(page);
  await page.goto("/admin/catalogo");
  const panel = page.getByRole("region", { name: c.panel.title });
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("link", { name: c.panel.export }).click()]);
  const csv = readFileSync((await download.path())!, "utf8");
  const [header, first, second] = csv.replace(/^\uFEFF/, "").split("\r\n");
  // Every cell quoted (issue 43); these cells hold no separator.
  const columns = header!.split(";").map((h) => h.replaceAll('"', ""));
  expect(columns.slice(0, 2)).toEqual(["product_sku", "name"]);

  // The first two lines back, the second one's price spoiled: a dry run of "nothing unless every line is valid".
  const spoiled = second!.split(";");
  spoiled[columns.indexOf("price")] = "doze euros";
  const file = { name: "catalogo.csv", mimeType: "text/csv", buffer: Buffer.from([header, first, spoiled.join(";")].join("\r\n")) };
  const form = page.getByRole("form", { name: c.panel.importTitle });
  await form.getByLabel(c.panel.file).setInputFiles(file);
  await form.getByRole("button", { name: c.panel.check }).click();
  await expect(form.getByRole("status")).toHaveText(c.result.checkedWithErrors(2, 1, 1));
  const row = form.getByRole("row").filter({ hasText: c.errors.price });
  await expect(row.getByRole("cell").nth(0)).toHaveText("3");
  await expect(row.getByRole("cell").nth(1)).toHaveText("price");
  await axe(page, "/admin/catalogo (CSV)");
});

test("the owner creates a product with 'Novo produto': its page opens in the back-office and the shop sells it", async ({ page }) => {
  test.slow();
  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Manta Nova ${sku}`;
  try {
    await signInAsOwner(page);
    await page.goto("/admin/catalogo");
    await page.getByRole("link", { name: tp.newProduct }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/novo$/);
    const form = page.getByRole("form", { name: t.editor });
    await form.getByLabel(tp.createFields.sku).fill(sku);
    await form.getByLabel(t.fields.name).fill(name);
    await form.getByLabel(t.fields.nameEs).fill(`Manta Nueva ${sku}`);
    await form.getByLabel(t.fields.description).fill("Manta macia de algodão para o berço.");
    await form.getByLabel(t.fields.price).fill("12,50");
    await form.getByLabel(tp.createFields.stock).fill("3");
    await form.getByLabel(t.fields.active).check();
    await axe(page, "/admin/catalogo/novo");
    await form.getByRole("button", { name: tp.create }).click();
    await expect(page).toHaveURL(/\/admin\/catalogo\/\d+$/);
    await expect(page.getByRole("heading", { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole("button", { name: tp.archiveButton })).toBeVisible();
    const id = page.url().split("/").pop()!;

    await expect(async () => {
      await page.goto(`/produto/${id}`);
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(formatCents(1250)).first()).toBeVisible();
  } finally {
    // Out of the shop again for a later run (the other project, a retry): archived, as the owner would.
    await mainShopSql`UPDATE products SET active = 0, archived_at = '2026-01-01T00:00:00.000Z' WHERE sku = ${sku}`;
  }
});
