import { expect } from "@playwright/test";
import { apiJson } from "./support/catalog";
import { test } from "./support/fixtures";

test("any other path shows the 404 page with a link home", async ({ page }) => {
  await page.goto("/isto/nao/existe");
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(page).toHaveTitle("Página não encontrada | Mãe & Bebé");
  await page.getByRole("link", { name: "Voltar à página inicial" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/category-ids lists every category and subcategory with ids, slugs and totals", async ({ page, request }) => {
  const { categories } = await apiJson(request, "/api/categories/totals");
  expect(categories).toHaveLength(9);
  await page.goto("/category-ids");
  const table = page.getByRole("table");
  for (const c of categories) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: c.name, exact: true }) });
    await expect(row).toContainText(c.slug);
    await expect(row).toContainText(String(c.total));
  }
  const subCount = categories.reduce((n: number, c: any) => n + c.subcategories.length, 0);
  expect(subCount).toBe(43);
  await expect(table.getByRole("row")).toHaveCount(1 + 9 + 43);
});

test("header: Início, Catálogo, Categorias, the PT / ES switch, sign-in link, cart button; keyboard reaches them", async ({ page }) => {
  await page.goto("/sono-conforto");
  const nav = page.getByRole("navigation", { name: "Navegação principal" }).first();
  await nav.getByRole("link", { name: "Catálogo" }).click();
  await expect(page).toHaveURL(/\/catalogo$/);
  const languages = page.getByRole("banner").getByRole("navigation", { name: "Idioma" });
  await expect(languages.getByText("PT", { exact: true })).toHaveAttribute("aria-current", "true");
  await expect(languages.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/idioma/es?voltar=%2Fcatalogo");
  await expect(page.getByRole("link", { name: "Entrar na sua conta" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("button", { name: "Carrinho de compras" })).toBeVisible();
  await page.goto("/sono-conforto");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Saltar para o conteúdo" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Mãe & Bebé" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("button", { name: "Categorias" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Pesquisar produtos" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Pesquisar produtos" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});
