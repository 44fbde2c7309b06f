import { expect, type Page } from "@playwright/test";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { chooseCountry } from "./support/locators";
import { MAIN_SHOP_URL } from "./support/servers";

// /enderecos and the add-address dialog (SPEC §2, §5, §8) with the embedded postal table, and the cart's
// calculator with the saved address.

async function openDialog(page: Page) {
  await page.getByRole("button", { name: "Adicionar endereço" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Novo endereço" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const items = (page: Page) => page.getByRole("list", { name: "Endereços guardados" }).getByRole("listitem");

test.describe("addresses page", () => {
  test("add a PT and an ES address through the lookup, set the default, delete it @phone", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("moradas"));
    await page.goto("/enderecos");
    await expect(page.getByRole("navigation", { name: "Trilho de navegação" }).getByText("Endereços Cadastrados")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Endereços Cadastrados", level: 1 })).toBeVisible();
    await expect(page.getByText("Nenhum endereço cadastrado")).toBeVisible();

    // Portugal: the code appears after the country, the district and city come from the lookup.
    let dialog = await openDialog(page);
    await dialog.getByLabel("Mesmo titular da conta").check();
    await expect(dialog.getByLabel("Primeiro nome")).toHaveValue("Ana");
    await expect(dialog.getByLabel("Nome completo")).toHaveValue("Ana Costa");
    await expect(dialog.getByLabel("Código postal")).toHaveCount(0);
    await chooseCountry(page, dialog, "Portugal");
    const code = dialog.getByLabel("Código postal");
    await code.fill("1100-14");
    await expect(dialog.getByLabel("Rua")).toHaveCount(0);
    await code.pressSequentially("8");
    await expect(dialog.getByLabel("Distrito")).toHaveValue("Lisboa");
    await expect(dialog.getByLabel("Distrito")).toHaveAttribute("readonly", "");
    await expect(dialog.getByLabel("Cidade")).toHaveValue("Lisboa");
    await dialog.getByLabel("Rua").fill("Rua Augusta");
    await dialog.getByLabel("Número").fill("10");
    await dialog.getByLabel("Bairro / Freguesia").fill("Santa Maria Maior");
    await dialog.getByLabel("Telefone").fill("+351912345678");
    await dialog.getByLabel("Casa").check();
    await dialog.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(page.getByText("Endereço adicionado com sucesso!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText("Padrão");
    await expect(items(page).first()).toContainText("1100-148 Lisboa");

    // Spain: the province; an apartment needs its complement, a house clears it.
    dialog = await openDialog(page);
    await dialog.getByLabel("Primeiro nome").fill("Elena");
    await dialog.getByLabel("Nome completo").fill("Elena García");
    await chooseCountry(page, dialog, "Espanha");
    await dialog.getByLabel("Código postal").fill("28013");
    await expect(dialog.getByLabel("Província")).toHaveValue("Madrid");
    await expect(dialog.getByLabel("Cidade")).toHaveValue("Madrid");
    await dialog.getByLabel("Rua").fill("Calle Mayor");
    await dialog.getByLabel("Número").fill("5");
    await dialog.getByLabel("Bairro", { exact: true }).fill("Centro");
    await dialog.getByLabel("Telefone").fill("+34612345678");
    await dialog.getByLabel("Apartamento").check();
    await dialog.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(dialog.getByText("Complemento é obrigatório para apartamento")).toBeVisible();
    await dialog.getByLabel("Complemento").fill("2.º B");
    await dialog.getByLabel("Casa").check();
    await expect(dialog.getByLabel("Complemento")).toHaveCount(0);
    await dialog.getByLabel("Apartamento").check();
    await expect(dialog.getByLabel("Complemento")).toHaveValue("");
    await dialog.getByLabel("Complemento").fill("2.º B");
    await dialog.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).nth(1)).toContainText("Calle Mayor 5, 2.º B");

    // The new default moves first; deleting it promotes the remaining one.
    await page.getByRole("button", { name: "Definir como padrão: Calle Mayor 5, 28013 Madrid" }).click();
    await expect(page.getByText("Endereço padrão atualizado!")).toBeVisible();
    await expect(items(page).first()).toContainText("Elena García");
    await expect(items(page).first()).toContainText("Padrão");
    await page.getByRole("button", { name: "Remover endereço: Calle Mayor 5, 28013 Madrid" }).click();
    await expect(page.getByText("Endereço removido com sucesso!")).toBeVisible();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText("Padrão");
    await expect(items(page).first()).toContainText("Rua Augusta 10");
  });

  test("a code the table cannot place: SPEC's fallback text, and the customer types the city", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("moradas-fora"));
    await page.goto("/enderecos");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Primeiro nome").fill("Elena");
    await dialog.getByLabel("Nome completo").fill("Elena García");
    await chooseCountry(page, dialog, "Espanha");
    await dialog.getByLabel("Código postal").fill("28400");
    await expect(dialog.getByLabel("Província")).toHaveValue("Madrid");
    const city = dialog.getByLabel("Cidade");
    await expect(city).toHaveValue("");
    await expect(city).toHaveAttribute("placeholder", "Cidade não encontrada");
    await expect(city).toBeEditable();
    await dialog.getByLabel("Rua").fill("Calle Real");
    await dialog.getByLabel("Número").fill("1");
    await dialog.getByLabel("Bairro", { exact: true }).fill("Centro");
    await dialog.getByLabel("Telefone").fill("+34612345678");
    await dialog.getByLabel("Casa").check();
    await dialog.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(dialog.getByText("Cidade é obrigatória")).toBeVisible();
    await city.fill("Collado Villalba");
    await dialog.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(items(page).first()).toContainText("28400 Collado Villalba");
  });

  test("a postal code that cannot exist is named at once, and the address fields stay hidden", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("moradas-erro"));
    await page.goto("/enderecos");
    const dialog = await openDialog(page);
    await chooseCountry(page, dialog, "Portugal");
    await dialog.getByLabel("Código postal").fill("0999-001");
    await expect(dialog.getByLabel("Rua")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Salvar endereço" }).click();
    await expect(dialog.getByText("Primeiro nome é obrigatório")).toBeVisible();
    await expect(dialog.getByText(/Código postal inexistente em Portugal/)).toBeVisible();
    await expect(dialog.getByLabel("Código postal")).toHaveValue("0999-001");
  });
});

test.describe("shipping calculator with the saved address", () => {
  test("the default address with 'Calcular Frete', 'Outro endereço' and back with 'Usar endereço salvo'", async ({ page, request }) => {
    const ip = await signedInCustomer(page, uniqueEmail("moradas-frete"));
    const res = await page.request.post("/api/addresses", {
      headers: { "CF-Connecting-IP": ip, Origin: MAIN_SHOP_URL },
      data: {
        firstName: "Ana",
        fullName: "Ana Costa",
        phone: "+351912345678",
        country: "PT",
        zipCode: "9000-001",
        state: "Região Autónoma da Madeira",
        city: "Funchal",
        address: "Avenida Arriaga",
        number: "3",
        neighborhood: "Sé",
        propertyType: "casa",
      },
    });
    expect(res.status()).toBe(201);
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 3);
    await page.goto(`/produto/${p!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Carrinho de compras/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "Carrinho de Compras" });
    const panel = drawer.getByTestId("frete-endereco-salvo");
    await expect(panel).toContainText("Avenida Arriaga 3");
    await expect(panel).toContainText("9000-001 Funchal");
    await panel.getByRole("button", { name: "Calcular Frete" }).click();
    // Madeira has its own rates in the embedded table; the cheapest is selected.
    await expect(drawer.getByRole("radio").first()).toBeChecked();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("mae-bebe-shipping") ?? "null"));
    expect(stored).toMatchObject({ selectedCountry: "PT", postalCode: "9000-001" });

    await panel.getByRole("button", { name: "Outro endereço" }).click();
    await expect(drawer.getByRole("radio")).toHaveCount(0);
    await expect(drawer.getByRole("combobox", { name: "País" })).toBeVisible();
    await drawer.getByPlaceholder("1000-001").fill("1000-001");
    await drawer.getByRole("button", { name: "Calcular", exact: true }).click();
    await expect(drawer.getByRole("radio", { name: /CTT Correio Normal/ })).toBeChecked();
    await drawer.getByRole("button", { name: "Usar endereço salvo" }).click();
    await expect(drawer.getByTestId("frete-endereco-salvo")).toBeVisible();
  });
});
