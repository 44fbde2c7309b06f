import { expect } from "@playwright/test";
import { apiJson, escapeRe, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";

test.describe("search palette", () => {
  test("Ctrl+K opens it; under 2 characters it asks for more; suggestions; Enter opens the results @phone", async ({ page, request }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Pesquisar produtos" });
    await expect(palette).toBeVisible();
    const input = palette.getByRole("combobox");
    await expect(palette.getByText("Digite pelo menos 2 caracteres para buscar produtos")).toBeVisible();
    await input.fill("b");
    await input.press("Enter");
    await expect(palette).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await input.fill("berco");
    const expected = await apiJson(request, "/api/products/search?q=berco&limit=6");
    const options = palette.getByRole("option").filter({ hasNotText: "Ver todos os resultados" });
    await expect(options).toHaveCount(Math.min(6, expected.total));
    await expect(options.first()).toContainText(expected.items[0].name);
    await input.press("Enter");
    await expect(page).toHaveURL(/\/pesquisa\?q=berco$/);
    await expect(palette).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: "Pesquisar produtos" }).getByRole("combobox")).toHaveValue("");
  });

  test("a visible 'Fechar' button closes it and gives focus back @phone", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("banner").getByRole("button", { name: "Pesquisar produtos" });
    await open.click();
    const palette = page.getByRole("dialog", { name: "Pesquisar produtos" });
    await palette.getByRole("combobox").fill("berco");
    const close = palette.getByRole("button", { name: "Fechar" });
    await expect(close).toBeVisible();
    await expect(close).toBeInViewport({ ratio: 1 });
    await close.click();
    await expect(palette).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(page.getByRole("dialog", { name: "Pesquisar produtos" }).getByRole("combobox")).toHaveValue("");
  });

  test("shows 'Buscando...' while it looks", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/products/search?*", async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Pesquisar produtos" }).click();
    await page.getByRole("dialog").getByRole("combobox").fill("body");
    await expect(page.getByText("Buscando...")).toBeVisible();
    release();
    await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
  });

  test("picking a suggestion opens the product and clears the term; arrows choose a suggestion", async ({ page, request }) => {
    const expected = await apiJson(request, "/api/products/search?q=espreguicadeira&limit=6");
    await page.goto("/");
    await page.getByRole("button", { name: "Pesquisar produtos" }).click();
    const palette = page.getByRole("dialog");
    await palette.getByRole("combobox").fill("espreguicadeira");
    // Its own option (a namesake may be listed too): the palette's value for it is the product's id.
    await palette
      .getByRole("option", { name: new RegExp(`^${escapeRe(expected.items[0].name)} \\d`) })
      .and(palette.locator(`[data-value="produto-${expected.items[0].id}"]`))
      .click();
    await expect(page).toHaveURL(new RegExp(`/produto/${expected.items[0].id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Espreguiçadeira");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("dialog").getByRole("combobox");
    await expect(input).toHaveValue("");
    await input.fill("espreguicadeira");
    await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/produto\/\d+$/);
  });

  test("nothing found: message and 'Pesquisar por' button; out-of-stock suggestions are marked", async ({ page, request }) => {
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog");
    await palette.getByRole("combobox").fill("zzzzqq");
    await expect(palette.getByText("Nenhum produto encontrado.")).toBeVisible();
    await palette.getByRole("option", { name: 'Pesquisar por "zzzzqq"' }).click();
    await expect(page).toHaveURL(/\/pesquisa\?q=zzzzqq$/);
    await expect(page.getByText("Nenhum produto encontrado", { exact: true })).toBeVisible();

    const [oos] = await findProducts(request, (p) => p.stockQuantity === 0);
    await page.keyboard.press("Control+k");
    await palette.getByRole("combobox").fill(oos!.name);
    await expect(
      palette.getByRole("option", { name: new RegExp(`^${escapeRe(oos!.name)}`) }).and(palette.locator(`[data-value="produto-${oos!.id}"]`)),
    ).toContainText("Fora de Estoque");
  });

  test("nothing found: 'Procurava …?', the categories and the products matching some words, each a choice", async ({ page, request }) => {
    const body = await apiJson(request, "/api/products/search?q=banhera%20gemeos&limit=6");
    expect(body.total).toBe(0);
    expect(body.suggestion).toBe("banheira gemeos");
    await page.goto("/");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Pesquisar produtos" });
    await palette.getByRole("combobox").fill("banhera gemeos");
    await expect(palette.getByText("Nenhum produto encontrado.")).toBeVisible();
    await expect(palette.getByRole("option", { name: "Procurava banheira gemeos?" })).toBeVisible();
    await expect(palette.getByRole("group", { name: "Produtos com algumas das palavras pesquisadas" }).getByRole("option")).toHaveCount(body.partial.length);
    const [first] = body.categories as { name: string; path: string }[];
    await palette.getByRole("group", { name: "Categorias relacionadas" }).getByRole("option", { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRe(first!.path)}$`));
    await expect(palette).toBeHidden();
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").getByRole("combobox").fill("banhera gemeos");
    await page.getByRole("dialog").getByRole("option", { name: "Procurava banheira gemeos?" }).click();
    await expect(page).toHaveURL(/\/pesquisa\?q=banheira%20gemeos$/);
  });

  test("'Ver todos os resultados' opens the results page", async ({ page }) => {
    await page.goto("/catalogo");
    await page.getByRole("button", { name: "Pesquisar produtos" }).click();
    await page.getByRole("dialog").getByRole("combobox").fill("biberão");
    await page.getByRole("option", { name: "Ver todos os resultados" }).click();
    await expect(page).toHaveURL(/\/pesquisa\?q=biber%C3%A3o$/);
  });
});

test.describe("search results page", () => {
  test("heading, count, accent-insensitive results and the four sorts", async ({ page, request }) => {
    const body = await apiJson(request, "/api/products/search?q=berco");
    await page.goto("/pesquisa?q=berco");
    await expect(page.getByRole("heading", { level: 1, name: 'Resultados para "berco"' })).toBeVisible();
    await expect(page.getByText(`${body.total} produtos encontrados`)).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(Math.min(52, body.total));
    await expect(page.getByRole("main").getByRole("article").first()).toContainText("Berço");
    await page.getByRole("combobox", { name: "Ordenar por" }).click();
    await expect(page.getByRole("option")).toHaveText(["Relevância", "Menor preço", "Maior preço", "Nome A-Z"]);
    await page.getByRole("option", { name: "Nome A-Z" }).click();
    await expect(page).toHaveURL(/sort=name/);
    const byName = await apiJson(request, "/api/products/search?q=berco&sort=name");
    await expect(page.getByRole("main").getByRole("article").first()).toContainText(byName.items[0].name);
  });

  test("'carinho' lists the brand Carinho and offers 'Procurava carrinho?', which searches for carrinho", async ({ page, request }) => {
    // In the demo catalogue Carinho is a brand with many products, so the typo fallback is not used (decisions/0018).
    const body = await apiJson(request, "/api/products/search?q=carinho");
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.suggestion).toBe("carrinho");
    await page.goto("/pesquisa?q=carinho");
    const offer = page.getByRole("main").getByText("Procurava");
    await expect(offer).toHaveText("Procurava carrinho?");
    await offer.getByRole("link", { name: "carrinho" }).click();
    await expect(page).toHaveURL(/\/pesquisa\?q=carrinho$/);
    await expect(page.getByRole("heading", { level: 1, name: 'Resultados para "carrinho"' })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toContainText("Carrinho");
    await expect(page.getByRole("main").getByText("Procurava")).toHaveCount(0);
  });

  // Issue 30 item 15 (decisions/0035): a search that finds few offers a way on.
  test("'banhera bebe' finds 1: 'Procurava banheira bebe?', related categories and products with some of the words", async ({ page, request }) => {
    const body = await apiJson(request, "/api/products/search?q=banhera%20bebe");
    expect(body.total).toBeLessThan(6);
    expect(body.suggestion).toBe("banheira bebe");
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.partial.length).toBeGreaterThan(0);
    await page.goto("/pesquisa?q=banhera%20bebe");
    const main = page.getByRole("main");
    await expect(main.getByText(`${body.total} produto encontrado`)).toBeVisible();
    const categories = main.getByRole("region", { name: "Categorias relacionadas" });
    await expect(categories.getByRole("link")).toHaveText(body.categories.map((c: { name: string }) => c.name));
    const partial = main.getByRole("region", { name: "Produtos com algumas das palavras pesquisadas" });
    await expect(partial.getByRole("article")).toHaveCount(body.partial.length);
    await expect(partial.getByRole("article").first()).toContainText(body.partial[0].name);
    await expect(main.getByText("Procurava")).toHaveText("Procurava banheira bebe?");
    await main.getByRole("link", { name: "banheira bebe" }).click();
    await expect(page).toHaveURL(/\/pesquisa\?q=banheira%20bebe$/);
    await expect(page.getByRole("heading", { level: 1, name: 'Resultados para "banheira bebe"' })).toBeVisible();
    const corrected = await apiJson(request, "/api/products/search?q=banheira%20bebe");
    await expect(main.getByRole("region", { name: "Produtos com algumas das palavras pesquisadas" }).getByRole("article").first()).toContainText(
      corrected.partial[0].name,
    );
    await expect(main.getByText("Procurava")).toHaveCount(0);
  });

  test("nothing found: SPEC's empty state, then the categories (a link to each) and the products matching some words", async ({ page, request }) => {
    const body = await apiJson(request, "/api/products/search?q=banheira%20gemeos");
    expect(body.total).toBe(0);
    await page.goto("/pesquisa?q=banheira%20gemeos");
    const main = page.getByRole("main");
    await expect(main.getByText("Nenhum produto encontrado", { exact: true })).toBeVisible();
    const partial = main.getByRole("region", { name: "Produtos com algumas das palavras pesquisadas" });
    await expect(partial.getByRole("article")).toHaveCount(body.partial.length);
    const [first] = body.categories as { name: string; path: string }[];
    await main.getByRole("region", { name: "Categorias relacionadas" }).getByRole("link", { name: first!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRe(first!.path)}$`));
  });

  test("without a term (or under 2 characters) it asks for one, with a search field", async ({ page }) => {
    for (const path of ["/pesquisa", "/pesquisa?q=b"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: "Pesquisar produtos" })).toBeVisible();
      await expect(page.getByText("Digite pelo menos 2 caracteres para buscar produtos")).toBeVisible();
      await expect(page.getByText(/Resultados para/)).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveCount(0);
    }
    const field = page.getByRole("main").getByRole("searchbox", { name: "Pesquisar produtos" });
    await expect(field).toHaveValue("b");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/pesquisa\?q=b$/);
    await field.fill("berco");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/pesquisa\?q=berco$/);
    await expect(page.getByRole("heading", { level: 1, name: 'Resultados para "berco"' })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  });
});

test.describe("a plural finds the singular (issue 44, decisions/0055)", () => {
  test("'biberones' (Spanish) and 'biberões' (Portuguese) list the bottles first, in the palette too; the switch opens an empty search where the word is not the other language's", async ({
    page,
    request,
  }) => {
    const cards = page.getByRole("main").getByRole("article");
    for (const [path, bottle] of [
      ["/es/buscar?q=biberones", /Biberón /],
      ["/pesquisa?q=biber%C3%B5es", /Biberão /],
    ] as const) {
      await page.goto(path);
      await expect(cards.first()).toBeVisible();
      for (const i of [0, 1, 2]) await expect(cards.nth(i), path).toContainText(bottle);
    }
    const api = await apiJson(request, "/api/products/search?q=biber%C3%B5es");
    expect(api.items.filter((p: { name: string }) => p.name.startsWith("Biberão ")).length).toBeGreaterThanOrEqual(8);

    await page.goto("/es/");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("dialog").getByRole("combobox");
    await input.fill("biberones");
    await expect(page.getByRole("dialog").getByRole("option").first()).toContainText("Biberón ");

    // 'biberones' is no Portuguese word: the switch opens the Portuguese search page empty, not one that finds nothing.
    await page.goto("/es/buscar?q=biberones");
    await page.getByRole("banner").getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "Português" }).click();
    await expect(page).toHaveURL((u) => u.pathname + u.search === "/pesquisa");
    await expect(page.getByRole("heading", { level: 1, name: "Pesquisar produtos" })).toBeVisible();
  });
});
