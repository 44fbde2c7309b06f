import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { copies } from "../../shared/copy";
import { adminCopy } from "../../shared/copy/back-office/admin";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { signInAsOwner } from "./support/back-office";
import { apiJson, findProducts, scrollUntilVisible } from "./support/catalog";
import { test } from "./support/fixtures";
import { mainShopSql, queryMainShop, sql } from "./support/servers";

/**
 * Issue 44, decisions/0062: what the Spanish shop still said in Portuguese. The rate table of 'Envíos y entregas', the
 * address form by the address's country, the product and listing pages' parameters, Portuguese reviews noted as
 * such, and in the back-office a variant's colour in Spanish and the safety warnings that have none.
 */
const es = copies.es;
const t = adminCopy.catalog;

/** A product sold in several sizes and colours, as the Spanish shop reads it. */
async function clothing(request: APIRequestContext) {
  const candidates = await findProducts(request, (p) => p.variantCount >= 4 && p.stockQuantity > 10, 40, { withOptions: true });
  for (const c of candidates) {
    const res = await request.get(`/api/products/${c.id}`, { headers: { [LANGUAGE_HEADER]: "es" } });
    const { product } = (await res.json()) as { product: { id: number; options: { sizes: string[]; colors: string[] } } };
    if (product.options.sizes.length >= 2 && product.options.colors.length >= 1) return product;
  }
  throw new Error("no product with sizes and colours");
}

const radio = (page: Page, name: string) => page.getByRole("main").getByRole("radio", { name, exact: true }).first();

test.describe("the Spanish shop in Spanish", () => {
  test("'Envíos y entregas' lists its rates in Spanish @phone", async ({ page }) => {
    await page.goto("/es/envios-entregas");
    const table = page.getByRole("region", { name: "Zonas, gastos y plazos" });
    await expect(table.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(table.getByText("CTT Azores")).toBeVisible();
    await expect(table.getByText(/días laborables/).first()).toBeVisible();
    await expect(table.getByText(/dias úteis|CTT Açores|Envio Internacional/)).toHaveCount(0);
  });

  test("the address form names the neighbourhood and shows the phone prefix of the country chosen @phone", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("barrio"));
    await page.goto("/es/direcciones");
    await page.getByRole("button", { name: es.addresses.add }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: es.addresses.country }).click();
    await page.getByRole("option", { name: es.shipping.countryNames.ES }).click();
    await dialog.getByLabel(es.addresses.postalCode).fill("28013");
    await expect(dialog.getByLabel(es.addresses.state.ES)).toHaveValue("Madrid");
    await expect(dialog.getByLabel("Barrio", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/Freguesia|Bairro/)).toHaveCount(0);
    const phone = dialog.getByLabel(es.addresses.phone, { exact: true });
    await expect(phone).toHaveAttribute("placeholder", "+34000000000");
    await expect(phone).toHaveValue("+34");
  });

  test("a product page keeps the choice as '?talla=…&color=…'; an old '?tamanho=' link moves there @phone", async ({ page, request }) => {
    const product = await clothing(request);
    const [, size] = product.options.sizes;
    const color = product.options.colors[0]!;
    await page.goto(`/es/producto/${product.id}`);
    await radio(page, size!).check({ force: true });
    await radio(page, color).check({ force: true });
    await expect.poll(() => new URL(page.url()).searchParams.get("talla")).toBe(size);
    await expect.poll(() => new URL(page.url()).searchParams.get("color")).toBe(color);
    expect(new URL(page.url()).searchParams.has("tamanho")).toBe(false);

    await page.goto(`/es/producto/${product.id}?tamanho=${encodeURIComponent(size!)}`);
    await expect(page).toHaveURL((u) => u.searchParams.get("talla") === size && !u.searchParams.has("tamanho"));
    await expect(radio(page, size!)).toBeChecked();
  });

  test("a listing's filters read '?subcategoria=' and '?talla='", async ({ page, request }) => {
    const { categories } = await apiJson<{ categories: { slug: string; subcategories: { slug: string; name: string }[] }[] }>(request, "/api/categories");
    const sleep = categories.find((c) => c.slug === "sono-conforto")!;
    await page.goto("/es/sueno-confort");
    const subs = page.getByRole("group", { name: es.listing.subcategories });
    await subs.getByRole("button").nth(1).click();
    await expect(page).toHaveURL((u) => sleep.subcategories.some((s) => s.slug === u.searchParams.get("subcategoria")) && !u.searchParams.has("sub"));
  });

  test("a Portuguese review on the Spanish home and product page says it is in Portuguese @phone", async ({ page, request }) => {
    const { items } = await apiJson<{ items: { id: string; language: string; body: string; product: { id: number } }[] }>(request, "/api/reviews/latest");
    const portuguese = items.find((r) => r.language === "pt");
    test.skip(!portuguese, "no Portuguese review among the newest");
    await page.goto("/es/");
    const testimonials = page.getByTestId("testimonials");
    // Below the fold: the section loads as it comes near.
    await scrollUntilVisible(page, testimonials);
    await expect(testimonials.getByText(es.reviews.writtenIn.pt).first()).toBeAttached();
    await expect(testimonials.locator("blockquote[lang='pt-PT']").first()).toBeAttached();
    // The Portuguese shop says nothing of the kind under its own language's reviews.
    await page.goto("/");
    await scrollUntilVisible(page, page.getByTestId("testimonials"));
    await expect(page.getByTestId("testimonials").locator("blockquote").first()).toBeAttached();
    await expect(page.getByText(copies.pt.reviews.writtenIn.pt)).toHaveCount(0);

    await page.goto(`/es/producto/${portuguese!.product.id}`);
    const reviews = page.getByRole("region", { name: es.reviews.title });
    await expect(reviews.getByText(es.reviews.writtenIn.pt).first()).toBeVisible();
  });
});

test.describe("the back-office flags what the Spanish shop lacks", () => {
  test("a variant's colour named in Spanish is what /es/ shows; warnings without Spanish are flagged @phone", async ({ page }) => {
    test.slow();
    const sku = `ES-${Date.now().toString(36).toUpperCase()}`;
    const colour = `Verde Água ${sku.slice(-4)}`;
    const category = (await queryMainShop<{ id: number }>([sql`SELECT id FROM categories ORDER BY id LIMIT 1;`]))[0]![0]!;
    await mainShopSql`INSERT INTO products (name, name_es, description, price_cents, sku, stock_quantity, active, category_id, safety_warnings) VALUES ('Babete Verde E2E', 'Babero verde E2E', 'Babete.', 990, ${sku}, 3, 1, ${category.id}, '["Manter longe do fogo."]')`;
    const product = (await queryMainShop<{ id: number }>([sql`SELECT id FROM products WHERE sku = ${sku};`]))[0]![0]!;
    try {
      await signInAsOwner(page);
      await page.goto(`/admin/catalogo?q=${sku}`);
      const row = page.getByRole("row").filter({ hasText: sku });
      await expect(row.getByText(t.warningsEsBadge)).toBeVisible();

      await page.goto(`/admin/catalogo/${product.id}`);
      await expect(page.getByRole("status").filter({ hasText: t.fields.warningsEsMissing })).toBeVisible();
      const variants = page.getByRole("region", { name: t.variants });
      await variants.getByRole("button", { name: t.editVariant }).press("Enter");
      const dialog = page.getByRole("dialog", { name: t.variantTitle(sku) });
      await dialog.getByLabel(t.variantFields.color, { exact: true }).fill(colour);
      await dialog.getByLabel(t.variantFields.colorEs).fill("Verde agua");
      await dialog.getByRole("button", { name: t.save }).press("Enter");
      await expect(variants.getByRole("status")).toHaveText(t.variantSaved);
      await variants.getByRole("button", { name: t.editVariant }).press("Enter");
      await expect(page.getByRole("dialog", { name: t.variantTitle(sku) }).getByLabel(t.variantFields.colorEs)).toHaveValue("Verde agua");
      await page.keyboard.press("Escape");

      await expect(async () => {
        await page.goto(`/es/producto/${product.id}`);
        await expect(page.getByRole("main").getByText("Verde agua").first()).toBeAttached({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole("main").getByText(colour)).toHaveCount(0);
    } finally {
      await mainShopSql`UPDATE products SET active = 0 WHERE id = ${product.id}`;
    }
  });
});
