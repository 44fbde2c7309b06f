import { type Browser, expect, type Page } from "@playwright/test";
import { axe } from "./support/a11y";
import { lastMail, signedInCustomer, uniqueEmail } from "./support/accounts";
import { findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { cartDrawer } from "./support/locators";
import { customerWithAddress, placeOrder, productsToOrder } from "./support/orders";
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
    // The whole of a parent's and a visitor's way through, with axe on four pages: longer than one step.
    test.slow();
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

  test("a product on the list sold out: the parents may be told when it is back, visitors see it sold out and cannot offer it", async ({
    page,
    browser,
    shopData,
  }) => {
    // A product few other tests would pick (they want more stock), so emptying it disturbs none of them.
    const [low] = await findProducts(page.request, (p) => p.stockQuantity >= 1 && p.stockQuantity <= 3, 1);
    if (!low) throw new Error("a product with little stock is needed");
    const { product } = (await (await page.request.get(`/api/products/${low.id}`)).json()) as { product: { variants: { id: number }[] } };
    const parents = await parentsWithList(browser, [{ productId: low.id, variantId: product.variants[0]!.id }], 1);
    await shopData.setStock(low.id, 0);

    await parents.page.goto(`/listas-nascimento?lista=${parents.list.id}`);
    const row = parents.page.getByRole("list", { name: "Produtos da lista" }).getByRole("listitem").first();
    await expect(row).toContainText("Esgotado ou fora de venda");
    await row.getByRole("button", { name: "Avise-me quando voltar" }).click();
    await expect(row.getByRole("status")).toContainText("Combinado: enviamos um e-mail para");

    await page.goto(`/lista/${parents.list.slug}`);
    const card = page.getByRole("list", { name: "Produtos que os pais escolheram" }).getByRole("listitem").first();
    await expect(card).toContainText("Esgotado de momento");
    await expect(card.getByRole("button")).toHaveCount(0);
    await parents.close();
  });

  test("a list is found by surname and expected date only when its parents allowed it, in both languages", async ({ page, browser }) => {
    const surname = `Quaresma${Math.random().toString(36).slice(2, 7)}`;
    const day = dayFromNow(75);
    const context = await browser.newContext({ baseURL: MAIN_SHOP_URL });
    const parents = await context.newPage();
    await signedInCustomer(parents, uniqueEmail("pais-procura"));
    for (const [babyName, searchable] of [
      ["Matilde", true],
      ["Escondida", false],
    ] as const) {
      const res = await parents.request.post("/api/birth-lists", {
        data: { babyName, surname, expectedDate: day, searchable },
        headers: { Origin: MAIN_SHOP_URL },
      });
      expect(res.status()).toBe(201);
    }
    await context.close();

    await page.goto("/encontrar-lista");
    await expect(page.getByRole("heading", { name: "Encontrar uma lista de nascimento", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Procurar" }).click();
    await expect(page.getByText("Indique o apelido (pelo menos 2 letras).")).toBeVisible();
    await page.getByLabel("Apelido da família").fill(surname.toUpperCase());
    await page.getByLabel("Data prevista do nascimento").fill(day);
    await page.getByRole("button", { name: "Procurar" }).click();
    const found = page.getByRole("region", { name: "Listas encontradas" }).getByRole("listitem");
    await expect(found).toHaveCount(1);
    await expect(found).toContainText("Lista de nascimento de Matilde");
    await axe(page, "find a birth list");
    await found.getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Lista de nascimento de Matilde", level: 1 })).toBeVisible();

    await page.goto("/es/encontrar-lista");
    await page.getByLabel("Apellido de la familia").fill(surname);
    await page.getByLabel("Fecha prevista del nacimiento").fill(dayFromNow(76));
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("No hemos encontrado ninguna lista");
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

/** The parents' home, where gifts may be sent: none of it but the city may reach a visitor. */
const PARENTS_HOME = {
  firstName: "Ana",
  fullName: "Ana Quaresma",
  phone: "+351934567890",
  country: "PT",
  zipCode: "4050-262",
  state: "Porto",
  city: "Porto",
  address: "Rua das Camélias",
  number: "25",
  neighborhood: "Cedofeita",
  propertyType: "casa",
};
// The postal code whole: its first digits alone can be part of a random order number on the same page (3040504B).
const PARENTS_SECRETS = [/Camélias/, /4050-?262/, /Quaresma/, /934\s?567/, /Cedofeita/];

/**
 * Parents (in their own browser context) with a list of `wanted` units of each product, made through the API; with
 * `home`, their saved address is the list's address for gifts.
 */
async function parentsWithList(browser: Browser, products: { productId: number; variantId: number }[], wanted: number, { home = false } = {}) {
  const context = await browser.newContext({ baseURL: MAIN_SHOP_URL });
  const parents = await context.newPage();
  const email = uniqueEmail("pais");
  await signedInCustomer(parents, email);
  const headers = { Origin: MAIN_SHOP_URL };
  const giftAddressId = home
    ? ((await (await parents.request.post("/api/addresses", { data: PARENTS_HOME, headers })).json()) as { address: { id: string } }).address.id
    : undefined;
  const res = await parents.request.post("/api/birth-lists", {
    data: { babyName: "Leonor", expectedDate: dayFromNow(45), ...(giftAddressId ? { giftAddressId } : {}) },
    headers,
  });
  expect(res.status()).toBe(201);
  const { list } = (await res.json()) as { list: { id: string; slug: string } };
  for (const p of products)
    expect((await parents.request.put(`/api/birth-lists/${list.id}/items/${p.variantId}`, { data: { wanted }, headers })).status()).toBe(200);
  const offered = async (productId: number) =>
    (
      (await (await parents.request.get(`/api/birth-lists/${list.id}`)).json()) as { list: { items: { productId: number; offered: number }[] } }
    ).list.items.find((i) => i.productId === productId)!.offered;
  return { list, email, offered, page: parents, close: () => context.close() };
}

/** From the cart drawer to the test payment page with the saved address and the first option. */
async function checkoutFromDrawer(page: Page) {
  await cartDrawer(page).getByRole("link", { name: "Finalizar Compra" }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

test.describe("offering from a birth list", () => {
  test("a friend offers a product with a message, pays on the test page, and the list counts it for the parents @phone", async ({ page, browser }) => {
    const [product] = await productsToOrder(page, 1, 10);
    const parents = await parentsWithList(browser, [product!], 2);
    await customerWithAddress(page, "amiga");
    await page.goto(`/lista/${parents.list.slug}`);
    const card = page.getByRole("list", { name: "Produtos que os pais escolheram" }).getByRole("listitem").first();
    await expect(card).toContainText("Faltam 2");
    await card.getByRole("button", { name: `Oferecer ${product!.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Oferecer" });
    await dialog.getByRole("button", { name: "Pôr no carrinho" }).click();
    await expect(dialog.getByText("Indique de quem é o presente.")).toBeVisible();
    await dialog.getByLabel("De (o seu nome)").fill("Tia Joana");
    await dialog.getByLabel("Mensagem para os pais (opcional)").fill("Muitos parabéns!");
    await axe(page, "offer dialog", "[role=dialog]");
    await dialog.getByRole("button", { name: "Pôr no carrinho" }).click();
    await expect(cartDrawer(page).getByText("Presente para a lista de Leonor")).toBeVisible();

    await checkoutFromDrawer(page);
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL(/\/order-success\?pedido=/);
    expect(await parents.offered(product!.productId)).toBe(1);
    await page.goto(`/lista/${parents.list.slug}`);
    await expect(page.getByRole("list", { name: "Produtos que os pais escolheram" }).getByRole("listitem").first()).toContainText("Falta 1");

    // The parents see who gave it, with the message: their thank-you list.
    await parents.page.goto(`/listas-nascimento?lista=${parents.list.id}`);
    const gifts = parents.page.getByRole("list", { name: "Presentes recebidos" });
    await expect(gifts.getByRole("listitem").first()).toContainText("De Tia Joana");
    await expect(gifts).toContainText(`1 × ${product!.name}`);
    await expect(gifts).toContainText("Muitos parabéns!");
    await expect(parents.page.getByRole("button", { name: "Exportar (CSV)" })).toBeVisible();
    await parents.close();
  });

  test("a friend sends the gift to the parents' home: offered by its city, never its street, through to the paid order @phone", async ({ page, browser }) => {
    test.slow();
    const [product] = await productsToOrder(page, 1, 10);
    const parents = await parentsWithList(browser, [product!], 2, { home: true });
    const noSecret = async () => {
      for (const s of PARENTS_SECRETS) await expect(page.locator("body")).not.toContainText(s);
    };
    // The parents' details name the address gifts go to.
    await parents.page.goto(`/listas-nascimento?lista=${parents.list.id}`);
    await expect(parents.page.getByRole("combobox", { name: "Morada para receber os presentes" })).toContainText("Ana Quaresma — Rua das Camélias 25, Porto");

    await customerWithAddress(page, "amiga-longe");
    await page.goto(`/es/lista/${parents.list.slug}`);
    await expect(page.getByText("Los regalos se pueden entregar directamente a los padres, en Porto.")).toBeVisible();
    await page.goto(`/lista/${parents.list.slug}`);
    await expect(page.getByText("Os presentes podem ser entregues diretamente aos pais, em Porto.")).toBeVisible();
    await noSecret();
    await page.getByRole("button", { name: `Oferecer ${product!.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Oferecer" });
    await dialog.getByLabel("De (o seu nome)").fill("Tia Joana");
    await dialog.getByLabel("Mensagem para os pais (opcional)").fill("Para o quarto da Leonor!");
    await dialog.getByRole("button", { name: "Pôr no carrinho" }).click();
    await cartDrawer(page).getByRole("link", { name: "Finalizar Compra" }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);

    // Delivery to the parents is offered (and chosen) by their city; the buyer's address is the invoice's.
    const toParents = page.getByRole("radio", { name: /Entregar aos pais de Leonor, em Porto/ });
    await expect(toParents).toBeChecked();
    await expect(page.getByText("A sua morada (para a fatura e para o contactarmos)")).toBeVisible();
    await expect(page.getByLabel("Nome de quem recebe")).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Opções de entrega" }).getByRole("radio").first()).toBeChecked();
    await noSecret();
    await axe(page, "shipping step with delivery to the parents");
    // To the buyer instead: the recipient is asked again; back to the parents.
    await page.getByRole("radio", { name: "Entregar na minha morada" }).check();
    await expect(page.getByLabel("Nome de quem recebe")).toBeVisible();
    await toParents.check();
    await expect(page.getByLabel("Nome de quem recebe")).toHaveCount(0);
    await page.getByRole("button", { name: "Continuar", exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await noSecret();

    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await noSecret();
    await page.getByRole("button", { name: "Pagar" }).click();
    await expect(page).toHaveURL(/\/order-success\?pedido=/);
    await expect(page.getByText("Entrega aos pais, em Porto")).toBeVisible();
    await noSecret();
    await page.goto("/meus-pedidos");
    await expect(page.getByText("Entrega aos pais, em Porto").first()).toBeVisible();
    await noSecret();
    expect(await parents.offered(product!.productId)).toBe(1);
    // The parents are told by e-mail who sent what, with the message; their page shows it marked.
    const told = await lastMail(parents.page.request, parents.email, "Um presente da lista de Leonor");
    expect(told.text).toContain("Tia Joana ofereceu-vos um presente da lista de nascimento:");
    expect(told.text).toContain("Para o quarto da Leonor!");
    await parents.page.goto(`/listas-nascimento?lista=${parents.list.id}`);
    await expect(parents.page.getByRole("list", { name: "Presentes recebidos" })).toContainText("De Tia Joana");
    await parents.close();
  });

  test("the last wanted unit offered by someone else meanwhile: told before paying, the line stays unmarked and can be bought", async ({ page, browser }) => {
    const [product] = await productsToOrder(page, 1, 10);
    const parents = await parentsWithList(browser, [product!], 1);
    await customerWithAddress(page, "amigo-atrasado");
    await page.goto(`/lista/${parents.list.slug}`);
    await page.getByRole("button", { name: `Oferecer ${product!.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Oferecer" });
    await dialog.getByLabel("De (o seu nome)").fill("Primo Rui");
    await dialog.getByRole("button", { name: "Pôr no carrinho" }).click();
    await checkoutFromDrawer(page);

    // Another friend's order takes the last one first.
    const other = await browser.newContext({ baseURL: MAIN_SHOP_URL });
    const otherPage = await other.newPage();
    const customer = await customerWithAddress(otherPage, "amiga-rapida");
    await placeOrder(otherPage, customer, [{ ...product!, quantity: 1 }], { gift: { slug: parents.list.slug, from: "Avó" } });
    await other.close();

    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByRole("alert")).toContainText(`${product!.name} acabou de ser oferecido por outra pessoa`);
    await page.getByRole("button", { name: "Encomendar com obrigação de pagamento" }).click();
    await expect(page.getByText(/Página de pagamento de TESTE/)).toBeVisible();
    await parents.close();
  });
});
