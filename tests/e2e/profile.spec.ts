import { expect, type Locator, type Page } from "@playwright/test";
import { ownClient, PASSWORD, registered, signInThroughUi, uniqueEmail } from "./support/accounts";
import { test } from "./support/fixtures";

// The profile forms (SPEC §5): name rules typed key by key, tax numbers (DESIGN §6.11), saving and leaving the blocking form.
/** A registered (incomplete) customer with the blocking form open over the home page. */
async function blockingForm(page: Page, tag: string) {
  const ip = await ownClient(page);
  const email = uniqueEmail(tag);
  await registered(page.request, email, ip);
  await signInThroughUi(page, email);
  await expect(page.getByRole("heading", { name: "Complete o seu perfil" })).toBeVisible();
  await page.goto("/");
  const modal = page.getByRole("dialog", { name: "Complete o seu perfil" });
  await expect(modal).toBeVisible();
  return { modal, email };
}

async function fillRest(modal: Locator, phone = "912345678", nif = "123456789") {
  await modal.getByLabel("Dia").selectOption("12");
  await modal.getByLabel("Mês").selectOption("4");
  await modal.getByLabel("Ano").selectOption("1991");
  await modal.getByLabel("Telefone", { exact: true }).fill(phone);
  await modal.getByLabel("NIF").fill(nif);
}

const myCustomer = async (page: Page) => ((await (await page.request.get("/api/account/me")).json()) as { customer: Record<string, string> }).customer;

test.describe("SPEC §5 name rules, typed key by key", () => {
  test("blocking form: the first name replaces the full name's prefix, never piles up; space moves to the full name", async ({ page }) => {
    const { modal } = await blockingForm(page, "prefixo");
    const first = modal.getByLabel("Primeiro nome");
    const full = modal.getByLabel("Nome completo");
    await expect(first).toBeFocused();
    await expect(full).toHaveValue("Maria Silva");
    // The form opens with the first name selected: the first key replaces it.
    await first.pressSequentially("Beatriz");
    await expect(first).toHaveValue("Beatriz");
    await expect(full).toHaveValue("Beatriz Silva");
    await first.clear();
    await expect(full).toBeDisabled();
    await first.pressSequentially("Bea");
    await expect(full).toHaveValue("Bea Silva");
    await first.press(" ");
    await expect(full).toBeFocused();
    await expect(first).toHaveValue("Bea");
    await page.keyboard.type(" Costa");
    await expect(full).toHaveValue("Bea Silva Costa");
    await fillRest(modal);
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("dialog", { name: "Complete o seu perfil" })).toHaveCount(0);
    expect(await myCustomer(page)).toMatchObject({ firstName: "Bea", fullName: "Bea Silva Costa" });
  });

  test("sign-up form: space moves to the full name, the prefix follows the first name, the full name must differ", async ({ page }) => {
    await ownClient(page);
    const email = uniqueEmail("registo-nome");
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Cadastrar" }).click();
    const form = page.getByRole("form", { name: "Cadastrar" });
    const first = form.getByLabel("Primeiro nome");
    const full = form.getByLabel("Nome completo");
    await expect(full).toBeDisabled();
    await first.pressSequentially("Beatriz Costa");
    await expect(first).toHaveValue("Beatriz");
    await expect(full).toHaveValue("Beatriz Costa");
    await expect(full).toBeFocused();
    await first.clear();
    await expect(full).toBeDisabled();
    await first.pressSequentially("Bia");
    await expect(full).toHaveValue("Bia Costa");
    await full.fill("Bia");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirmar senha").fill(PASSWORD);
    await form.getByRole("button", { name: "Criar conta" }).click();
    await expect(form.getByText("Nome completo é obrigatório e deve ser diferente do primeiro nome")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await full.fill("Bia Costa");
    await form.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByRole("dialog", { name: "Verifique o seu e-mail" })).toBeVisible();
    await page.getByRole("button", { name: "Ir para Entrar" }).click();
    await signInThroughUi(page, email);
    const profile = page.getByRole("form", { name: "Complete o seu perfil" });
    await expect(profile.getByLabel("Primeiro nome")).toHaveValue("Bia");
    await expect(profile.getByLabel("Nome completo")).toHaveValue("Bia Costa");
  });
});

test.describe("the blocking complete-profile form", () => {
  test("a customer in Spain completes it with a Spanish NIF; the toast stays and the page is not reloaded @phone", async ({ page }) => {
    await page.clock.install();
    const { modal } = await blockingForm(page, "espanha");
    await fillRest(modal, "912345678", "12345678Z");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(modal.getByText("O NIF/NIE espanhol só é aceite com um telefone espanhol (+34)")).toBeVisible();
    await modal.getByLabel("Indicativo").selectOption("+34");
    await modal.getByLabel("Telefone", { exact: true }).fill("612345678");
    await modal.getByLabel("NIF").fill("12345678A");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(modal.getByText("NIF/NIE inválido: a letra de controlo não confere")).toBeVisible();
    await modal.getByLabel("NIF").fill("12345678Z");
    await page.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("dialog", { name: "Complete o seu perfil" })).toHaveCount(0);
    const toast = page.getByText("Perfil completado com sucesso!");
    await expect(toast).toBeVisible();
    await page.clock.runFor(1500);
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    expect(await myCustomer(page)).toMatchObject({ phone: "+34612345678", nif: "12345678Z" });
  });

  test("a Portuguese NIF with a wrong check digit is refused", async ({ page }) => {
    const { modal } = await blockingForm(page, "digito");
    await fillRest(modal, "912345678", "123456780");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(modal.getByText("NIF inválido: o dígito de controlo não confere")).toBeVisible();
    await modal.getByLabel("NIF").fill("501964843");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("dialog", { name: "Complete o seu perfil" })).toHaveCount(0);
  });

  test("'Sair' in the blocking form signs out: the form is gone and the visitor is anonymous", async ({ page }) => {
    const { modal } = await blockingForm(page, "sair-form");
    await modal.getByRole("button", { name: "Sair" }).click();
    await expect(page.getByRole("dialog", { name: "Complete o seu perfil" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Entrar na sua conta" })).toBeVisible();
    expect(((await (await page.request.get("/api/account/session")).json()) as { session: unknown }).session).toBeNull();
    await page.reload();
    await expect(page.getByRole("link", { name: "Entrar na sua conta" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Complete o seu perfil" })).toHaveCount(0);
  });
});
