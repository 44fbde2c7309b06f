import { expect, type Page } from "@playwright/test";
import { findProducts } from "./support/catalog";
import { addToCart } from "./support/checkout";
import { test } from "./support/fixtures";
import { chooseCountry } from "./support/locators";
import { MAIN_SHOP_URL, SUPPLIER_SHOP_URL } from "./support/servers";

async function cartWithOneProduct(page: Page, request: import("@playwright/test").APIRequestContext, base = "") {
  const [p] = await findProducts(request, (x) => x.stockQuantity >= 3);
  return addToCart(page, p!.id, 1, base);
}

const storedSelection = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-shipping") ?? "null"));

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
    // Each option says when it would arrive if ordered now (issue 49).
    await expect(drawer.getByRole("radio", { name: /CTT Correio Normal.*Receba /s })).toBeVisible();
    await drawer.getByRole("radio", { name: /CTT Expresso/ }).check();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-shipping") ?? "null"));
    // SPEC §3's five fields, with the server's quote and option they came from (the one checkout state).
    expect(stored).toMatchObject({ quoteId: expect.any(String), optionId: expect.any(String) });
    expect(stored).toMatchObject({
      selectedCountry: "PT",
      postalCode: "1000-001",
      selectedShippingCost: 699,
      selectedShippingName: "CTT Expresso",
      selectedShippingDelay: "1 a 2 dias úteis",
    });
    await page.reload();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrinho de compras/ })
      .click();
    await expect(drawer.getByTestId("entrega-selecionada")).toHaveText(/CTT Expresso \(1 a 2 dias úteis\) — 6,99/);
    await expect(drawer.getByPlaceholder("1000-001")).toHaveValue("1000-001");
  });

  test("the country list is where the shop delivers: only Portugal and Espanha; an old selection elsewhere is dropped", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    const country = drawer.getByRole("combobox", { name: "País" });
    await expect(country).toHaveText(/PT Portugal/);
    await country.click();
    await expect(page.getByRole("option")).toHaveText(["PT Portugal", "ES Espanha"]);
    await page.keyboard.press("Escape");

    // A selection stored before (Brasil) is not offered again, and the API quotes no country it cannot deliver to.
    await page.evaluate(() =>
      localStorage.setItem(
        "mae-bebe-shipping",
        JSON.stringify({
          selectedCountry: "BR",
          postalCode: "01001-000",
          selectedShippingCost: 2499,
          selectedShippingName: "DHL",
          selectedShippingDelay: "10 a 15 dias",
        }),
      ),
    );
    await page.reload();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrinho de compras/ })
      .click();
    await expect(drawer.getByRole("combobox", { name: "País" })).toHaveText(/PT Portugal/);
    await expect(drawer.getByTestId("entrega-selecionada")).toHaveCount(0);
    const res = await request.post("/api/shipping/quotes", {
      headers: { Origin: MAIN_SHOP_URL, "CF-Connecting-IP": "203.0.113.230" },
      data: { country: "BR", postalCode: "01001-000", items: [{ productId: 1, quantity: 1 }] },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error).toMatchObject({ field: "country", message: "País não suportado" });
  });

  test("Espanha: Spanish islands priced; bad postal code explained; 'Calculando...' while it runs", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    await chooseCountry(page, drawer, "ES Espanha");
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    await code.fill("2800");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("alert")).toHaveText("Código postal inválido para Espanha (5 dígitos).");
    // The answer waits until the test has seen the busy state (no timing guess).
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/shipping/quotes", async (route) => {
      await gate;
      await route.continue();
    });
    await code.fill("07001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("button", { name: "Calculando..." })).toBeDisabled();
    release();
    await expect(drawer.getByRole("radio", { name: /Correos Baleares/ })).toBeChecked();
    await expect(drawer.getByRole("alert")).toHaveCount(0);
  });

  test("a Canary postal code: the cart's prices and subtotal without Portugal's VAT, with the note; Madrid's with it", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    const subtotal = drawer.getByTestId("subtotal");
    const gross = await subtotal.innerText();
    const note = drawer.getByRole("note");
    await expect(note).toHaveCount(0);
    await chooseCountry(page, drawer, "ES Espanha");
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    await code.fill("38001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("radio").first()).toBeChecked();
    // decisions/0054: without VAT (a lower subtotal, the line's price too) and what may be charged on delivery.
    await expect(note).toHaveText(
      "Preço sem IVA: entrega fora do território de IVA da UE. Podem ser cobrados impostos locais (IGIC) e direitos aduaneiros na entrega.",
    );
    await expect(subtotal).not.toHaveText(gross);
    const cents = (t: string) => Number(t.replace(/\D/g, ""));
    expect(cents(await subtotal.innerText())).toBeLessThan(cents(gross));
    await expect(drawer.getByRole("listitem").first()).toContainText(await subtotal.innerText());
    await code.fill("28001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("radio").first()).toBeChecked();
    await expect(note).toHaveCount(0);
    await expect(subtotal).toHaveText(gross);
  });

  test("changing the country or the postal code clears the options and the selection; nothing stale is stored", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    const calc = drawer.getByRole("button", { name: "Calcular" });
    await code.fill("1000-001");
    await calc.click();
    await expect(drawer.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    expect(await storedSelection(page)).toMatchObject({ selectedCountry: "PT", postalCode: "1000-001" });

    await chooseCountry(page, drawer, "ES Espanha");
    await expect(drawer.getByRole("radio")).toHaveCount(0);
    await expect(drawer.getByTestId("entrega-selecionada")).toHaveCount(0);
    expect(await storedSelection(page)).toBeNull();

    await chooseCountry(page, drawer, "PT Portugal");
    await calc.click();
    await expect(drawer.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await code.fill("4000-123");
    await expect(drawer.getByRole("radio")).toHaveCount(0);
    expect(await storedSelection(page)).toBeNull();

    await chooseCountry(page, drawer, "ES Espanha");
    await code.fill("28001");
    await calc.click();
    await drawer.getByRole("radio", { name: /Correos Express/ }).check();
    expect(await storedSelection(page)).toMatchObject({
      selectedCountry: "ES",
      postalCode: "28001",
      selectedShippingCost: 1299,
      selectedShippingName: "Correos Express",
      selectedShippingDelay: "2 a 3 dias úteis",
    });
  });

  test("an answer that arrives after the destination changed is dropped", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    let answered = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/shipping/quotes", async (route) => {
      await gate;
      await route.continue();
      answered++;
    });
    await code.fill("1000-001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("button", { name: "Calculando..." })).toBeVisible();
    await chooseCountry(page, drawer, "ES Espanha");
    // Only now does the PT answer arrive.
    release();
    await expect.poll(() => answered).toBe(1);
    await expect(drawer.getByRole("button", { name: "Calcular" })).toBeVisible();
    await expect(drawer.getByRole("radio")).toHaveCount(0);
    expect(await storedSelection(page)).toBeNull();
  });

  test("a postal code that does not exist is a field error and is not quoted", async ({ page, request }) => {
    const drawer = await cartWithOneProduct(page, request);
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    const calc = drawer.getByRole("button", { name: "Calcular" });
    let quotes = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/shipping/quotes")) quotes++;
    });
    await code.fill("0000-000");
    await calc.click();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAccessibleDescription(/^Código postal inexistente em Portugal/);
    await chooseCountry(page, drawer, "ES Espanha");
    for (const bad of ["99999", "53001", "00000"]) {
      await code.fill(bad);
      await calc.click();
      await expect(code).toHaveAttribute("aria-invalid", "true");
      await expect(code).toHaveAccessibleDescription(/^Código postal inexistente em Espanha/);
    }
    await expect(drawer.getByRole("radio")).toHaveCount(0);
    expect(quotes).toBe(0);
    await code.fill("52001");
    await calc.click();
    await expect(drawer.getByRole("radio", { name: /Correos Ceuta e Melilla/ })).toBeChecked();
    await expect(code).not.toHaveAttribute("aria-invalid", "true");
  });

  test("on a phone the options and the error box come into view after 'Calcular' @phone", async ({ page, request, context }) => {
    const products = await findProducts(request, (x) => x.stockQuantity >= 3, 3);
    for (const p of products) {
      await page.goto(`/produto/${p.id}`);
      await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    }
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrinho de compras/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "Carrinho de Compras" });
    const code = drawer.getByRole("textbox", { name: "Código postal" });
    await code.fill("1000-001");
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("radio").first()).toBeInViewport({ ratio: 1 });

    await drawer.getByRole("listitem").first().scrollIntoViewIfNeeded();
    await code.fill("4000-123");
    await context.setOffline(true);
    await drawer.getByRole("button", { name: "Calcular" }).click();
    await expect(drawer.getByRole("alert")).toHaveText("Erro de conexão. Verifique sua conexão e tente novamente.");
    await expect(drawer.getByRole("alert")).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
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
    await code.fill("9990-000");
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
