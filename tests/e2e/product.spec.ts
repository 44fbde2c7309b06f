import { expect } from "@playwright/test";
import { copy } from "../../shared/copy";
import { announcesReduction, apiJson, euro, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";

test.describe("product detail", () => {
  test("opens from a card, shows everything SPEC lists, back returns to the filtered list @phone", async ({ page, request }) => {
    await page.goto("/sono-conforto?sort=price-high");
    const first = page.getByRole("main").getByRole("article").first();
    const name = (await first.getByRole("link").innerText()).trim();
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/produto\/\d+$/);
    const id = page.url().split("/").pop();
    const { product } = await apiJson(request, `/api/products/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | Mãe & Bebé`);
    // Real reviews only (decisions/0017): the product's own average and count, or no stars.
    const stars = page.getByRole("main").getByRole("img", { name: /de 5 estrelas, \d+ avaliaç/ });
    if (product.ratingAverage === null) await expect(stars).toHaveCount(0);
    else await expect(stars.first()).toHaveAccessibleName(copy.reviews.starsLabel(product.ratingAverage, product.reviewCount));
    await expect(page.getByText(`${product.soldQuantity} vendidos`)).toBeVisible();
    await expect(page.getByText(euro(product.salePriceCents ?? product.priceCents)).first()).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Trilho de navegação" });
    await expect(crumbs.getByRole("link", { name: "Sono e Conforto" })).toBeVisible();
    await expect(crumbs).toContainText(product.subcategory.name);
    await expect(page.getByRole("region", { name: "Detalhes do produto" })).toContainText(product.subcategory.name);
    const reviews = page.getByRole("region", { name: "Avaliações" });
    await expect(reviews).toContainText(copy.reviews.howChecked);
    await expect(reviews.getByRole("listitem")).toHaveCount(Math.min(product.reviewCount, 10));
    // Description line breaks are kept.
    const lines = product.description.split("\n");
    await expect(page.getByText(lines[0]!)).toBeVisible();
    await page.getByRole("button", { name: "Voltar" }).click();
    await expect(page).toHaveURL(/\/sono-conforto\?sort=price-high$/);
  });

  test("back button without saved state: history, else home", async ({ page }) => {
    await page.goto("/produto/1");
    await page.getByRole("button", { name: "Voltar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/category-ids");
    await page.goto("/produto/1", { referer: new URL("/category-ids", page.url()).href });
    await page.getByRole("button", { name: "Voltar" }).click();
    await expect(page).toHaveURL(/\/category-ids$/);
  });

  test("carousel: at most 8 thumbnails with '+N', thumbnails select images @phone", async ({ page, request }) => {
    // The demo seed gives every 97th product (from id 5) ten extra photos in its R2 folder.
    const { product } = await apiJson(request, "/api/products/5");
    expect(product.images.length).toBeGreaterThan(8);
    await page.goto("/produto/5");
    const thumbs = page.getByRole("button", { name: /^(\+\d+, i|I)magem \d+ de \d+$/ });
    await expect(thumbs).toHaveCount(8);
    await expect(thumbs.last()).toContainText(`+${product.images.length - 7}`);
    // Its name starts with what it shows (WCAG 2.5.3, label in name).
    await expect(thumbs.last()).toHaveAccessibleName(`+${product.images.length - 7}, imagem 8 de ${product.images.length}`);
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Imagem seguinte" }).click();
    await expect(thumbs.nth(3)).toHaveAttribute("aria-current", "true");
  });

  test("quantity stepper stays between 1 and the stock", async ({ page, request, shopData }) => {
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 5);
    await shopData.setStock(p!.id, 3);
    await page.goto(`/produto/${p!.id}`);
    const qty = page.getByRole("group", { name: "Quantidade" }).locator("output");
    const plus = page.getByRole("button", { name: "Aumentar quantidade" });
    const minus = page.getByRole("button", { name: "Diminuir quantidade" });
    await expect(qty).toHaveText("1");
    await expect(minus).toBeDisabled();
    await plus.click();
    await expect(qty).toHaveText("2");
    await plus.click();
    await expect(qty).toHaveText("3");
    await expect(plus).toBeDisabled();
    await minus.click();
    await expect(qty).toHaveText("2");
    await expect(plus).toBeEnabled();
  });

  test("on sale: struck 30-day reference price and the rounded discount off it; out of stock: add to cart blocked", async ({ page, request, shopData }) => {
    const [sale] = await findProducts(request, (p) => announcesReduction(p) && p.stockQuantity > 0);
    expect(sale, "the catalogue has a product on sale below its 30-day low").toBeDefined();
    await page.goto(`/produto/${sale!.id}`);
    const pct = Math.round((1 - sale!.salePriceCents! / sale!.referencePriceCents!) * 100);
    await expect(page.getByText(`-${pct}%`)).toBeVisible();
    await expect(page.locator("s").filter({ hasText: euro(sale!.referencePriceCents!) })).toBeVisible();

    const [oos] = await findProducts(request, (p) => p.stockQuantity >= 3 && p.id !== sale!.id);
    await shopData.setStock(oos!.id, 0);
    await page.goto(`/produto/${oos!.id}`);
    await expect(page.getByText("Fora de Estoque").first()).toBeVisible();
    // 'Avise-me quando voltar' where the add button was (issue 44).
    await expect(page.getByRole("button", { name: "Avise-me quando voltar" })).toBeVisible();
    // No quantity to choose (a stepper stuck at 0 would only confuse).
    await expect(page.getByRole("group", { name: "Quantidade" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toHaveCount(0);
  });

  test("stock indicator: 'Última unidade' for one, 'Últimas N unidades' for a few", async ({ page, request, shopData }) => {
    const [one, few] = await findProducts(request, (p) => p.stockQuantity >= 10, 2);
    await shopData.change([
      { id: one!.id, stock: 1 },
      { id: few!.id, stock: 4 },
    ]);
    await page.goto(`/produto/${one!.id}`);
    await expect(page.getByText("Última unidade", { exact: true })).toBeVisible();
    await expect(page.getByText(/Últimas 1 unidades/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toBeEnabled();
    await page.goto(`/produto/${few!.id}`);
    await expect(page.getByText("Últimas 4 unidades", { exact: true })).toBeVisible();
  });

  test("unknown, inactive or malformed product: 'Produto não encontrado.' with a way home", async ({ page }) => {
    for (const path of ["/produto/999999", "/produto/abc"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Produto não encontrado." })).toBeVisible();
    }
    await page.getByRole("link", { name: "Voltar à página inicial" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("share copies the link when the Web Share API is missing", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto("/produto/1");
    await page.getByRole("button", { name: "Partilhar" }).click();
    await expect(page.getByText("Link copiado!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/produto\/1$/);
  });

  test("an image that fails to load falls back to the placeholder", async ({ page }) => {
    await page.route("**/images/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/produto/1");
    await expect(page.locator("main img").first()).toHaveAttribute("src", "/placeholder.svg");
  });
});
