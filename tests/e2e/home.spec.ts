import { expect, test } from "@playwright/test";
import { apiJson, scrollUntilVisible } from "./support/catalog";

test.describe("home", () => {
  test("shows hero, six categories, benefits and 8 featured products @phone", async ({ page, request }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Mãe & Bebé");
    await expect(page.getByRole("heading", { level: 1, name: "Tudo para sua maternidade com carinho e praticidade" })).toBeVisible();
    const categories = page.getByRole("region", { name: "Nossas Categorias" }).getByRole("link");
    await expect(categories).toHaveCount(6);
    await expect(page.getByRole("heading", { name: /Por que escolher/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Entrega rápida" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Qualidade premium" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Atendimento dedicado" })).toBeVisible();

    const featured = await apiJson(request, "/api/products/featured");
    const grid = page.getByRole("list", { name: "Produtos em Destaque" });
    await expect(grid.getByRole("article")).toHaveCount(8);
    await expect(grid.getByRole("article").first()).toContainText(featured.items[0].name);

    await page.getByRole("link", { name: "Descobrir Produtos" }).click();
    await expect(page).toHaveURL(/\/catalogo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catálogo" })).toBeVisible();
  });

  test("category cards open their pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("region", { name: "Nossas Categorias" }).getByRole("link", { name: /Sono e Conforto/ }).click();
    await expect(page).toHaveURL(/\/sono-conforto$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sono e Conforto" })).toBeVisible();
  });

  test("testimonials: nine 5-star reviews with initials that advance by themselves and loop", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "O que dizem as nossas clientes" });
    await scrollUntilVisible(page, section);
    await expect(section.getByRole("figure")).toHaveCount(9);
    await expect(section.getByRole("img", { name: "Avaliação 5.0 de 5" })).toHaveCount(9);
    await expect(section.getByText("AC", { exact: true })).toBeAttached();
    const current = section.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName("Ir para o depoimento 1");
    // Move the pointer away so the carousel is not paused by hover, then wait one period.
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await expect(current).toHaveAccessibleName("Ir para o depoimento 2", { timeout: 6000 });
    // Loop: from the last one, next goes back to the first.
    await section.getByRole("button", { name: "Ir para o depoimento 9" }).click();
    await section.getByRole("button", { name: "Seguinte" }).click();
    await expect(current).toHaveAccessibleName("Ir para o depoimento 1");
  });

  test("newsletter: invalid e-mail message, then a stored subscription", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: /10% de desconto/ });
    await scrollUntilVisible(page, section);
    const email = section.getByRole("textbox", { name: "O seu e-mail" });
    await email.fill("nao-e-email");
    await section.getByRole("button", { name: "Subscrever" }).click();
    await expect(section.getByRole("alert")).toHaveText("Por favor, digite um e-mail válido");
    await email.fill(`mae.${Date.now()}@exemplo.pt`);
    await section.getByRole("button", { name: "Subscrever" }).click();
    await expect(section.getByText(/Subscrição confirmada/)).toBeVisible();
    await expect(email).toHaveValue("");
  });
});
