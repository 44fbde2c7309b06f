import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { ownClient, PASSWORD, registered, signedInCustomer, signInThroughUi, uniqueEmail } from "./support/accounts";
import { cardOf, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { mainShopSql } from "./support/servers";

test.describe("account pages", () => {
  test("a visitor is sent to /auth and comes back after signing in; side menu on the page @phone", async ({ page }) => {
    const ip = await ownClient(page);
    const email = uniqueEmail("volta");
    await registered(page.request, email, ip);
    await page.goto("/minha-conta");
    await expect(page).toHaveURL(/\/auth\?voltar=%2Fminha-conta$/);
    await signInThroughUi(page, email);
    // Profile incomplete: the form first, then back where the customer was going.
    const form = page.getByRole("form", { name: "Complete o seu perfil" });
    await form.getByLabel("Dia").selectOption("12");
    await form.getByLabel("Mês").selectOption("4");
    await form.getByLabel("Ano").selectOption("1991");
    await form.getByLabel("Telefone", { exact: true }).fill("912345678");
    await form.getByLabel("NIF").fill("123456789");
    await form.getByRole("button", { name: "Guardar" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.goto("/minha-conta");
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Maria!" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Menu da conta" });
    await expect(menu.getByRole("link")).toHaveText(["Minha Conta", "Meus Pedidos", "Meus Favoritos", "Endereços", "Listas de nascimento", "Meus dados"]);
    await menu.getByRole("link", { name: "Meus Pedidos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Meus Pedidos" })).toBeVisible();
    await expect(page.getByText("Ainda não fez nenhuma encomenda")).toBeVisible();
    await menu.getByRole("link", { name: "Endereços" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Endereços Cadastrados" })).toBeVisible();
    await expect(page.getByText("Nenhum endereço cadastrado")).toBeVisible();
  });

  test("account menu: every entry is fully on the screen, without sideways scrolling @phone", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("chips"));
    await page.goto("/meus-dados");
    const menu = page.getByRole("navigation", { name: "Menu da conta" });
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(6);
    const width = page.viewportSize()!.width;
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, await link.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test("greeting with the e-mail's first part when there is no first name", async ({ page }) => {
    const email = uniqueEmail("semnome");
    await signedInCustomer(page, email);
    await mainShopSql`UPDATE customers SET first_name = ${null} WHERE email = ${email}`;
    await page.goto("/minha-conta");
    const local = email.split("@")[0]!;
    await expect(page.locator("h1").first()).toHaveText(`Olá, ${local[0]!.toUpperCase()}${local.slice(1)}!`);
  });

  test("my data: each validation message, then saved", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("dados"));
    await page.goto("/minha-conta");
    await page.getByRole("button", { name: "EDITAR" }).click();
    await expect(page).toHaveURL(/\/meus-dados$/);
    const form = page.getByRole("form", { name: "Complete o seu perfil" });
    await expect(form.getByLabel("Primeiro nome")).toHaveValue("Ana");
    await form.getByLabel("NIF (opcional)").fill("1234");
    await form.getByRole("button", { name: "Guardar alterações" }).click();
    await expect(form.getByText("O NIF deve ter exatamente 9 dígitos")).toBeVisible();
    await form.getByLabel("NIF (opcional)").fill("987654322");
    await form.getByLabel("Telefone", { exact: true }).fill("");
    await form.getByRole("button", { name: "Guardar alterações" }).click();
    await expect(form.getByText("Por favor, preencha todos os campos obrigatórios")).toBeVisible();
    await form.getByLabel("Telefone", { exact: true }).fill("91234");
    await form.getByRole("button", { name: "Guardar alterações" }).click();
    await expect(form.getByText("Formato de telefone inválido")).toBeVisible();
    await form.getByLabel("Telefone", { exact: true }).fill("933333333");
    await form.getByRole("button", { name: "Guardar alterações" }).click();
    await expect(page.getByText("Dados atualizados com sucesso")).toBeVisible();
    await page.getByRole("navigation", { name: "Menu da conta" }).getByRole("link", { name: "Minha Conta" }).click();
    await expect(page.getByText("+351933333333")).toBeVisible();
    await expect(page.getByText("987654322")).toBeVisible();
  });

  test("my data: the first name typed key by key replaces the full name's prefix", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("prefixo-dados"));
    await page.goto("/meus-dados");
    const form = page.getByRole("form", { name: "Complete o seu perfil" });
    const first = form.getByLabel("Primeiro nome");
    const full = form.getByLabel("Nome completo");
    await expect(full).toHaveValue("Ana Costa");
    await first.click();
    await first.press("End");
    await first.pressSequentially("stácia");
    await expect(full).toHaveValue("Anastácia Costa");
    for (let i = 0; i < 6; i++) await first.press("Backspace");
    await expect(full).toHaveValue("Ana Costa");
    await first.clear();
    await expect(full).toBeDisabled();
    await first.pressSequentially("Beatriz");
    await expect(full).toHaveValue("Beatriz Costa");
    await full.fill("Beatriz");
    await form.getByRole("button", { name: "Guardar alterações" }).click();
    await expect(form.getByText("Nome completo é obrigatório e deve ser diferente do primeiro nome")).toBeVisible();
    await full.fill("Beatriz Costa");
    await form.getByRole("button", { name: "Guardar alterações" }).click();
    await expect(page.getByText("Dados atualizados com sucesso")).toBeVisible();
    await page.reload();
    await expect(form.getByLabel("Primeiro nome")).toHaveValue("Beatriz");
    await expect(form.getByLabel("Nome completo")).toHaveValue("Beatriz Costa");
  });

  test("change password, then sign in with the new one", async ({ page, browser }) => {
    const email = uniqueEmail("senha");
    await signedInCustomer(page, email);
    await page.goto("/minha-conta");
    await page.getByRole("button", { name: "MUDAR SENHA" }).click();
    const dialog = page.getByRole("dialog", { name: "Mudar senha" });
    await dialog.getByLabel("Senha atual").fill("Errada#2026");
    await dialog.getByLabel("Nova senha").fill("Nova#Senha2027");
    await dialog.getByLabel("Confirmar senha").fill("Nova#Senha2027");
    await dialog.getByRole("button", { name: "Guardar nova senha" }).click();
    await expect(dialog.getByText("A senha atual está incorreta.")).toBeVisible();
    await dialog.getByLabel("Senha atual").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Guardar nova senha" }).click();
    await expect(page.getByText("Senha alterada com sucesso!")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Ana!" })).toBeVisible();

    const other = await browser.newPage();
    await ownClient(other);
    await signInThroughUi(other, email, PASSWORD);
    await expect(other.getByRole("alert")).toHaveText("E-mail ou senha incorretos");
    await signInThroughUi(other, email, "Nova#Senha2027");
    await other.waitForURL((u) => u.pathname === "/");
    await other.close();
  });

  test("download my data: a JSON file with the account, profile and addresses", async ({ page }) => {
    const email = uniqueEmail("exportar");
    await signedInCustomer(page, email);
    await page.goto("/minha-conta");
    await expect(page.getByText("Um ficheiro JSON com tudo o que guardamos sobre si")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "DESCARREGAR OS MEUS DADOS" }).click()]);
    expect(download.suggestedFilename()).toBe("meus-dados-mae-e-bebe.json");
    const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.profile).toMatchObject({ firstName: "Ana", nif: "123456789" });
    expect(Array.isArray(data.orders)).toBe(true);
  });

  test("delete the account: consequences named, signed out, and the sign-in then fails", async ({ page }) => {
    const email = uniqueEmail("apagar");
    const ip = await signedInCustomer(page, email);
    await page.goto("/minha-conta");
    await page.getByRole("button", { name: "EXCLUIR MINHA CONTA" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir a sua conta?" });
    await expect(dialog).toContainText("As encomendas ficam guardadas, sem os seus dados pessoais, para fins fiscais.");
    await expect(dialog).toContainText("O seu e-mail fica livre e pode voltar a ser usado para criar uma nova conta.");
    await expect(dialog).not.toContainText("deixará de poder entrar");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await page.getByRole("button", { name: "EXCLUIR MINHA CONTA" }).click();
    // Who is there is asked first: a wrong password erases nothing and says so on the field.
    const confirmDialog = page.getByRole("alertdialog");
    await confirmDialog.getByLabel("A sua senha").fill("Errada#2026");
    await confirmDialog.getByRole("button", { name: "Excluir definitivamente" }).click();
    await expect(confirmDialog.getByText("A senha está incorreta. A conta não foi excluída.")).toBeVisible();
    await confirmDialog.getByLabel("A sua senha").fill(PASSWORD);
    await confirmDialog.getByRole("button", { name: "Excluir definitivamente" }).click();
    await expect(page.getByText("A sua conta foi excluída.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Entrar na sua conta" })).toBeVisible();
    await signInThroughUi(page, email);
    await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos");
    // As the dialog says: the e-mail can be used again for a new account.
    await registered(page.request, email, ip);
  });
});

test.describe("favourites", () => {
  test("a visitor's heart asks to sign in", async ({ page }) => {
    await page.goto("/sono-conforto");
    await page
      .getByRole("button", { name: /aos favoritos$/ })
      .first()
      .click();
    await expect(page.getByText("Login necessário")).toBeVisible();
    await expect(page.getByText("Faça login para adicionar produtos aos favoritos.")).toBeVisible();
  });

  test("favourite from a card and from detail; hearts agree everywhere; /favoritos and its empty state", async ({ page, request }) => {
    await signedInCustomer(page, uniqueEmail("fav"));
    const [a, b] = await findProducts(request, (p) => p.stockQuantity > 0, 2);
    await page.goto(`/pesquisa?q=${encodeURIComponent(a!.name)}`);
    const heartA = cardOf(page, a!).getByRole("button", { name: `Adicionar ${a!.name} aos favoritos` });
    await heartA.click();
    await expect(page.getByText("Adicionado aos favoritos!")).toBeVisible();
    await expect(page.getByRole("button", { name: `Remover ${a!.name} dos favoritos` }).first()).toHaveAttribute("aria-pressed", "true");

    await page.goto(`/produto/${b!.id}`);
    await page
      .getByRole("main")
      .getByRole("button", { name: `Adicionar ${b!.name} aos favoritos` })
      .first()
      .click();
    await expect(page.getByText("Adicionado aos favoritos!").first()).toBeVisible();
    await page.goto(`/produto/${a!.id}`);
    await expect(
      page
        .getByRole("main")
        .getByRole("button", { name: `Remover ${a!.name} dos favoritos` })
        .first(),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/favoritos");
    await expect(page.getByRole("navigation", { name: "Trilho de navegação" })).toContainText("Meus Favoritos");
    await expect(page.getByText("2 produto(s) favoritado(s)")).toBeVisible();
    const grid = page.getByRole("list", { name: "Meus Favoritos" });
    await expect(grid.getByRole("article").first()).toContainText(b!.name);
    await grid.getByRole("button", { name: `Remover ${b!.name} dos favoritos` }).click();
    await expect(page.getByText("Removido dos favoritos")).toBeVisible();
    await expect(page.getByText("1 produto(s) favoritado(s)")).toBeVisible();
    await grid.getByRole("button", { name: `Remover ${a!.name} dos favoritos` }).click();
    await expect(page.getByText("Nenhum favorito ainda")).toBeVisible();
    await page.getByRole("link", { name: "Explorar produtos" }).click();
    await expect(page).toHaveURL(/\/catalogo$/);
  });
});
