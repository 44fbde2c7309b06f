import { expect, type Page } from "@playwright/test";
import { apiJson, productCards } from "./support/catalog";
import { test } from "./support/fixtures";

const priceChip = (page: Page) => page.getByRole("button", { name: "Remover filtro de preço" }).locator("..");

test.describe("price filter label", () => {
  test("the chip says what the filter does; the slider's top means 'and above'", async ({ page, request }) => {
    const from150 = await apiJson(request, "/api/products?min=150&sort=price-high");
    expect(from150.items[0].priceCents).toBeGreaterThan(20000); // dearer products than the slider's top exist
    await page.goto("/catalogo?min=150&sort=price-high");
    await expect(priceChip(page)).toHaveText("A partir de 150 €");
    await expect(page.getByText(`${from150.total} produtos encontrados`)).toBeVisible();
    await expect(productCards(page).first()).toContainText(from150.items[0].name);

    // The slider's top in the URL is the same "no upper limit".
    await page.goto("/catalogo?min=150&max=200");
    await expect(priceChip(page)).toHaveText("A partir de 150 €");
    await expect(page.getByText(`${from150.total} produtos encontrados`)).toBeVisible();

    const upTo50 = await apiJson(request, "/api/products?max=50");
    await page.goto("/catalogo?min=0&max=50");
    await expect(priceChip(page)).toHaveText("Até 50 €");
    await expect(page.getByText(`${upTo50.total} produtos encontrados`)).toBeVisible();

    await page.goto("/catalogo?min=20&max=60");
    await expect(priceChip(page)).toHaveText("20 € - 60 €");

    await page.goto("/catalogo");
    await page.getByRole("button", { name: "Filtros" }).click();
    const dialog = page.getByRole("dialog", { name: "Filtros" });
    await expect(dialog.getByText("200 €+", { exact: true })).toBeVisible();
    const maxThumb = dialog.getByRole("slider", { name: "Preço máximo" });
    await expect(maxThumb).toHaveAttribute("aria-valuetext", "200 € ou mais");
    const minThumb = dialog.getByRole("slider", { name: "Preço mínimo" });
    await minThumb.focus();
    for (let i = 0; i < 15; i++) await page.keyboard.press("PageUp"); // Radix: PageUp moves 10 steps
    await expect(dialog.getByText("A partir de 150 €")).toBeVisible();
    await dialog.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/min=150$/);
    await expect(priceChip(page)).toHaveText("A partir de 150 €");
  });
});

test.describe("catalogue category filter", () => {
  test("category chips filter /catalogo and live in the URL", async ({ page, request }) => {
    const all = await apiJson(request, "/api/products");
    const enxoval = await apiJson(request, "/api/products?category=enxoval");
    const babyClothes = await apiJson(request, "/api/products?category=roupas-bebe");
    await page.goto("/catalogo");
    const group = page.getByRole("group", { name: "Categorias" });
    for (const name of ["Enxoval", "Kit Enxoval Completo", "Roupas de Bebé"]) await expect(group.getByRole("button", { name, exact: true })).toBeVisible();
    await expect(group.getByRole("button", { name: "Todas as categorias" })).toHaveAttribute("aria-pressed", "true");

    await group.getByRole("button", { name: "Enxoval", exact: true }).click();
    await expect(page).toHaveURL(/\/catalogo\?categoria=enxoval$/);
    await expect(page.getByText(`${enxoval.total} produtos encontrados`)).toBeVisible();
    await expect(productCards(page).first()).toContainText(enxoval.items[0].name);
    await expect(productCards(page)).toHaveCount(Math.min(52, enxoval.total));
    // The chosen category's subcategories can narrow it further.
    await expect(page.getByRole("group", { name: "Subcategorias" }).getByRole("button", { name: "Mala de Maternidade" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("group", { name: "Categorias" }).getByRole("button", { name: "Enxoval", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`${enxoval.total} produtos encontrados`)).toBeVisible();

    await group.getByRole("button", { name: "Roupas de Bebé", exact: true }).click();
    await expect(page).toHaveURL(/categoria=roupas-bebe/);
    await expect(page.getByText(`${babyClothes.total} produtos encontrados`)).toBeVisible();

    await group.getByRole("button", { name: "Todas as categorias" }).click();
    await expect(page).not.toHaveURL(/categoria=/);
    await expect(page.getByText(`${all.total} produtos encontrados`)).toBeVisible();
  });
});
