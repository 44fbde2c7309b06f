import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { cardOf, euro, findProducts } from "./support/catalog";
import { test } from "./support/fixtures";
import { cartButton, cartDrawer } from "./support/locators";

async function openDrawer(page: Page) {
  await cartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
}

test.describe("cart", () => {
  test("add from a card and from product detail; the header counts; step, remove, empty state @phone", async ({ page, request }) => {
    const [a, b] = await findProducts(request, (p) => p.stockQuantity >= 6 && p.salePriceCents === null, 2);
    await page.goto(`/pesquisa?q=${encodeURIComponent(a!.name)}`);
    // a's own card (a longer name such as "<a's name> Cinza", or a namesake, may come first).
    const card = cardOf(page, a!);
    await card.getByRole("button", { name: `Adicionar ${a!.name} ao carrinho` }).click();
    await expect(page.getByText("Produto adicionado!")).toBeVisible();
    await expect(page.getByText(`1x ${a!.name} foi adicionado ao carrinho.`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 1 item");
    // The toast sits below the header: the cart it points to can be tapped while it shows.
    const headerBottom = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
    // (polled: the toast slides in from above)
    await expect.poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    await cartButton(page).click({ trial: true, timeout: 2_000 });
    await card.getByRole("button", { name: `Adicionar ${a!.name} ao carrinho` }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 2 itens");

    await page.goto(`/produto/${b!.id}`);
    await page.getByRole("button", { name: "Aumentar quantidade" }).click();
    await page.getByRole("button", { name: "Aumentar quantidade" }).click();
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(page.getByText(`3x ${b!.name} foi adicionado ao carrinho.`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 5 itens");

    await openDrawer(page);
    const lineA = cartDrawer(page).getByRole("listitem", { name: a!.name });
    const lineB = cartDrawer(page).getByRole("listitem", { name: b!.name });
    await expect(lineA).toContainText(euro(a!.priceCents));
    await expect(lineA.locator("output")).toHaveText("2");
    await expect(cartDrawer(page).getByTestId("subtotal")).toHaveText(euro(2 * a!.priceCents + 3 * b!.priceCents));
    await lineA.getByRole("button", { name: `Aumentar quantidade de ${a!.name}` }).click();
    await expect(lineA.locator("output")).toHaveText("3");
    await expect(cartDrawer(page).getByTestId("subtotal")).toHaveText(euro(3 * a!.priceCents + 3 * b!.priceCents));
    for (let i = 0; i < 3; i++) await lineA.getByRole("button", { name: `Diminuir quantidade de ${a!.name}` }).click();
    await expect(lineA).toHaveCount(0);
    await lineB.getByRole("button", { name: `Remover ${b!.name} do carrinho` }).click();
    await expect(cartDrawer(page).getByText("Seu carrinho está vazio")).toBeVisible();
    await expect(cartDrawer(page).getByText("Adicione alguns produtos para começar suas compras")).toBeVisible();
    await cartDrawer(page).getByRole("link", { name: "Continuar Comprando" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cartDrawer(page)).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras");
  });

  test("the cart survives a reload, under a key ending in 'cart'", async ({ page, request }) => {
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 3);
    await page.goto(`/produto/${p!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 1 item");
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.some((k) => k.endsWith("cart"))).toBe(true);
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 1 item");
    await openDrawer(page);
    await expect(cartDrawer(page).getByRole("listitem", { name: p!.name })).toBeVisible();
  });

  test("an out-of-stock product cannot be added, from a card or from detail", async ({ page, request, shopData }) => {
    const [oos] = await findProducts(request, (p) => p.stockQuantity >= 3);
    await shopData.setStock(oos!.id, 0);
    await page.goto(`/pesquisa?q=${encodeURIComponent(oos!.name)}`);
    const card = cardOf(page, oos!);
    await expect(card.getByRole("button", { name: `${oos!.name}: Fora de Estoque` })).toBeDisabled();
    await page.goto(`/produto/${oos!.id}`);
    // 'Avise-me quando voltar' where the add button was (issue 44).
    await expect(page.getByRole("button", { name: "Avise-me quando voltar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Adicionar ao Carrinho" })).toHaveCount(0);
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras");
  });

  test("never more than the stock: capped with a message, plus disabled at the stock", async ({ page, request, shopData }) => {
    const [low] = await findProducts(request, (p) => p.stockQuantity >= 3);
    await shopData.setStock(low!.id, 2);
    await page.goto(`/pesquisa?q=${encodeURIComponent(low!.name)}`);
    const add = cardOf(page, low!).getByRole("button", { name: /ao carrinho$/ });
    for (let i = 0; i < 3; i++) await add.click();
    await expect(page.getByText("Quantidade máxima disponível")).toBeVisible();
    await expect(page.getByText(`Só temos 2 unidades de ${low!.name} em estoque.`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 2 itens");
    await openDrawer(page);
    const line = cartDrawer(page).getByRole("listitem", { name: low!.name });
    const plus = line.getByRole("button", { name: `Aumentar quantidade de ${low!.name}` });
    await expect(plus).toBeDisabled();
    await expect(line.getByText("máx. 2", { exact: true })).toBeVisible();
    await expect(plus).toHaveAccessibleDescription("Quantidade máxima disponível: só temos 2 unidades em estoque.");
    await line.getByRole("button", { name: `Diminuir quantidade de ${low!.name}` }).click();
    await expect(plus).toBeEnabled();
    await expect(line.getByText("máx. 2", { exact: true })).toHaveCount(0);
    await expect(plus).toHaveAccessibleDescription("");
  });

  test("a price changed on the server and a withdrawn product are shown after reload", async ({ page, request, shopData }) => {
    const [p, q] = await findProducts(request, (x) => x.stockQuantity >= 3 && x.salePriceCents === null && x.priceCents > 1000, 2);
    await page.goto(`/produto/${p!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await page.goto(`/produto/${q!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 2 itens");
    const newPrice = p!.priceCents - 500;
    await shopData.change([
      { id: p!.id, priceCents: newPrice },
      { id: q!.id, active: false },
    ]);
    await page.reload();
    await expect(page.getByText("O seu carrinho foi atualizado")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 1 item");
    await openDrawer(page);
    const line = cartDrawer(page).getByRole("listitem", { name: p!.name });
    await expect(line).toContainText(euro(newPrice));
    await expect(line).toContainText(`Preço atualizado (antes ${euro(p!.priceCents)})`);
    await expect(cartDrawer(page).getByRole("listitem", { name: q!.name })).toContainText("Indisponível");
    await expect(cartDrawer(page).getByTestId("subtotal")).toHaveText(euro(newPrice));
  });

  test("an out-of-stock line says 'Fora de Estoque'; only a withdrawn one says it is no longer available", async ({ page, request, shopData }) => {
    const [p, q] = await findProducts(request, (x) => x.stockQuantity >= 3, 2);
    for (const x of [p!, q!]) {
      await page.goto(`/produto/${x.id}`);
      await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    }
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 2 itens");
    await shopData.change([
      { id: p!.id, stock: 0 },
      { id: q!.id, active: false },
    ]);
    await page.reload();
    await expect(page.getByText("O seu carrinho foi atualizado")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras");
    await openDrawer(page);
    const soldOut = cartDrawer(page).getByRole("listitem", { name: p!.name });
    const withdrawn = cartDrawer(page).getByRole("listitem", { name: q!.name });
    await expect(soldOut).toContainText("Fora de Estoque");
    await expect(soldOut).toContainText("Produto fora de estoque de momento.");
    await expect(soldOut).not.toContainText("já não está disponível");
    await expect(withdrawn).toContainText("Indisponível. Este produto já não está disponível.");
    await expect(withdrawn).not.toContainText("Fora de Estoque");
    // Back in stock and on sale again: the lines count again.
    await shopData.restore();
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Carrinho de compras, 2 itens");
    await openDrawer(page);
    await expect(cartDrawer(page).getByRole("listitem", { name: p!.name })).not.toContainText("Fora de Estoque");
  });

  test("the drawer keeps keyboard focus inside, Escape closes it; full-height sheet, full width on phones @phone", async ({ page, request }) => {
    const [p] = await findProducts(request, (x) => x.stockQuantity >= 3);
    await page.goto(`/produto/${p!.id}`);
    await page.getByRole("button", { name: "Adicionar ao Carrinho" }).click();
    await openDrawer(page);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await cartDrawer(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const box = (await cartDrawer(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.height)).toBe(viewport.height);
    if (viewport.width < 640) expect(Math.round(box.width)).toBe(viewport.width);
    await page.keyboard.press("Escape");
    await expect(cartDrawer(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });
});
