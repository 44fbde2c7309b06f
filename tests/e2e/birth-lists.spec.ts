import { expect, type Page } from "@playwright/test";
import { axe } from "./support/a11y";
import { signedInCustomer, uniqueEmail } from "./support/accounts";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { MAIN_SHOP_URL } from "./support/servers";

// The birth list's pages (issue 50): the parents' 'Listas de nascimento' (create, products from the product page,
// quantities, order, share), and the list as a visitor sees it, with or without its code, in both languages.

/** A day `days` from today, as a date field takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const listItems = (page: Page) => page.getByRole("list", { name: "Produtos da lista" }).getByRole("listitem");

async function createList(page: Page, fields: { babyName: string; surname?: string; message?: string }) {
  await page.goto("/listas-nascimento");
  await expect(page.getByRole("heading", { name: "Listas de nascimento", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Criar lista" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Nova lista de nascimento" });
  await dialog.getByLabel("Nome do bebé").fill(fields.babyName);
  if (fields.surname) await dialog.getByLabel("Apelido da família").fill(fields.surname);
  await dialog.getByLabel("Data prevista do nascimento").fill(dayFromNow(60));
  if (fields.message) await dialog.getByLabel("Mensagem para quem visita a lista").fill(fields.message);
  await dialog.getByRole("button", { name: "Criar lista" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Lista de ${fields.babyName}`, level: 1 })).toBeVisible();
}

async function addFromProductPage(page: Page, product: { id: number; name: string }, wanted: number, essential = false) {
  await page.goto(`/produto/${product.id}`);
  await page.getByRole("button", { name: "Adicionar à lista de nascimento" }).click();
  const dialog = page.getByRole("dialog", { name: "Adicionar à lista de nascimento" });
  await expect(dialog.getByText(product.name)).toBeVisible();
  await dialog.getByLabel("Quantidade pretendida").fill(String(wanted));
  if (essential) await dialog.getByLabel("Marcar como essencial").check();
  await dialog.getByRole("button", { name: "Adicionar à lista" }).click();
  await expect(dialog.getByRole("status")).toContainText("Adicionado à lista de");
  return dialog;
}

test.describe("birth lists", () => {
  test("a parent creates a list, adds two products from their pages, orders them and shares it; a visitor sees it without the surname @phone", async ({
    page,
    browser,
  }) => {
    await signedInCustomer(page, uniqueEmail("lista"));
    await page.goto("/listas-nascimento");
    await expect(page.getByText("Ainda não tem listas de nascimento")).toBeVisible();
    await axe(page, "birth lists, empty");

    await createList(page, { babyName: "Leonor", surname: "Marques", message: "Obrigado por fazerem parte disto!" });
    await expect(page.getByText("A lista ainda não tem produtos.")).toBeVisible();

    const [first, second] = await findProducts(page.request, (p) => p.stockQuantity > 3, 2);
    if (!first || !second) throw new Error("two products in stock are needed");
    const dialog = await addFromProductPage(page, first, 2, true);
    await dialog.getByRole("link", { name: "Ver a lista" }).click();
    await expect(listItems(page)).toHaveCount(1);
    await expect(listItems(page).first()).toContainText(first.name);
    await expect(listItems(page).first()).toContainText("0 de 2 oferecidos");
    await expect(listItems(page).first().getByRole("checkbox", { name: "Essencial" })).toBeChecked();
    await addFromProductPage(page, second, 1);

    await page.goto("/listas-nascimento");
    const card = page.getByRole("list", { name: "As suas listas de nascimento" }).getByRole("listitem");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("2 produtos");
    await card.getByRole("link", { name: "Gerir a lista de Leonor" }).click();
    await expect(listItems(page)).toHaveCount(2);
    await expect(listItems(page).nth(1)).toContainText(second.name);

    // The second goes first; a wanted quantity out of bounds is refused beside it and nothing changes.
    await page.getByRole("button", { name: `Subir ${second.name}` }).click();
    await expect(listItems(page).first()).toContainText(second.name);
    const wanted = page.getByRole("spinbutton", { name: `Quantidade pretendida de ${first.name}` });
    await wanted.fill("0");
    await wanted.press("Enter");
    await expect(listItems(page).nth(1).getByRole("alert")).toHaveText("A quantidade pretendida tem de estar entre 1 e 50.");
    await wanted.fill("3");
    await wanted.press("Enter");
    await expect(listItems(page).nth(1)).toContainText("0 de 3 oferecidos");
    await page.reload();
    await expect(listItems(page).first()).toContainText(second.name);
    await expect(listItems(page).nth(1)).toContainText("0 de 3 oferecidos");
    await axe(page, "birth list editor");
    await page.screenshot({ path: `/tmp/shot-editor-${test.info().project.name}.png`, fullPage: true });

    const address = await page.getByRole("textbox", { name: "Endereço da lista" }).inputValue();
    expect(address).toMatch(new RegExp(`^${MAIN_SHOP_URL}/lista/[2-9a-z]{12}$`));

    // A visitor: no account, the list by its address only.
    const visitor = await browser.newContext({ baseURL: MAIN_SHOP_URL, viewport: page.viewportSize() ?? undefined });
    const v = await visitor.newPage();
    await v.goto(address);
    await expect(v.getByRole("heading", { name: "Lista de nascimento de Leonor", level: 1 })).toBeVisible();
    await expect(v.getByText("Obrigado por fazerem parte disto!")).toBeVisible();
    const items = v.getByRole("list", { name: "Produtos que os pais escolheram" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(second.name);
    await expect(items.nth(1)).toContainText(first.name);
    await expect(items.nth(1)).toContainText("Faltam 3");
    await expect(items.nth(1)).toContainText("Essencial");
    await expect(v.getByRole("main")).not.toContainText("Marques");
    await axe(v, "birth list, visitor");
    await v.screenshot({ path: `/tmp/shot-visitor-${test.info().project.name}.png`, fullPage: true });
    await page.goto("/listas-nascimento");
    await page.screenshot({ path: `/tmp/shot-lists-${test.info().project.name}.png`, fullPage: true });
    await page.goto(`/produto/${first.id}`);
    await page.getByRole("button", { name: "Adicionar à lista de nascimento" }).click();
    await page.screenshot({ path: `/tmp/shot-add-${test.info().project.name}.png` });

    // The same list in Spanish.
    await v.goto(address.replace("/lista/", "/es/lista/"));
    await expect(v.getByRole("heading", { name: "Lista de nacimiento de Leonor", level: 1 })).toBeVisible();
    await expect(v.getByRole("list", { name: "Productos que eligieron los padres" }).getByRole("listitem").nth(1)).toContainText("Faltan 3");
    await axe(v, "birth list, visitor, Spanish");
    await visitor.close();
  });

  test("a list seen only with its code asks for it, refuses a wrong one, and opens with the right one in any case", async ({ page, browser }) => {
    await signedInCustomer(page, uniqueEmail("lista-codigo"));
    const res = await page.request.post("/api/birth-lists", {
      data: { babyName: "Tomás", expectedDate: dayFromNow(30), access: "code", accessCode: "Avo2027" },
      headers: { Origin: MAIN_SHOP_URL },
    });
    expect(res.status()).toBe(201);
    const { list } = (await res.json()) as { list: { slug: string; id: string } };
    await page.goto(`/listas-nascimento?lista=${list.id}`);
    await expect(page.getByText("Quem abrir a lista precisa também do código Avo2027.")).toBeVisible();

    const visitor = await browser.newContext({ baseURL: MAIN_SHOP_URL });
    const v = await visitor.newPage();
    await v.goto(`/lista/${list.slug}`);
    await expect(v.getByRole("heading", { name: "Lista privada" })).toBeVisible();
    await expect(v.getByText("Tomás")).toHaveCount(0);
    await axe(v, "birth list, code form");
    await v.getByLabel("Código da lista").fill("errado");
    await v.getByRole("button", { name: "Ver a lista" }).click();
    await expect(v.getByRole("alert")).toHaveText("O código não está certo. Confirme-o com os pais.");
    await v.getByLabel("Código da lista").fill("avo2027");
    await v.getByRole("button", { name: "Ver a lista" }).click();
    await expect(v.getByRole("heading", { name: "Lista de nascimento de Tomás", level: 1 })).toBeVisible();
    await expect(v.getByText("Os pais ainda não escolheram produtos.")).toBeVisible();

    // An address that is no list.
    await v.goto("/lista/23456789abcd");
    await expect(v.getByText("Esta lista de nascimento não existe ou já não está disponível.")).toBeVisible();
    await visitor.close();
  });

  test("the list's form refuses markup and a closing day before the birth under their fields, and creates nothing", async ({ page }) => {
    await signedInCustomer(page, uniqueEmail("lista-erros"));
    await page.goto("/listas-nascimento");
    await page.getByRole("button", { name: "Criar lista" }).click();
    const dialog = page.getByRole("dialog", { name: "Nova lista de nascimento" });
    await dialog.getByRole("button", { name: "Criar lista" }).click();
    await expect(dialog.getByText("Indique a data prevista (dia, mês e ano).")).toBeVisible();
    await dialog.getByLabel("Data prevista do nascimento").fill(dayFromNow(40));
    await dialog.getByLabel("A lista fecha em").fill(dayFromNow(20));
    await dialog.getByLabel("Mensagem para quem visita a lista").fill("<b>Olá</b>");
    await dialog.getByRole("button", { name: "Criar lista" }).click();
    await expect(dialog.getByText("Escreva só texto, sem marcas como < ou >.")).toBeVisible();
    await expect(dialog.getByText("A data de fecho tem de ser depois da data prevista e até um ano depois dela.")).toBeVisible();
    await axe(page, "birth list form with errors", "[role=dialog]");
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    const lists = (await (await page.request.get("/api/birth-lists")).json()) as { lists: unknown[] };
    expect(lists.lists).toHaveLength(0);
  });

  test("the product page sends a visitor to sign in before adding to a list", async ({ page }) => {
    const [product] = await findProducts(page.request, (p) => p.stockQuantity > 0, 1);
    if (!product) throw new Error("a product in stock is needed");
    await page.goto(`/produto/${product.id}`);
    await page.getByRole("button", { name: "Adicionar à lista de nascimento" }).click();
    const dialog = page.getByRole("dialog", { name: "Adicionar à lista de nascimento" });
    await expect(dialog.getByText("Entre na sua conta para adicionar produtos à sua lista de nascimento.")).toBeVisible();
    await dialog.getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(new RegExp(`/auth\\?voltar=${encodeURIComponent(`/produto/${product.id}`).replace(/[/]/g, "%2F")}`));
  });
});
