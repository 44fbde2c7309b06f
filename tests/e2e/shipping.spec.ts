import { expect, test, type Page } from "@playwright/test";
import { findProducts } from "./support/catalog";
import { SUPPLIER_SHOP_URL } from "./support/servers";

async function cartWithOneProduct(page: Page, request: import("@playwright/test").APIRequestContext, base = "") {
  const [p] = await findProducts(request, (x) => x.stock_quantity >= 3);
  await page.goto(`${base}/produto/${p!.id}`);
  await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
  await page.getByRole("banner").getByRole("button", { name: /^Carrinho de compras/ }).click();
  return page.getByRole("dialog", { name: "Carrinho de Compras" });
}

test.describe("shipping calculator (embedded rate table)", () => {
  test("happy path: PT default, cheapest selected, another chosen and kept across reload @phone", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    await expect(drawer.getByRole("combobox", { name: "País" })).toHaveText(/PT Portugal/);
    const code = drawer.getByPlaceholder("1000-001");
    const calc = drawer.getByRole("button", { name: "Calcular" });
    await expect(calc).toBeDisabled();
    await code.fill("1000-001");
    await calc.click();
    const options = drawer.getByRole("radio");
    await expect(options).toHaveCount(2);
    await expect(drawer.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await expect(drawer.getByText("3,99 €")).toBeVisible();
    await drawer.getByRole("radio", { name: /CTT Expresso/ }).check();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-shipping") ?? "null"));
    expect(stored).toEqual({ selectedCountry: "PT", postalCode: "1000-001", selectedShippingCost: 699, selectedShippingName: "CTT Expresso", selectedShippingDelay: "1 a 2 dias úteis" });
    await page.reload();
    await page.getByRole("banner").getByRole("button", { name: /^Carrinho de compras/ }).click();
    await expect(drawer.getByTestId("entrega-selecionada")).toHaveText(/CTT Expresso \(1 a 2 dias úteis\) — 6,99/);
    await expect(drawer.getByPlaceholder("1000-001")).toHaveValue("1000-001");
  });

  test("country list with Espanha; Spanish islands priced; bad postal code explained; 'Calculando...' while it runs", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    await drawer.getByRole("combobox", { name: "País" }).click();
    await expect(page.getByRole("option")).toHaveText(["PT Portugal", "ES Espanha", "BR Brasil", "US Estados Unidos", "CA Canadá"]);
    await page.getByRole("option", { name: "ES Espanha" }).click();
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    await code.fill("2800");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("alert")).toHaveText("Código postal inválido para Espanha (5 dígitos).");
    await page.route("**/api/shipping/quotes", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await code.fill("07001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("button", { name: "Calculando..." })).toBeDisabled();
    await expect(drawer.getByRole("radio", { name: /Correos Baleares/ })).toBeChecked();
    await expect(drawer.getByRole("alert")).toHaveCount(0);
  });

  test("network failure: 'Erro de conexão…'; the next calculation replaces the error", async ({ page, request, context }) => {
    const drawer = await cartWithOneProduct(page, request);
    await drawer.getByPlaceholder("1000-001").fill("4000-123");
    await context.setOffline(true);
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("alert")).toHaveText("Erro de conexão. Verifique sua conexão e tente novamente.");
    await context.setOffline(false);
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("alert")).toHaveCount(0);
    await expect(drawer.getByRole("radio")).toHaveCount(2);
  });
});

test.describe("shipping calculator with the supplier", () => {
  test("supplier options, free shown as 'Grátis' and auto-selected as cheapest", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request, SUPPLIER_SHOP_URL);
    await drawer.getByPlaceholder("1000-001").fill("1000-001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("radio", { name: /Recolha no armazém/ })).toBeChecked();
    await expect(drawer.getByRole("radio", { name: /Recolha no armazém/ }).locator("..")).toContainText("Grátis");
    await expect(drawer.getByRole("radio", { name: /SEUR 24h/ }).locator("..")).toContainText("8,50 €");
  });

  test("each error of SPEC §8 in the red box: none available, non-OK answer, timeout", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request, SUPPLIER_SHOP_URL);
    const code = drawer.getByPlaceholder("1000-001");
    const calc = drawer.getByRole("button", { name: "Calcular" });
    await code.fill("0000-000");
    await calc.click();
    await expect(drawer.getByRole("alert")).toHaveText("Nenhuma opção de entrega disponível para este endereço.");
    await code.fill("9999-999");
    await calc.click();
    await expect(drawer.getByRole("alert")).toHaveText("Erro ao consultar transportadoras. Tente novamente.");
    await code.fill("8888-888");
    await calc.click();
    await expect(drawer.getByRole("button", { name: "Calculando..." })).toBeVisible();
    await expect(drawer.getByRole("alert")).toHaveText("Erro ao consultar transportadoras. Tente novamente.", { timeout: 10_000 });
    await code.fill("1000-001");
    await calc.click();
    await expect(drawer.getByRole("alert")).toHaveCount(0);
    await expect(drawer.getByRole("radio")).toHaveCount(2);
  });
});
